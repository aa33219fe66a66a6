import type { PageSearchDocument } from '@folio/core';
import type { SearchDoc } from './format.ts';

/** A search entry as the build sees it: with its anchor and its (bounded) text. */
export interface IndexDoc extends SearchDoc {
  /** Anchor id of the section heading; empty for the page's opening text. */
  sectionId: string;
  /** Plain text of the section, whitespace collapsed and bounded in length. */
  text: string;
}

/** A page ready to become search documents. */
export interface PageForSearch {
  /** Page URL including the base URL. */
  permalink: string;
  /** Title to use when the page has no h1 (the route's head title). */
  fallbackTitle: string;
  page: PageSearchDocument;
}

/** Cuts text to at most `max` characters at a word boundary, marking the cut with an ellipsis. Pure. */
export function boundText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * Search documents of one index: per page its opening text (title match target), then one per
 * h2/h3 section, each with the URL of its anchor. Ids are positions. Pure.
 */
export function buildSearchDocs(pages: PageForSearch[], version: string, maxTextLength: number): IndexDoc[] {
  const docs: IndexDoc[] = [];
  for (const { permalink, fallbackTitle, page } of pages) {
    const title = page.title || fallbackTitle;
    for (const section of page.sections) {
      const isOpening = !section.id;
      if (!isOpening && !section.heading && !section.text) continue;
      docs.push({
        id: docs.length,
        title,
        section: section.heading,
        sectionId: section.id,
        text: boundText(section.text, maxTextLength),
        url: isOpening ? permalink : `${permalink}#${section.id}`,
        version,
      });
    }
  }
  return docs;
}
