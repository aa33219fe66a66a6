import TOCList from '@theme/TOC/List';
import { useEffect, useState } from 'react';
import { nestToc, type TocEntry } from './nestToc.ts';

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

/** Props of TOC, as in Docusaurus. */
export interface Props {
  readonly toc: readonly TocEntry[];
  readonly minHeadingLevel?: number;
  readonly maxHeadingLevel?: number;
  readonly className?: string;
}

/** The desktop table of contents, highlighting the current heading while scrolling. */
export default function TOC({ toc, minHeadingLevel = 0, maxHeadingLevel = Infinity, className }: Props) {
  const active = useActiveHeading(toc.map((t) => t.id));
  if (toc.length === 0) return null;
  return (
    <nav className={['toc', className].filter(Boolean).join(' ')} aria-label="On this page">
      <p className="toc__title">On this page</p>
      <TOCList nodes={nestToc(toc.filter((t) => t.level >= minHeadingLevel && t.level <= maxHeadingLevel))} active={active} />
    </nav>
  );
}
