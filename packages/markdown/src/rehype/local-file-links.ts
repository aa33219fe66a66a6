import type { Element, Root, RootContent } from 'hast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import type { MdxjsEsmHast } from 'mdast-util-mdxjs-esm';
import type { Program } from 'estree';
import { walkTree } from '../walk-tree.ts';
import { FILE_LINK_IMPORT_QUERY } from '../constants.ts';
import { createDefaultImportProgram, createJsxAttribute, type LiteralValue } from '../jsx-nodes.ts';

const SCHEME = /^[a-z][a-z\d+.-]*:/i;
/** Links to pages, not files: Markdown (resolved to routes by the content plugins) and HTML. */
const PAGE_EXTENSION = /\.(?:mdx?|html?)$/i;
/** A file extension with a letter in it (`.pdf`, `.tar.gz`, `.mp4`; not the `.0` of `v0.43.0`). */
const EXTENSION = /\.(?=[A-Za-z0-9]*[A-Za-z])[A-Za-z0-9]{1,8}$/;

/**
 * The import request for a Markdown link to a file next to the content (`./report.pdf`,
 * `img/chart.png`), or undefined for links that are not: site paths, URLs, anchors, Markdown and
 * HTML pages, and paths without a file extension (routes). The fragment is left out (the
 * element keeps it); the link as written, without it, is the query's value. Pure.
 */
export function toFileLinkImport(href: string): { request: string; fragment: string } | undefined {
  if (href.startsWith('/') || href.startsWith('#') || SCHEME.test(href)) return undefined;
  const fragment = /#.*$/.exec(href)?.[0] ?? '';
  const written = href.slice(0, href.length - fragment.length);
  let file = href.replace(/[?#].*$/, '');
  try {
    file = decodeURI(file);
  } catch {
    // A malformed escape: keep the text as written.
  }
  if (!EXTENSION.test(file) || PAGE_EXTENSION.test(file)) return undefined;
  const request = file.startsWith('./') || file.startsWith('../') ? file : `./${file}`;
  // The link as written rides along, for the bundler to give back when there is no such file.
  return { request: `${request}${FILE_LINK_IMPORT_QUERY}=${encodeURIComponent(written)}`, fragment };
}

/**
 * Markdown links to files next to the content (a PDF, an archive, a full-size image) become links
 * to the published file, as Docusaurus's file links do: `import __folioFile0 from
 * "./report.pdf?folio-file-link"` and `<a href={__folioFile0}>` (the theme's `a` opens such links
 * in a new tab). The bundler copies the file into the output under a content-hashed name; a link
 * to a file that does not exist is given back as written, for the link checker to report.
 */
export default function rehypeLocalFileLinks() {
  return (tree: Root) => {
    const imports = new Map<string, string>();
    walkTree(tree, (node, index, parent) => {
      if (node.type !== 'element' || node.tagName !== 'a' || typeof node.properties.href !== 'string') return;
      const link = toFileLinkImport(node.properties.href);
      if (!link) return;
      let name = imports.get(link.request);
      if (!name) imports.set(link.request, (name = `__folioFile${imports.size}`));
      parent.children[index] = toJsxFileLink(node, name, link.fragment) as RootContent;
    });
    const esm: MdxjsEsmHast[] = [...imports].map(([request, name]) => ({ type: 'mdxjsEsm', value: '', data: { estree: createDefaultImportProgram(name, request) } }));
    tree.children.unshift(...(esm as RootContent[]));
  };
}

/** The `<a>` as an MDX JSX element whose href is the imported URL (plus the link's fragment). */
function toJsxFileLink(node: Element, name: string, fragment: string): MdxJsxTextElementHast {
  const attributes: Array<MdxJsxAttribute | MdxJsxExpressionAttribute> = [hrefAttribute(name, fragment)];
  for (const [key, value] of Object.entries(node.properties)) {
    if (key === 'href' || value === undefined || value === null || value === false) continue;
    const literal: LiteralValue = Array.isArray(value) ? value.join(' ') : (value as string | number | boolean);
    attributes.push(createJsxAttribute(key === 'className' ? 'className' : key, literal));
  }
  const element: MdxJsxTextElementHast = { type: 'mdxJsxTextElement', name: 'a', attributes, children: node.children as MdxJsxTextElementHast['children'] };
  if (node.position) element.position = node.position;
  return element;
}

/** `href={__folioFile0}` or `href={__folioFile0 + "#page=2"}`. */
function hrefAttribute(name: string, fragment: string): MdxJsxAttribute {
  const identifier = { type: 'Identifier', name } as const;
  const expression = fragment ? ({ type: 'BinaryExpression', operator: '+', left: identifier, right: { type: 'Literal', value: fragment } } as const) : identifier;
  const estree: Program = { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression }] };
  return { type: 'mdxJsxAttribute', name: 'href', value: { type: 'mdxJsxAttributeValueExpression', value: fragment ? `${name} + ${JSON.stringify(fragment)}` : name, data: { estree } } };
}
