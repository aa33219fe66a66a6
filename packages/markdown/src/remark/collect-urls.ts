import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Point } from 'unist';
import type { VFile } from 'vfile';
import { walkTree } from '../walk-tree.ts';
import { getFolioData } from '../file-data.ts';
import type { ContentUrl } from '../types.ts';

/** JSX elements and the attribute holding their URL. */
const JSX_LINKS: Record<string, string> = { a: 'href', Link: 'to' };
const JSX_IMAGES: Record<string, string> = { img: 'src' };
const HTML_URL = /<(a|img)\b[^>]*?\s(href|src)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;

/**
 * Collects every link, definition and image URL with its place in the file, from Markdown
 * syntax, literal JSX attributes (`<a href>`, `<Link to>`, `<img src>`) and raw HTML in .md.
 */
export default function remarkCollectUrls() {
  return (tree: Root, file: VFile) => {
    const { links, images } = getFolioData(file);
    walkTree(tree, (node) => {
      const start = node.position?.start;
      if (!start) return;
      if (node.type === 'link' || node.type === 'definition') links.push(at(node.url, start));
      else if (node.type === 'image') images.push(at(node.url, start));
      else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') collectJsx(node, start, links, images);
      else if (node.type === 'html') collectHtml(node.value, start, links, images);
    });
  };
}

function at(url: string, point: Point): ContentUrl {
  return { url, line: point.line, column: point.column };
}

function collectJsx(node: MdxJsxFlowElement | MdxJsxTextElement, start: Point, links: ContentUrl[], images: ContentUrl[]): void {
  const name = node.name ?? '';
  const attribute = JSX_LINKS[name] ?? JSX_IMAGES[name];
  if (!attribute) return;
  for (const attr of node.attributes) {
    if (attr.type === 'mdxJsxAttribute' && attr.name === attribute && typeof attr.value === 'string') {
      (JSX_IMAGES[name] ? images : links).push(at(attr.value, start));
    }
  }
}

/** URLs in raw HTML, each placed where its value starts. */
function collectHtml(html: string, start: Point, links: ContentUrl[], images: ContentUrl[]): void {
  for (const match of html.matchAll(HTML_URL)) {
    const url = match[3] ?? match[4] ?? '';
    const offset = (match.index ?? 0) + match[0].length - url.length - 1;
    const before = html.slice(0, offset);
    const newlines = before.split('\n').length - 1;
    const column = newlines === 0 ? start.column + offset : offset - before.lastIndexOf('\n');
    (match[1]?.toLowerCase() === 'img' ? images : links).push({ url, line: start.line + newlines, column });
  }
}
