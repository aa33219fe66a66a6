import Collapsible from '@theme/Collapsible';
import TOCList from '@theme/TOC/List';
import { useState } from 'react';
import { nestToc, type TocEntry } from '../TOC/nestToc.ts';

/** Props of TOCCollapsible, as in Docusaurus. */
export interface Props {
  readonly toc: readonly TocEntry[];
  readonly minHeadingLevel?: number;
  readonly maxHeadingLevel?: number;
  readonly className?: string;
}

/** On narrow screens: the table of contents folded behind a toggle above the content. */
export default function TOCCollapsible({ toc, minHeadingLevel = 0, maxHeadingLevel = Infinity, className }: Props) {
  const [collapsed, setCollapsed] = useState(true);
  if (toc.length === 0) return null;
  return (
    <div className={['toc-collapsible', className].filter(Boolean).join(' ')}>
      <button type="button" className="toc-collapsible__button" aria-expanded={!collapsed} onClick={() => setCollapsed((c) => !c)}>
        On this page
        <svg className="toc-collapsible__caret" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path fill="currentColor" d="M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6z" />
        </svg>
      </button>
      <Collapsible collapsed={collapsed}>
        <div onClick={(e) => (e.target as HTMLElement).tagName === 'A' && setCollapsed(true)}>
          <TOCList nodes={nestToc(toc.filter((t) => t.level >= minHeadingLevel && t.level <= maxHeadingLevel))} active={undefined} />
        </div>
      </Collapsible>
    </div>
  );
}
