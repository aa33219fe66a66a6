import { Collapsible, useCollapsible } from '@docusaurus/theme-common';
import CollapseButton from '@theme/TOCCollapsible/CollapseButton';
import TOCItems from '@theme/TOCItems';
import type { TocEntry } from '../TOC/nestToc.ts';

/** Props of TOCCollapsible, as in Docusaurus. */
export interface Props {
  readonly toc: readonly TocEntry[];
  readonly minHeadingLevel?: number | undefined;
  readonly maxHeadingLevel?: number | undefined;
  readonly className?: string;
}

/** On narrow screens: the table of contents folded behind a toggle above the content; following a link folds it again. */
export default function TOCCollapsible({ toc, minHeadingLevel, maxHeadingLevel, className }: Props) {
  const { collapsed, toggleCollapsed, setCollapsed } = useCollapsible({ initialState: true });
  if (toc.length === 0) return null;
  return (
    <div className={['toc-collapsible', className].filter(Boolean).join(' ')}>
      <CollapseButton collapsed={collapsed} onClick={toggleCollapsed} />
      <Collapsible collapsed={collapsed}>
        <div onClick={(e) => (e.target as HTMLElement).tagName === 'A' && setCollapsed(true)}>
          <TOCItems toc={toc} minHeadingLevel={minHeadingLevel} maxHeadingLevel={maxHeadingLevel} className="toc__list table-of-contents table-of-contents__left-border" linkClassName="toc__link table-of-contents__link" />
        </div>
      </Collapsible>
    </div>
  );
}
