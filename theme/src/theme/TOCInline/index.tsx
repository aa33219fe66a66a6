import TOCItems from '@theme/TOCItems';
import type { TocEntry } from '../TOC/nestToc.ts';

/** Props of TOCInline, as in Docusaurus: the page's `toc` (MDX pages import it) and the levels to show. */
export interface Props {
  readonly toc: readonly TocEntry[];
  readonly minHeadingLevel?: number;
  readonly maxHeadingLevel?: number;
}

/** A table of contents inside the page's text (`<TOCInline toc={toc} />`). */
export default function TOCInline({ toc, minHeadingLevel, maxHeadingLevel }: Props) {
  return (
    <div className="toc-inline">
      <TOCItems toc={toc} minHeadingLevel={minHeadingLevel} maxHeadingLevel={maxHeadingLevel} className="table-of-contents" linkClassName={null} />
    </div>
  );
}
