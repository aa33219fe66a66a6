import type { Expression, Program } from 'estree';
import type { BlockContent, DefinitionContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';

/** Data that can be written into the compiled module as a literal. */
export type LiteralValue = string | number | boolean | null | readonly LiteralValue[] | { readonly [key: string]: LiteralValue };

/** Builds the ESTree literal for plain data (what `JSON.stringify` would write, as an expression). */
export function valueToEstree(value: LiteralValue): Expression {
  if (Array.isArray(value)) return { type: 'ArrayExpression', elements: value.map((item: LiteralValue) => valueToEstree(item)) };
  if (value !== null && typeof value === 'object') {
    return {
      type: 'ObjectExpression',
      properties: Object.entries(value as { [key: string]: LiteralValue }).map(([key, item]) => ({
        type: 'Property',
        key: { type: 'Literal', value: key },
        value: valueToEstree(item),
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
      })),
    };
  }
  return { type: 'Literal', value: value as string | number | boolean | null };
}

/**
 * A JSX attribute for an MDX element: strings stay string attributes, `true` is a bare attribute,
 * anything else becomes an expression carrying its ESTree (so no re-parsing is needed).
 */
export function createJsxAttribute(name: string, value: LiteralValue): MdxJsxAttribute {
  if (typeof value === 'string') return { type: 'mdxJsxAttribute', name, value };
  if (value === true) return { type: 'mdxJsxAttribute', name, value: null };
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [{ type: 'ExpressionStatement', expression: valueToEstree(value) }],
  };
  return {
    type: 'mdxJsxAttribute',
    name,
    value: { type: 'mdxJsxAttributeValueExpression', value: JSON.stringify(value), data: { estree } },
  };
}

/** A block-level `<Name ...attributes>children</Name>` node; undefined attribute values are left out. */
export function createJsxFlowElement(
  name: string,
  attributes: Record<string, LiteralValue | undefined>,
  children: Array<BlockContent | DefinitionContent> = [],
): MdxJsxFlowElement {
  const list: MdxJsxAttribute[] = [];
  for (const [key, value] of Object.entries(attributes)) if (value !== undefined) list.push(createJsxAttribute(key, value));
  return { type: 'mdxJsxFlowElement', name, attributes: list, children };
}

/** The ESTree of `import name from "source"`, for an `mdxjsEsm` node's `data.estree`. */
export function createDefaultImportProgram(name: string, source: string): Program {
  return {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name } }],
        source: { type: 'Literal', value: source },
        attributes: [],
      },
    ],
  };
}

/** A `{...name}` JSX attribute. */
export function createJsxSpreadAttribute(name: string): MdxJsxExpressionAttribute {
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ExpressionStatement',
        expression: { type: 'ObjectExpression', properties: [{ type: 'SpreadElement', argument: { type: 'Identifier', name } }] },
      },
    ],
  };
  return { type: 'mdxJsxExpressionAttribute', value: `...${name}`, data: { estree } };
}
