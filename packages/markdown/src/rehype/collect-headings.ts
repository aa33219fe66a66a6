import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { toString } from 'hast-util-to-string';
import { walkTree } from '../walk-tree.ts';
import { getFolioData } from '../file-data.ts';

/**
 * Records every heading (level, id, plain text) once ids are assigned, and other literal element
 * ids (`<a id>`, `<a name>`, JSX `id="…"`) that links may target.
 */
export default function rehypeCollectHeadings() {
  return (tree: Root, file: VFile) => {
    const data = getFolioData(file);
    walkTree(tree, (node) => {
      if (node.type === 'element') {
        const id = node.properties.id;
        const rank = getHeadingRank(node.tagName);
        if (rank && typeof id === 'string' && !isFootnoteLabel(node)) data.headings.push({ level: rank, id, text: toString(node).trim() });
        else if (typeof id === 'string') data.otherIds.push(id);
        if (node.tagName === 'a' && typeof node.properties.name === 'string') data.otherIds.push(node.properties.name);
      } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        for (const attr of node.attributes) {
          if (attr.type === 'mdxJsxAttribute' && attr.name === 'id' && typeof attr.value === 'string') data.otherIds.push(attr.value);
        }
      }
    });
  };
}

/** GFM's hidden "Footnotes" heading: an anchor, but not part of the outline. */
export function isFootnoteLabel(node: Element): boolean {
  return node.properties.id === 'footnote-label';
}

/** 2 for `h2` …; 0 for anything else. */
export function getHeadingRank(tagName: string): number {
  const match = /^h([1-6])$/.exec(tagName);
  return match ? Number(match[1]) : 0;
}
