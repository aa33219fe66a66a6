import { useThemeConfig } from '@docusaurus/theme-common';
import { useFilteredAndTreeifiedTOC, useTOCHighlight, type TOCHighlightConfig } from '@docusaurus/theme-common/internal';
import TOCItemTree from '@theme/TOCItems/Tree';
import { useMemo } from 'react';
import type { TocEntry } from '../TOC/nestToc.ts';

/** Props of TOCItems, as in Docusaurus. */
export interface Props {
  readonly toc: readonly TocEntry[];
  readonly minHeadingLevel?: number | undefined;
  readonly maxHeadingLevel?: number | undefined;
  readonly className?: string;
  readonly linkClassName?: string | null;
  readonly linkActiveClassName?: string;
}

/**
 * A table of contents within the heading levels (the site's `tableOfContents` levels by default);
 * given a `linkActiveClassName`, the link of the section being read is marked with it.
 */
export default function TOCItems({ toc, className = 'table-of-contents table-of-contents__left-border', linkClassName = 'table-of-contents__link', linkActiveClassName, minHeadingLevel, maxHeadingLevel }: Props) {
  const { tableOfContents } = useThemeConfig();
  const min = minHeadingLevel ?? tableOfContents.minHeadingLevel;
  const max = maxHeadingLevel ?? tableOfContents.maxHeadingLevel;
  const tree = useFilteredAndTreeifiedTOC({ toc, minHeadingLevel: min, maxHeadingLevel: max });
  const highlight = useMemo<TOCHighlightConfig | undefined>(
    () => (linkClassName && linkActiveClassName ? { linkClassName, linkActiveClassName, minHeadingLevel: min, maxHeadingLevel: max } : undefined),
    [linkClassName, linkActiveClassName, min, max],
  );
  useTOCHighlight(highlight);
  return <TOCItemTree toc={tree} className={className} linkClassName={linkClassName} />;
}
