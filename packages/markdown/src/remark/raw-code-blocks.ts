import type { Expression } from 'estree';
import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { walkTree } from '../walk-tree.ts';
import { createDefaultImportProgram, createJsxSpreadAttribute } from '../jsx-nodes.ts';
import { CODE_ATTRIBUTES, getCodeBlockNames, getLiteralAttributes } from './code-block-jsx.ts';

/**
 * Marks the imports this step generates: `./file.go?folio-code=<JSON of language and meta>`.
 * The bundler reads the file and answers with highlighted CodeBlock props.
 */
export { CODE_IMPORT_QUERY } from '../constants.ts';
import { CODE_IMPORT_QUERY } from '../constants.ts';

/** What a `?folio-code=` import carries after the marker (URI-encoded JSON). */
export interface CodeImportOptions {
  language?: string;
  meta?: string;
}

const RAW_SOURCE = /^!!raw-loader!(.+)$|^(.+)\?raw$/;

/**
 * Highlights `<CodeBlock language="go">{source}</CodeBlock>` at build time when `source` is the
 * default import of `!!raw-loader!./file` or `./file?raw` (the Docusaurus way of showing a file):
 * the child becomes `{...__folioCode0}`, imported from `./file?folio-code=…`, which the bundler
 * turns into the same `lines` props a literal child gets. The file is read at bundle time, so the
 * compiled module (and the compile cache) does not depend on its contents.
 */
export default function remarkRawCodeBlocks() {
  return (tree: Root) => {
    const names = getCodeBlockNames(tree);
    if (names.size === 0) return;
    const rawFiles = getRawImports(tree);
    if (rawFiles.size === 0) return;
    const imports: Array<[name: string, source: string]> = [];
    walkTree(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' || !node.name || !names.has(node.name)) return;
      const child = getOnlyExpression(node);
      const file = child?.type === 'Identifier' ? rawFiles.get(child.name) : undefined;
      const attrs = getLiteralAttributes(node.attributes);
      if (!file || !attrs) return;
      const options: CodeImportOptions = {
        language: attrs.language ?? /(?:^|\s)language-(\S+)/.exec(attrs.className ?? '')?.[1],
        meta: [attrs.metastring, attrs.showLineNumbers].filter(Boolean).join(' ') || undefined,
      };
      const name = `__folioCode${imports.length}`;
      imports.push([name, `${file}${CODE_IMPORT_QUERY}${encodeURIComponent(JSON.stringify(options))}`]);
      const title = node.attributes.filter((a) => a.type === 'mdxJsxAttribute' && a.name === 'title');
      const kept = node.attributes.filter((a) => a.type !== 'mdxJsxAttribute' || !CODE_ATTRIBUTES.has(a.name));
      node.attributes = [createJsxSpreadAttribute(name), ...kept, ...title];
      node.children = [];
    });
    const esm: MdxjsEsm[] = imports.map(([name, source]) => ({ type: 'mdxjsEsm', value: '', data: { estree: createDefaultImportProgram(name, source) } }));
    tree.children.unshift(...(esm as RootContent[]));
  };
}

/** Local name → file request of default imports from `!!raw-loader!x` or `x?raw`. */
function getRawImports(tree: Root): Map<string, string> {
  const files = new Map<string, string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration' || typeof statement.source.value !== 'string') continue;
      const match = RAW_SOURCE.exec(statement.source.value);
      const file = match?.[1] ?? match?.[2];
      if (!file) continue;
      for (const specifier of statement.specifiers) if (specifier.type === 'ImportDefaultSpecifier') files.set(specifier.local.name, file);
    }
  }
  return files;
}

/** The expression of `{x}` when it is the element's only child (flow or inside one paragraph). */
function getOnlyExpression(node: MdxJsxFlowElement): Expression | undefined {
  if (node.children.length !== 1) return undefined;
  const child = node.children[0];
  const expression = child?.type === 'paragraph' && child.children.length === 1 ? child.children[0] : child;
  if (expression?.type !== 'mdxFlowExpression' && expression?.type !== 'mdxTextExpression') return undefined;
  const statement = expression.data?.estree?.body[0];
  return statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
}
