import type { Expression, Node as EstreeNode, Program } from 'estree';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';

/** A JSX element of either kind. */
export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** Something a literal expression evaluates to, or undefined when it is not a plain literal. */
export type LiteralValue = string | number | boolean | null | LiteralValue[] | { [key: string]: LiteralValue };

/**
 * The value of a literal expression: strings, numbers, booleans, null, template strings without
 * substitutions, and arrays and objects of those. Anything else (a variable, a call) is
 * undefined: a copy cannot run the page's code. Pure.
 */
export function literalValue(node: EstreeNode | null | undefined): LiteralValue | undefined {
  if (!node) return undefined;
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' || typeof node.value === 'number' || typeof node.value === 'boolean' || node.value === null ? node.value : undefined;
    case 'TemplateLiteral':
      return node.expressions.length === 0 ? node.quasis.map((q) => q.value.cooked ?? q.value.raw).join('') : undefined;
    case 'ArrayExpression': {
      const items = node.elements.map((e) => (e && e.type !== 'SpreadElement' ? literalValue(e) : undefined));
      return items.every((i) => i !== undefined) ? (items as LiteralValue[]) : undefined;
    }
    case 'ObjectExpression': {
      const out: Record<string, LiteralValue> = {};
      for (const property of node.properties) {
        if (property.type !== 'Property' || property.computed) return undefined;
        const key = property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' ? String(property.key.value) : undefined;
        const value = literalValue(property.value);
        if (key === undefined || value === undefined) return undefined;
        out[key] = value;
      }
      return out;
    }
    case 'UnaryExpression':
      return node.operator === '-' && node.argument.type === 'Literal' && typeof node.argument.value === 'number' ? -node.argument.value : undefined;
    default:
      return undefined;
  }
}

/** The expression of an MDX expression's program (`{…}` holds one expression statement), if any. */
export function expressionOf(program: Program | null | undefined): Expression | undefined {
  const statement = program?.body[0];
  return program?.body.length === 1 && statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
}

/** An attribute of a JSX element: its string, the literal its expression holds, true when bare, else undefined. */
export function attributeOf(element: JsxElement, name: string): LiteralValue | undefined {
  for (const attribute of element.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || attribute.name !== name) continue;
    if (attribute.value === null || attribute.value === undefined) return true;
    if (typeof attribute.value === 'string') return attribute.value;
    return literalValue(expressionOf(attribute.value.data?.estree));
  }
  return undefined;
}

/** A string attribute (numbers are written as they are), or undefined. */
export function stringAttribute(element: JsxElement, name: string): string | undefined {
  const value = attributeOf(element, name);
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}

/**
 * Local names of raw-loader imports in a file's ESM (`import X from '!!raw-loader!./file.yaml'`),
 * with the file each one reads, as written. Pure.
 */
export function rawLoaderImports(programs: readonly (Program | null | undefined)[]): Map<string, string> {
  const imports = new Map<string, string>();
  for (const program of programs) {
    for (const statement of program?.body ?? []) {
      if (statement.type !== 'ImportDeclaration' || typeof statement.source.value !== 'string') continue;
      const file = /^!*raw-loader!(.+)$/.exec(statement.source.value)?.[1];
      if (!file) continue;
      for (const specifier of statement.specifiers) {
        if (specifier.type !== 'ImportSpecifier') imports.set(specifier.local.name, file);
      }
    }
  }
  return imports;
}
