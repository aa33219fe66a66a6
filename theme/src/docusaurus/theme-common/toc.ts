import { useEffect, useMemo } from 'react';
import { nestToc, type TocEntry, type TocNode } from '../../theme/TOC/nestToc.ts';

/** A table-of-contents entry with the entries below it, as Docusaurus names it. */
export type TOCTreeNode = TocNode;

/** Docusaurus's `useFilteredAndTreeifiedTOC({ toc, minHeadingLevel, maxHeadingLevel })`: the entries within the levels, nested. */
export function useFilteredAndTreeifiedTOC({ toc, minHeadingLevel, maxHeadingLevel }: { toc: readonly TocEntry[]; minHeadingLevel: number; maxHeadingLevel: number }): TocNode[] {
  return useMemo(() => nestToc(toc.filter((t) => t.level >= minHeadingLevel && t.level <= maxHeadingLevel)), [toc, minHeadingLevel, maxHeadingLevel]);
}

/** Docusaurus's `useTreeifiedTOC(toc)`: every entry, nested. */
export function useTreeifiedTOC(toc: readonly TocEntry[]): TocNode[] {
  return useMemo(() => nestToc([...toc]), [toc]);
}

/** What `useTOCHighlight` marks: the links (all having `linkClassName`) and the headings they point at. */
export interface TOCHighlightConfig {
  /** Classes every link of the table of contents has (space-separated). */
  linkClassName: string;
  /** Classes the current section's link gets (space-separated). */
  linkActiveClassName: string;
  minHeadingLevel: number;
  maxHeadingLevel: number;
}

/** How far below the top of the viewport a heading may be and still count as the section being read, in pixels. */
export const TOC_HIGHLIGHT_OFFSET = 120;

/**
 * The heading the reader is at, among `tops` (each heading's distance from the top of the
 * viewport, in document order): the last one at or above `offset`, else the first. Pure.
 */
export function activeHeadingIndex(tops: readonly number[], offset = TOC_HIGHLIGHT_OFFSET): number {
  let active = tops.length ? 0 : -1;
  tops.forEach((top, index) => {
    if (top <= offset) active = index;
  });
  return active;
}

function classes(names: string): string[] {
  return names.split(/\s+/).filter(Boolean);
}

/**
 * Docusaurus's `useTOCHighlight(config)`: while mounted, marks the link of the section being read
 * with `linkActiveClassName` (and `aria-current="location"`), following scrolling and resizing.
 * The headings are the `h<level>.anchor` elements within the levels, as in Docusaurus; Folio's
 * choice of the current one differs: the last heading within 120 px of the top of the viewport, or
 * the first heading while none is. `undefined` turns it off.
 */
export function useTOCHighlight(config: TOCHighlightConfig | undefined): void {
  useEffect(() => {
    if (!config) return;
    const linkSelector = classes(config.linkClassName).map((c) => `.${CSS.escape(c)}`).join('');
    const activeClasses = classes(config.linkActiveClassName);
    const headingSelector = Array.from({ length: config.maxHeadingLevel - config.minHeadingLevel + 1 }, (_, i) => `h${config.minHeadingLevel + i}.anchor`).join(',');
    let frame = 0;
    const update = () => {
      frame = 0;
      const headings = headingSelector ? Array.from(document.querySelectorAll<HTMLElement>(headingSelector)) : [];
      const active = headings[activeHeadingIndex(headings.map((h) => h.getBoundingClientRect().top))];
      for (const link of document.querySelectorAll<HTMLAnchorElement>(linkSelector)) {
        const target = decodeURIComponent(link.hash.slice(1));
        const isActive = active !== undefined && target === active.id;
        for (const name of activeClasses) link.classList.toggle(name, isActive);
        if (isActive) link.setAttribute('aria-current', 'location');
        else link.removeAttribute('aria-current');
      }
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [config]);
}
