import { findMatches } from './snippet.ts';

/** Class of the `<mark>`s put around matched words on the opened page. */
export const HIGHLIGHT_CLASS = 'search-result-match';

const SKIP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEXTAREA', 'MARK', 'svg']);

/** What a highlight did, and how to take it back. */
export interface Highlighting {
  marks: HTMLElement[];
  undo(): void;
}

/**
 * Wraps the words starting with one of the terms in `<mark>` by splitting DOM text nodes (never
 * innerHTML). The original node keeps the first part, so React's reference to it stays valid, and
 * `undo` restores its exact text.
 */
export function highlightTerms(root: Element, terms: readonly string[]): Highlighting {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => {
      for (let el = node.parentElement; el && el !== root; el = el.parentElement) if (SKIP.has(el.tagName)) return NodeFilter.FILTER_REJECT;
      return NodeFilter.FILTER_ACCEPT;
    },
  });
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  const changes: { node: Text; original: string; added: Node[] }[] = [];
  const marks: HTMLElement[] = [];
  for (const node of nodes) {
    const ranges = findMatches(node.data, terms);
    if (!ranges.length) continue;
    const change = { node, original: node.data, added: [] as Node[] };
    const nodeMarks: HTMLElement[] = [];
    for (const [start, end] of ranges.reverse()) {
      const after = node.splitText(end);
      const middle = node.splitText(start);
      const mark = root.ownerDocument.createElement('mark');
      mark.className = HIGHLIGHT_CLASS;
      middle.replaceWith(mark);
      mark.append(middle);
      change.added.push(mark, after);
      nodeMarks.unshift(mark);
    }
    marks.push(...nodeMarks);
    changes.push(change);
  }
  return {
    marks,
    undo() {
      for (const { node, original, added } of changes) {
        for (const extra of added) extra.parentNode?.removeChild(extra);
        node.data = original;
      }
    },
  };
}
