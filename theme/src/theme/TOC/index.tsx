import TOCItems from '@theme/TOCItems';
import type { TocEntry } from './nestToc.ts';

export type { TocEntry } from './nestToc.ts';

/** Props of TOC, as in Docusaurus. */
export interface Props {
  readonly toc: readonly TocEntry[];
  readonly minHeadingLevel?: number | undefined;
  readonly maxHeadingLevel?: number | undefined;
  readonly className?: string;
}

/** The desktop table of contents, marking the section being read while scrolling. */
export default function TOC({ className, ...props }: Props) {
  if (props.toc.length === 0) return null;
  return (
    <nav className={['toc', className].filter(Boolean).join(' ')} aria-label="On this page">
      <p className="toc__title">On this page</p>
      <TOCItems {...props} className="toc__list table-of-contents table-of-contents__left-border" linkClassName="toc__link table-of-contents__link toc-highlight" linkActiveClassName="toc__link--active table-of-contents__link--active" />
    </nav>
  );
}
