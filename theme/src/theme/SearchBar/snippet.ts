/** Pure text helpers of the search box: find matched words and cut snippets around them. */

/** A piece of text, marked when it is a matched word. Rendered with React elements, never as HTML. */
export interface Segment {
  text: string;
  mark: boolean;
}

const WORD = /[\p{L}\p{N}_]+/gu;

/** Ranges `[start, end)` of the words that start with one of the (lower-case) terms. Pure. */
export function findMatches(text: string, terms: readonly string[]): [number, number][] {
  const usable = terms.filter((t) => t.length > 0);
  if (!usable.length) return [];
  const ranges: [number, number][] = [];
  for (const match of text.matchAll(WORD)) {
    const word = match[0].toLowerCase();
    if (usable.some((term) => word.startsWith(term))) ranges.push([match.index, match.index + match[0].length]);
  }
  return ranges;
}

/** Splits text into plain and marked segments. Pure. */
export function markTerms(text: string, terms: readonly string[]): Segment[] {
  const segments: Segment[] = [];
  let at = 0;
  for (const [start, end] of findMatches(text, terms)) {
    if (start > at) segments.push({ text: text.slice(at, start), mark: false });
    segments.push({ text: text.slice(start, end), mark: true });
    at = end;
  }
  if (at < text.length) segments.push({ text: text.slice(at), mark: false });
  return segments;
}

/**
 * A window of about `maxLength` characters around the first matched word, cut at word
 * boundaries, with ellipses where text was left out and the matched words marked. Pure.
 */
export function buildSnippet(text: string, terms: readonly string[], maxLength = 160): Segment[] {
  if (!text) return [];
  const first = findMatches(text, terms)[0];
  let start = first ? Math.max(0, first[0] - Math.floor(maxLength / 4)) : 0;
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space >= 0 && space < (first?.[0] ?? text.length) ? space + 1 : first?.[0] ?? start;
  }
  // Near the end of the text, start earlier so the window stays full.
  if (start > 0 && start + maxLength > text.length) {
    const earlier = Math.max(0, text.length - maxLength);
    const space = text.indexOf(' ', earlier);
    start = earlier === 0 ? 0 : space >= 0 && space < start ? space + 1 : start;
  }
  let end = Math.min(text.length, start + maxLength);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start + maxLength / 2) end = space;
  }
  const segments = markTerms(text.slice(start, end).trim(), terms);
  if (start > 0) segments.unshift({ text: '…', mark: false });
  if (end < text.length) segments.push({ text: '…', mark: false });
  return segments;
}
