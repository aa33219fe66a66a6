import { PageContext, useLocation } from '@folio/client';
import { useContext, useEffect } from 'react';
import { highlightTerms } from './highlight.ts';

/** Query parameter carrying the words to highlight on the page a hit opens (as docusaurus-lunr-search names it). */
export const HIGHLIGHT_PARAM = '_highlight';

const normalize = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

/**
 * Highlights `?_highlight=` words in the page's searchable content once that page is on screen,
 * scrolls to the first one when the URL has no anchor, and removes the marks when leaving.
 */
export function useHighlightFromQuery(): void {
  const page = useContext(PageContext);
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    const words = new URLSearchParams(search).get(HIGHLIGHT_PARAM);
    // During a client navigation the location changes before the next page is shown: wait for it.
    if (!words || !page || normalize(page.path) !== normalize(pathname)) return;
    const root = document.querySelector('[data-search-content]') ?? document.querySelector('main');
    if (!root) return;
    const terms = words.toLowerCase().split(/\s+/).filter(Boolean);
    const highlighting = highlightTerms(root, terms);
    if (!hash) highlighting.marks[0]?.scrollIntoView({ block: 'center' });
    return () => highlighting.undo();
  }, [page, pathname, search, hash]);
}
