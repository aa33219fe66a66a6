import type { Nodes, Root } from 'hast';
import rehypeRaw, { type Options } from 'rehype-raw';
import type { VFile } from 'vfile';

/** True for a property value that comes back the same from an HTML attribute: text, or a list of words. */
function keepsAsAttribute(value: unknown): boolean {
  return typeof value === 'string' || (Array.isArray(value) && value.every((item) => typeof item === 'string'));
}

/**
 * True if the tree must go through the HTML parser: it has a `raw` node (HTML written in a `.md`
 * file), or an element property that the parser would give back in another form (`true` on a
 * data attribute comes back as `''`, a number as text).
 */
function needsParse(node: Nodes): boolean {
  if (node.type === 'raw') return true;
  if (node.type === 'element' && !Object.values(node.properties).every(keepsAsAttribute)) return true;
  return 'children' in node && (node.children as Nodes[]).some(needsParse);
}

/**
 * rehype-raw, run only on a tree it would change: the HTML in it is parsed into elements. A tree
 * with no HTML and only text properties comes out of that full pass through an HTML parser (a
 * tenth of a page's compile, and more in garbage) unchanged, so it is left as it is.
 */
export default function rehypeRawWhenPresent(options: Options) {
  const parse = rehypeRaw(options);
  return (tree: Root, file: VFile): Root => (needsParse(tree) ? parse(tree, file) : tree);
}
