import type { Program } from 'estree';
import type { Element, Properties, Root, RootContent } from 'hast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import type { MdxjsEsmHast } from 'mdast-util-mdxjs-esm';
import { walkTree } from '../walk-tree.ts';
import { createDefaultImportProgram, createJsxAttribute, createJsxSpreadAttribute, type LiteralValue } from '../jsx-nodes.ts';

/**
 * Suffix of the imports this step generates; the bundler resolves them to an optimised image
 * (`{ src, srcSet?, sizes?, width?, height? }`).
 */
export { IMAGE_IMPORT_QUERY } from '../constants.ts';
import { IMAGE_IMPORT_QUERY } from '../constants.ts';

const IMAGE_EXTENSION = /\.(?:png|jpe?g|webp|avif|gif|svg)$/i;
const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * The import request for an image `src` written in the content, or undefined when the src is not
 * a file next to the content: site paths (`/img/x.png`, served from `static/`), URLs, `data:`
 * and anchors stay as written. `img/x.png` means `./img/x.png`, as in Docusaurus.
 */
export function toImageImport(src: string): string | undefined {
  if (src.startsWith('/') || src.startsWith('#') || SCHEME.test(src)) return undefined;
  let file = src.replace(/[?#].*$/, '');
  try {
    file = decodeURI(file);
  } catch {
    // A malformed escape: keep the text as written.
  }
  if (!IMAGE_EXTENSION.test(file)) return undefined;
  const request = file.startsWith('./') || file.startsWith('../') || file.startsWith('@site/') ? file : `./${file}`;
  return `${request}${IMAGE_IMPORT_QUERY}`;
}

/**
 * Turns images with a relative src (Markdown `![](./a.png)`, raw HTML in .md, literal JSX
 * `<img src="./a.png">` in .mdx) into imports of the optimised image, spread onto the element:
 * `import __folioImage0 from "./a.png?folio-image"` and `<img {...__folioImage0} alt="…">`.
 * Markdown and HTML images keep rendering through the theme's `img` component (lazy loading,
 * async decoding); literal JSX gets those attributes added. The compiled module stays free of
 * the file's location, so the compile cache still shares it across identical files.
 */
export default function rehypeLocalImages() {
  return (tree: Root) => {
    const imports = new Map<string, string>();
    const nameOf = (request: string) => {
      let name = imports.get(request);
      if (!name) imports.set(request, (name = `__folioImage${imports.size}`));
      return name;
    };
    walkTree(tree, (node, index, parent) => {
      if (node.type === 'element' && node.tagName === 'img' && typeof node.properties.src === 'string') {
        const request = toImageImport(node.properties.src);
        if (!request) return;
        parent.children[index] = toJsxImage(node, nameOf(request)) as RootContent;
      } else if ((node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') && node.name === 'img') {
        const src = node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === 'src');
        const request = typeof src?.value === 'string' ? toImageImport(src.value) : undefined;
        if (!request) return;
        const rest = node.attributes.filter((a) => a !== src);
        const has = (name: string) => rest.some((a) => a.type === 'mdxJsxAttribute' && a.name === name);
        node.attributes = [
          createJsxSpreadAttribute(nameOf(request)),
          ...(has('loading') ? [] : [createJsxAttribute('loading', 'lazy')]),
          ...(has('decoding') ? [] : [createJsxAttribute('decoding', 'async')]),
          ...rest,
          ...dropOtherDimension(has('width'), has('height')),
        ];
      }
    });
    const esm: MdxjsEsmHast[] = [...imports].map(([request, name]) => ({ type: 'mdxjsEsm', value: '', data: { estree: createDefaultImportProgram(name, request) } }));
    tree.children.unshift(...(esm as RootContent[]));
  };
}

/** A hast `<img>` as an MDX JSX element that spreads the imported image before its other attributes. */
function toJsxImage(node: Element, name: string): MdxJsxTextElementHast {
  const attributes: Array<MdxJsxAttribute | MdxJsxExpressionAttribute> = [createJsxSpreadAttribute(name)];
  for (const [key, value] of Object.entries(node.properties as Properties)) {
    if (key === 'src' || value === undefined || value === null || value === false) continue;
    const jsxValue = toJsxValue(key, value);
    if (jsxValue !== undefined) attributes.push(createJsxAttribute(toJsxName(key), jsxValue));
  }
  attributes.push(...dropOtherDimension(node.properties.width !== undefined, node.properties.height !== undefined));
  const element: MdxJsxTextElementHast = { type: 'mdxJsxTextElement', name: 'img', attributes, children: [] };
  if (node.position) element.position = node.position;
  return element;
}

/**
 * An author who sets only `width` (or only `height`) means "scale it": the imported other
 * dimension would distort the image, so it is set to `undefined` (left out).
 */
function dropOtherDimension(hasWidth: boolean, hasHeight: boolean): MdxJsxAttribute[] {
  if (hasWidth === hasHeight) return [];
  const name = hasWidth ? 'height' : 'width';
  const estree: Program = { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression: { type: 'Identifier', name: 'undefined' } }] };
  return [{ type: 'mdxJsxAttribute', name, value: { type: 'mdxJsxAttributeValueExpression', value: 'undefined', data: { estree } } }];
}

/** hast property name → React prop name: `dataFoo` → `data-foo`, `ariaLabel` → `aria-label`. */
function toJsxName(key: string): string {
  return /^(?:data|aria)[A-Z]/.test(key) ? key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`) : key;
}

function toJsxValue(key: string, value: Properties[string]): LiteralValue | undefined {
  if (Array.isArray(value)) return value.join(key === 'className' ? ' ' : ', ');
  if (key === 'style' && typeof value === 'string') return parseStyle(value);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return undefined;
}

/** `max-width: 50%; border: 0` → `{ maxWidth: '50%', border: '0' }` (React's style object). */
function parseStyle(style: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    if (!property || !value) continue;
    const name = property.startsWith('--') ? property : property.replace(/^-ms-/, 'ms-').replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
    result[name] = value;
  }
  return result;
}
