import type { TocItem } from '@folio/markdown';
import type { DocFrontMatter } from './frontmatter.ts';

/** Heading levels a table of contents shows, inclusive. */
export interface TocLevels {
  min: number;
  max: number;
}

/**
 * Levels docs are compiled with: every heading a table of contents can hold (h2–h6). Each doc's
 * own range is cut from this, so front matter can widen the site's range as well as narrow it.
 */
export const COMPILE_TOC_LEVELS: TocLevels = { min: 2, max: 6 };

/**
 * The levels of one doc's table of contents: its `toc_min_heading_level` / `toc_max_heading_level`
 * front matter, else the site's `themeConfig.tableOfContents`, as in Docusaurus. Pure.
 */
export function docTocLevels(frontMatter: Pick<DocFrontMatter, 'toc_min_heading_level' | 'toc_max_heading_level'>, site: { minHeadingLevel: number; maxHeadingLevel: number }): TocLevels {
  return { min: frontMatter.toc_min_heading_level ?? site.minHeadingLevel, max: frontMatter.toc_max_heading_level ?? site.maxHeadingLevel };
}

/** The entries of a table of contents within the levels. Pure. */
export function filterToc(toc: readonly TocItem[], levels: TocLevels): TocItem[] {
  return toc.filter((item) => item.level >= levels.min && item.level <= levels.max);
}
