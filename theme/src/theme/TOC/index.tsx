import Collapsible from '@theme/Collapsible';
import { useEffect, useState } from 'react';
import { nestToc, type TocEntry, type TocNode } from './nestToc.ts';

export type { TocEntry } from './nestToc.ts';

/** Tracks which heading the reader is at: the last one above a line near the top of the viewport. */
function useActiveHeading(ids: string[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (ids.length === 0) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const threshold = 120;
      let current: string | undefined;
      for (const id of ids) {
        const element = document.getElementById(id);
        if (element && element.getBoundingClientRect().top <= threshold) current = id;
      }
      setActive(current ?? ids[0]);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ids.join('|')]);
  return active;
}

function TocList({ nodes, active }: { nodes: TocNode[]; active: string | undefined }) {
  return (
    <ul className="toc__list">
      {nodes.map((node) => (
        <li key={node.id}>
          <a href={`#${node.id}`} className={`toc__link${node.id === active ? ' toc__link--active' : ''}`} aria-current={node.id === active ? 'location' : undefined}>
            {node.value}
          </a>
          {node.children.length > 0 && <TocList nodes={node.children} active={active} />}
        </li>
      ))}
    </ul>
  );
}

/** The desktop table of contents, highlighting the current heading while scrolling. */
export default function TOC({ toc }: { toc: TocEntry[] }) {
  const active = useActiveHeading(toc.map((t) => t.id));
  if (toc.length === 0) return null;
  return (
    <nav className="toc" aria-label="On this page">
      <p className="toc__title">On this page</p>
      <TocList nodes={nestToc(toc)} active={active} />
    </nav>
  );
}

/** On narrow screens: the table of contents folded behind a toggle above the content. */
export function TOCCollapsible({ toc }: { toc: TocEntry[] }) {
  const [collapsed, setCollapsed] = useState(true);
  if (toc.length === 0) return null;
  return (
    <div className="toc-collapsible">
      <button type="button" className="toc-collapsible__button" aria-expanded={!collapsed} onClick={() => setCollapsed((c) => !c)}>
        On this page
        <svg className="toc-collapsible__caret" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path fill="currentColor" d="M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6z" />
        </svg>
      </button>
      <Collapsible collapsed={collapsed}>
        <div onClick={(e) => (e.target as HTMLElement).tagName === 'A' && setCollapsed(true)}>
          <TocList nodes={nestToc(toc)} active={undefined} />
        </div>
      </Collapsible>
    </div>
  );
}
