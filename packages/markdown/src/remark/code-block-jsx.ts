import type { Expression } from 'estree';
import type { Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { walkTree } from '../walk-tree.ts';
import { createJsxAttribute } from '../jsx-nodes.ts';
import { toHighlightedCodeProps } from './code-blocks.ts';

/** Attributes that only steer highlighting; anything else passes through untouched. */
export const CODE_ATTRIBUTES = new Set(['language', 'className', 'title', 'metastring', 'showLineNumbers']);

/**
 * Highlights `<CodeBlock language="js">{`…`}</CodeBlock>` (imported from `@theme/CodeBlock`) at
 * build time when its child is a literal string and its code attributes are literals: the child
 * becomes a `lines` prop. Dynamic children are left for the component to highlight on the client.
 */
export default function remarkCodeBlockJsx() {
  return (tree: Root) => {
    const names = getCodeBlockNames(tree);
    // Without an import of @theme/CodeBlock there is nothing to highlight: the walk is skipped.
    if (names.size === 0) return;
    walkTree(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' || !node.name || !names.has(node.name)) return;
      const code = getLiteralChild(node);
      const attrs = getLiteralAttributes(node.attributes);
      if (code === undefined || !attrs) return;
      const language = attrs.language ?? /(?:^|\s)language-(\S+)/.exec(attrs.className ?? '')?.[1];
      const meta = [attrs.metastring, attrs.showLineNumbers].filter(Boolean).join(' ');
      const props = toHighlightedCodeProps(code, language, meta);
      if (attrs.title !== undefined) props.title = attrs.title;
      const kept = node.attributes.filter((a) => a.type !== 'mdxJsxAttribute' || !CODE_ATTRIBUTES.has(a.name));
      for (const [key, value] of Object.entries(props)) if (value !== undefined) kept.push(createJsxAttribute(key, value));
      node.attributes = kept;
      node.children = [];
      node.data = { ...node.data, folioText: code };
    });
  };
}

/** Local names bound to the default export of `@theme/CodeBlock` (usually `CodeBlock`). */
export function getCodeBlockNames(tree: Root): Set<string> {
  const names = new Set<string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration' || statement.source.value !== '@theme/CodeBlock') continue;
      for (const specifier of statement.specifiers) if (specifier.type === 'ImportDefaultSpecifier') names.add(specifier.local.name);
    }
  }
  return names;
}

/** The child text when it is `{'…'}`, `{`…`}` without substitutions, or one line of plain text. */
function getLiteralChild(node: MdxJsxFlowElement): string | undefined {
  if (node.children.length !== 1) return undefined;
  const child = node.children[0];
  if (child?.type === 'mdxFlowExpression') {
    const statement = child.data?.estree?.body[0];
    return statement?.type === 'ExpressionStatement' ? getLiteralString(statement.expression) : undefined;
  }
  if (child?.type === 'paragraph' && child.children.length === 1) {
    const only = child.children[0];
    if (only?.type === 'text') return only.value;
    if (only?.type === 'mdxTextExpression') {
      const statement = only.data?.estree?.body[0];
      return statement?.type === 'ExpressionStatement' ? getLiteralString(statement.expression) : undefined;
    }
  }
  return undefined;
}

function getLiteralString(expression: Expression): string | undefined {
  if (expression.type === 'Literal' && typeof expression.value === 'string') return expression.value;
  if (expression.type === 'TemplateLiteral' && expression.expressions.length === 0) return expression.quasis[0]?.value.cooked ?? undefined;
  return undefined;
}

/** String (or bare boolean) values of the code attributes; undefined when one is an expression. */
export function getLiteralAttributes(attributes: MdxJsxFlowElement['attributes']): Record<string, string> | undefined {
  const result: Record<string, string> = {};
  for (const attribute of attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || !CODE_ATTRIBUTES.has(attribute.name)) continue;
    const value = (attribute as MdxJsxAttribute).value;
    if (value === null || value === undefined) result[attribute.name] = attribute.name === 'showLineNumbers' ? 'showLineNumbers' : '';
    else if (typeof value === 'string') result[attribute.name] = attribute.name === 'showLineNumbers' ? `showLineNumbers=${value}` : value;
    else return undefined;
  }
  return result;
}
