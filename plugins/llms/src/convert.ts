import type { Program } from 'estree';
import type { Definition, Image, Link, Nodes, Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { attributeOf, expressionOf, literalValue, rawLoaderImports, stringAttribute, type JsxElement } from './mdx-values.ts';
import { toMarkdown } from 'mdast-util-to-markdown';
import { SLOT_CLOSE, SLOT_OPEN } from './slots.ts';
import { blockLines, emitBlock, fence, linePrefixAt, tidyMarkdown } from './text-blocks.ts';

export { SLOT_CLOSE, SLOT_OPEN };

/** What a slot of a template stands for. */
export type CopySlot =
  /** A link, image or definition URL as written; made absolute for the page. */
  | { kind: 'url'; url: string }
  /** A raw-loader import shown in a CodeBlock: the file (as written) in a code fence with `info`. */
  | { kind: 'raw'; file: string; info: string; prefix: string }
  /** `<DocCardList />`: the items of the doc's sidebar category as a list of links. */
  | { kind: 'cards'; prefix: string };

/**
 * A file's Markdown copy before it is placed on a page: the same text in five versions is
 * converted once, and each page fills the slots its own way (links resolve per version).
 */
export interface CopyTemplate {
  markdown: string;
  slots: CopySlot[];
  /** The text begins with a level-1 heading, so the page title is not added above it. */
  hasTitle: boolean;
}

/** Admonition kinds and how the copy names them. */
const ADMONITIONS: Record<string, string> = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger', caution: 'Caution', important: 'Important', success: 'Success', secondary: 'Note' };

interface Converter {
  text: string;
  slots: CopySlot[];
  /** raw-loader imports: local name → file as written. */
  raw: Map<string, string>;
}

/** `text` in bold, escaped as Markdown needs. Pure. */
function strong(text: string): string {
  return toMarkdown({ type: 'strong', children: [{ type: 'text', value: text }] }).trimEnd();
}

const startOf = (node: Nodes) => node.position?.start.offset ?? 0;
const endOf = (node: Nodes) => node.position?.end.offset ?? 0;
const sourceOf = (c: Converter, node: Nodes) => c.text.slice(startOf(node), endOf(node));

function slot(c: Converter, value: CopySlot): string {
  c.slots.push(value);
  return `${SLOT_OPEN}${c.slots.length - 1}${SLOT_CLOSE}`;
}

/** The text between `from` and `to` with every node of `nodes` in it rendered for the copy. */
function renderRange(c: Converter, nodes: readonly Nodes[], from: number, to: number): string {
  let out = '';
  let at = from;
  for (const node of nodes) {
    const start = startOf(node);
    const end = endOf(node);
    if (start < at || end > to || end < start) continue;
    out += c.text.slice(at, start) + renderNode(c, node);
    at = end;
  }
  return out + c.text.slice(at, to);
}

function renderChildren(c: Converter, node: Nodes): string {
  return 'children' in node ? renderRange(c, node.children as Nodes[], startOf(node), endOf(node)) : sourceOf(c, node);
}

function renderNode(c: Converter, node: Nodes): string {
  switch (node.type) {
    case 'mdxjsEsm':
      return '';
    case 'mdxFlowExpression':
    case 'mdxTextExpression': {
      // `{'<'}` writes its text; a comment or code the copy cannot run writes nothing.
      const value = literalValue(expressionOf(node.data?.estree as Program | undefined));
      return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
    }
    case 'html':
      return /^\s*<!--[\s\S]*-->\s*$/.test(node.value) ? '' : node.value;
    case 'code':
    case 'inlineCode':
      return sourceOf(c, node);
    case 'link':
      return renderLink(c, node);
    case 'image':
      return renderImage(c, node);
    case 'definition':
      return renderDefinition(c, node);
    case 'containerDirective':
      return ADMONITIONS[node.name] ? renderDirectiveAdmonition(c, node) : sourceOf(c, node);
    case 'leafDirective':
    case 'textDirective':
      return sourceOf(c, node);
    case 'mdxJsxFlowElement':
      return renderFlowElement(c, node);
    case 'mdxJsxTextElement':
      return renderTextElement(c, node);
    default:
      // remark-comment's nodes (`<!-- … -->`) are not mdast's own.
      if ((node as { type: string }).type === 'comment') return '';
      return renderChildren(c, node);
  }
}

function renderLink(c: Converter, node: Link): string {
  const source = sourceOf(c, node);
  if (!source.startsWith('[')) return source; // an autolink: already absolute
  const start = startOf(node);
  const last = node.children.at(-1);
  let labelEnd = last ? endOf(last as Nodes) : start + 1;
  if (!c.text.startsWith('](', labelEnd)) labelEnd = c.text.indexOf('](', labelEnd);
  if (labelEnd < 0 || labelEnd > endOf(node)) return source;
  return `[${renderRange(c, node.children as Nodes[], start + 1, labelEnd)}](${slot(c, { kind: 'url', url: node.url })}${titlePart(node.title)})`;
}

function renderImage(c: Converter, node: Image): string {
  return `![${(node.alt ?? '').replace(/[[\]\\]/g, '\\$&')}](${slot(c, { kind: 'url', url: node.url })}${titlePart(node.title)})`;
}

function renderDefinition(c: Converter, node: Definition): string {
  const label = node.label ?? node.identifier;
  // Without GFM a footnote definition (`[^1]: text`) reads as a definition: it stays as written.
  if (label.startsWith('^')) return sourceOf(c, node);
  return `[${label}]: ${slot(c, { kind: 'url', url: node.url })}${titlePart(node.title)}`;
}

function titlePart(title: string | null | undefined): string {
  return title ? ` "${title.replace(/["\\]/g, '\\$&')}"` : '';
}

/** The rendered lines of some children of a block, without the block's line prefix, dedented. */
function childLines(c: Converter, children: readonly Nodes[], prefix: string): string[] {
  const first = children[0];
  const last = children.at(-1);
  if (!first || !last) return [];
  const lead = linePrefixAt(c.text, startOf(first));
  // A child on its own line keeps its indentation; one on the tag's line starts flush.
  const indent = lead.startsWith(prefix) && /^[ \t]*$/.test(lead.slice(prefix.length)) ? lead.slice(prefix.length) : '';
  return blockLines(indent + renderRange(c, children, startOf(first), endOf(last)), prefix);
}

/** The continuation prefix of the line a block starts on (`> ` in a blockquote, spaces in a list item). */
function blockPrefix(c: Converter, node: Nodes): string {
  const lead = linePrefixAt(c.text, startOf(node));
  const containers = /^[ \t>]*/.exec(lead)![0];
  const listItem = /^([ \t>]*)((?:[-*+]|\d{1,9}[.)])[ \t]+)$/.exec(lead);
  return listItem ? `${listItem[1]}${' '.repeat(listItem[2]!.length)}` : containers;
}

function blockquote(header: string, body: string[]): string[] {
  return [header, ...(body.length ? ['', ...body] : [])].map((line) => (line ? `> ${line}` : '>'));
}

function renderDirectiveAdmonition(c: Converter, node: ContainerDirective): string {
  const prefix = blockPrefix(c, node);
  const [label, ...rest] = node.children;
  const hasLabel = label?.type === 'paragraph' && (label.data as { directiveLabel?: boolean } | undefined)?.directiveLabel === true;
  const title = hasLabel && label.children.length ? renderRange(c, label.children as Nodes[], startOf(label.children[0] as Nodes), endOf(label.children.at(-1) as Nodes)) : undefined;
  const body = childLines(c, (hasLabel ? rest : node.children) as Nodes[], prefix);
  return emitBlock(blockquote(admonitionHeader(node.name, title), body), prefix);
}

function admonitionHeader(kind: string, title: string | undefined): string {
  const name = ADMONITIONS[kind] ?? kind.charAt(0).toUpperCase() + kind.slice(1);
  return title?.trim() ? `${strong(name)}: ${title.trim()}` : strong(name);
}

function jsxChildren(node: JsxElement): Nodes[] {
  return node.children as Nodes[];
}

const isElement = (node: Nodes, name: string): node is JsxElement => (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === name;

/**
 * The children of an element named `name`, with the paragraph each one is in when it was written
 * on one line with its content (`<TabItem value="a">Text</TabItem>` reads as a paragraph).
 */
function childElements(node: JsxElement, name: string): { element: JsxElement; holder: Nodes }[] {
  const found: { element: JsxElement; holder: Nodes }[] = [];
  for (const child of jsxChildren(node)) {
    if (isElement(child, name)) found.push({ element: child, holder: child });
    else if (child.type === 'paragraph') for (const inner of child.children as Nodes[]) if (isElement(inner, name)) found.push({ element: inner, holder: child });
  }
  return found;
}

function renderFlowElement(c: Converter, node: JsxElement): string {
  const prefix = blockPrefix(c, node);
  const unwrap = () => emitBlock(childLines(c, jsxChildren(node), prefix), prefix);
  switch (node.name) {
    case 'Tabs':
      return emitBlock(tabLines(c, node, prefix), prefix);
    case 'Admonition': {
      const kind = stringAttribute(node, 'type') ?? 'note';
      return emitBlock(blockquote(admonitionHeader(kind, stringAttribute(node, 'title')), childLines(c, jsxChildren(node), prefix)), prefix);
    }
    case 'CodeBlock':
      return renderCodeBlock(c, node, prefix);
    case 'DocCardList':
      return slot(c, { kind: 'cards', prefix });
    case 'Details':
    case 'details':
      return emitBlock(detailsLines(c, node, prefix), prefix);
    case 'Mermaid': {
      const value = stringAttribute(node, 'value');
      return value === undefined ? '' : emitBlock(fence(value, 'mermaid'), prefix);
    }
    case 'img':
    case 'a':
    case 'br':
      return renderTextElement(c, node);
    case 'table':
    case 'pre':
      return sourceOf(c, node);
    default:
      return unwrap();
  }
}

/** Tabs as labelled sections: each tab's label in bold, then its content. */
function tabLines(c: Converter, tabs: JsxElement, prefix: string): string[] {
  const values = attributeOf(tabs, 'values');
  const labels = new Map<string, string>();
  if (Array.isArray(values)) {
    for (const entry of values) {
      if (entry && typeof entry === 'object' && !Array.isArray(entry) && typeof entry.value === 'string') labels.set(entry.value, typeof entry.label === 'string' ? entry.label : entry.value);
    }
  }
  const lines: string[] = [];
  for (const { element: child } of childElements(tabs, 'TabItem')) {
    const value = stringAttribute(child, 'value');
    const label = stringAttribute(child, 'label') ?? (value !== undefined ? labels.get(value) ?? value : 'Tab');
    if (lines.length) lines.push('');
    lines.push(strong(label));
    const body = childLines(c, jsxChildren(child), prefix);
    if (body.length) lines.push('', ...body);
  }
  return lines;
}

function detailsLines(c: Converter, node: JsxElement, prefix: string): string[] {
  const summary = childElements(node, 'summary')[0];
  const inner = summary ? jsxChildren(summary.element) : [];
  const title = inner.length ? renderRange(c, inner, startOf(inner[0]!), endOf(inner.at(-1)!)).trim() : 'Details';
  // The summary's paragraph goes with it when it holds nothing else.
  const alone = summary && (summary.holder === summary.element || ('children' in summary.holder && summary.holder.children.every((n) => n === summary.element || (n.type === 'text' && !n.value.trim()))));
  const body = childLines(c, jsxChildren(node).filter((child) => child !== summary?.element && !(alone && child === summary.holder)), prefix);
  return ['<details>', `<summary>${title}</summary>`, ...(body.length ? ['', ...body] : []), '', '</details>'];
}

function renderCodeBlock(c: Converter, node: JsxElement, prefix: string): string {
  const language = stringAttribute(node, 'language') ?? /(?:^|\s)language-(\S+)/.exec(stringAttribute(node, 'className') ?? '')?.[1] ?? '';
  const title = stringAttribute(node, 'title');
  const info = [language, title ? `title="${title.replace(/"/g, '\\"')}"` : '', attributeOf(node, 'showLineNumbers') === true ? 'showLineNumbers' : ''].filter(Boolean).join(' ');
  const expression = findExpression(node as Nodes);
  if (expression) {
    const program = expression.data?.estree as Program | undefined;
    const target = expressionOf(program);
    if (target?.type === 'Identifier' && c.raw.has(target.name)) return slot(c, { kind: 'raw', file: c.raw.get(target.name)!, info, prefix });
    const value = literalValue(target);
    return typeof value === 'string' ? emitBlock(fence(value, info), prefix) : '';
  }
  const children = jsxChildren(node);
  const text = children.length ? c.text.slice(startOf(children[0]!), endOf(children.at(-1)!)) : '';
  return emitBlock(fence(text, info), prefix);
}

type Expression = Extract<Nodes, { type: 'mdxFlowExpression' | 'mdxTextExpression' }>;

function findExpression(node: Nodes): Expression | undefined {
  if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') return node;
  if (!('children' in node)) return undefined;
  for (const child of node.children as Nodes[]) {
    const found = findExpression(child);
    if (found) return found;
  }
  return undefined;
}

function renderTextElement(c: Converter, node: JsxElement): string {
  const inner = () => {
    const children = jsxChildren(node);
    return children.length ? renderRange(c, children, startOf(children[0]!), endOf(children.at(-1)!)) : '';
  };
  switch (node.name) {
    case 'a': {
      const href = stringAttribute(node, 'href');
      return href === undefined ? inner() : `[${inner()}](${slot(c, { kind: 'url', url: href })})`;
    }
    case 'img': {
      const src = stringAttribute(node, 'src');
      return src === undefined ? '' : `![${(stringAttribute(node, 'alt') ?? '').replace(/[[\]\\]/g, '\\$&')}](${slot(c, { kind: 'url', url: src })})`;
    }
    case 'br':
      return '<br>';
    case 'code':
      return `\`${inner()}\``;
    case null:
    case undefined:
      return inner();
    default:
      // A component: its content; an HTML element: as written (inline HTML is Markdown).
      return /^[a-z]/.test(node.name) ? sourceOf(c, node as Nodes) : inner();
  }
}

/** True when the document starts with a level-1 heading (after imports, comments and expressions). */
function startsWithTitle(tree: Root): boolean {
  const first = tree.children.find((node) => !['mdxjsEsm', 'mdxFlowExpression', 'comment', 'html'].includes(node.type));
  return first?.type === 'heading' && first.depth === 1;
}

/**
 * Turns a parsed file into its copy's template: the text as written, front matter and imports
 * dropped, MDX made Markdown (Tabs as labelled sections, admonitions as blockquotes named by
 * their kind, CodeBlocks of raw-loader imports as slots for the file, `<DocCardList />` as a
 * slot for the category's links, Mermaid kept as a fenced block, other components unwrapped),
 * each URL a slot. `text` is the text `tree` was parsed from. Pure.
 */
export function convertToTemplate(text: string, tree: Root): CopyTemplate {
  const programs = tree.children.filter((node) => node.type === 'mdxjsEsm').map((node) => node.data?.estree as Program | undefined);
  // Slot marks cannot come from the text itself (same length, so positions still match).
  const c: Converter = { text: text.replace(/[\uE000\uE001]/g, '\uFFFD'), slots: [], raw: rawLoaderImports(programs) };
  const markdown = tidyMarkdown(renderRange(c, tree.children as Nodes[], 0, c.text.length));
  return { markdown, slots: c.slots, hasTitle: startsWithTitle(tree) };
}
