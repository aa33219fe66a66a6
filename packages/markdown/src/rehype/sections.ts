import type { Root, RootContent } from 'hast';
import type { VFile } from 'vfile';
import { toString } from 'hast-util-to-string';
import { getFolioData } from '../file-data.ts';
import type { ContentSection } from '../types.ts';
import { getHeadingRank, isFootnoteLabel } from './collect-headings.ts';

/** Elements whose boundaries separate words. */
const BLOCK = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'dd', 'details', 'div', 'dl', 'dt', 'figcaption', 'figure', 'footer',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'summary',
  'table', 'td', 'th', 'tr', 'ul',
]);
/** Elements whose text is not page text. */
const SKIP = new Set(['script', 'style', 'template']);
/** JSX components whose content is not page text. */
const SKIP_JSX = new Set(['Mermaid']);

/**
 * Splits the page's plain text into h2/h3 sections for the search index. The first section
 * (id '', always present) holds the text before the first h2/h3; h1 text is left out (it is the page title).
 */
export default function rehypeSections() {
  return (tree: Root, file: VFile) => {
    const sections: ContentSection[] = [{ id: '', title: '', level: 0, text: '' }];
    const parts: string[][] = [[]];
    const walk = (nodes: RootContent[]): void => {
      for (const node of nodes) {
        if (node.type === 'text') parts[parts.length - 1]?.push(node.value);
        else if (node.type === 'element') {
          const rank = getHeadingRank(node.tagName);
          if (rank === 1 || SKIP.has(node.tagName)) continue;
          if ((rank === 2 || rank === 3) && typeof node.properties.id === 'string' && !isFootnoteLabel(node)) {
            sections.push({ id: node.properties.id, title: toString(node).trim(), level: rank, text: '' });
            parts.push([]);
            continue;
          }
          const block = BLOCK.has(node.tagName);
          if (block) parts[parts.length - 1]?.push(' ');
          walk(node.children);
          if (block) parts[parts.length - 1]?.push(' ');
        } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
          if (node.name && SKIP_JSX.has(node.name)) continue;
          const current = parts[parts.length - 1];
          current?.push(' ');
          for (const attr of node.attributes) if (attr.type === 'mdxJsxAttribute' && attr.name === 'title' && typeof attr.value === 'string') current?.push(attr.value, ' ');
          const code = node.type === 'mdxJsxFlowElement' ? node.data?.folioText : undefined;
          if (code) current?.push(code);
          walk(node.children);
          parts[parts.length - 1]?.push(' ');
        }
      }
    };
    walk(tree.children);
    sections.forEach((section, i) => {
      section.text = (parts[i] ?? []).join('').replace(/\s+/g, ' ').trim();
    });
    getFolioData(file).sections = sections;
  };
}
