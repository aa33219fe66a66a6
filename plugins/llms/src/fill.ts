import path from 'node:path';
import type { SidebarItem } from '@folio/plugin-content-docs';
import type { CopySlot, CopyTemplate } from './convert.ts';
import { SLOT_CLOSE, SLOT_OPEN } from './slots.ts';
import type { CopyPage } from './pages.ts';
import { emitBlock, fence, tidyMarkdown } from './text-blocks.ts';
import { createSiteUrl } from '@folio/client/site-url';

/** What placing a template on a page needs besides the page. */
export interface FillContext {
  /** The site's origin, `https://example.org` (no trailing slash). */
  origin: string;
  baseUrl: string;
  /** The permalink (with base URL) of the page made from an absolute source file, if any. */
  permalinkOfFile(file: string): string | undefined;
  /** Reads a file a raw-loader import names (absolute path); undefined when it cannot be read. */
  readFile(file: string): string | undefined;
}

/** A filled copy, and what could not be filled (named for a warning). */
export interface FilledCopy {
  markdown: string;
  problems: string[];
}

const SLOT = new RegExp(`${SLOT_OPEN}(\\d+)${SLOT_CLOSE}`, 'g');

/**
 * A URL as written in a page, made absolute: links the content plugin resolved (relative
 * `.md` links), other `.md` files by the page made from them, site paths with the base URL,
 * relative paths from the page's URL; URLs with a scheme stay as they are. Pure.
 */
export function absoluteUrl(url: string, page: Pick<CopyPage, 'permalink' | 'linkMap' | 'sourceFile'>, context: Pick<FillContext, 'origin' | 'baseUrl' | 'permalinkOfFile'>): string {
  if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(url)) return url;
  const siteUrl = createSiteUrl({ baseUrl: context.baseUrl });
  const mapped = page.linkMap[url];
  if (mapped !== undefined) return `${context.origin}${siteUrl.withBase(mapped)}`;
  const file = /^([^?#]*\.mdx?)([?#].*)?$/i.exec(url);
  if (file && !url.startsWith('/')) {
    let target: string | undefined;
    try {
      target = context.permalinkOfFile(path.resolve(path.dirname(page.sourceFile), decodeURI(file[1]!)));
    } catch {
      target = undefined;
    }
    if (target) return `${context.origin}${target}${file[2] ?? ''}`;
  }
  if (url.startsWith('/')) return `${context.origin}${siteUrl.withBase(url)}`;
  try {
    return new URL(url, `${context.origin}${page.permalink}`).href;
  } catch {
    return url;
  }
}

/** A link destination as Markdown writes it: in `<…>` when it has spaces or unbalanced parentheses. */
function destination(url: string): string {
  const balanced = (url.match(/\(/g) ?? []).length === (url.match(/\)/g) ?? []).length;
  return /[\s<>]/.test(url) || !balanced ? `<${url.replace(/[<>]/g, encodeURIComponent)}>` : url;
}

/** The sidebar category whose link is the page: the cards `<DocCardList />` draws there. */
function categoryOf(items: readonly SidebarItem[], href: string): Extract<SidebarItem, { type: 'category' }> | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.href === href) return item;
    const inner = categoryOf(item.items, href);
    if (inner) return inner;
  }
  return undefined;
}

function cardLines(page: CopyPage, context: FillContext): string[] {
  const category = page.sidebar ? categoryOf(page.sidebar, page.path) : undefined;
  const lines: string[] = [];
  for (const item of category?.items ?? []) {
    if (item.type === 'html') continue;
    const href = item.href;
    const description = item.description ?? (href ? page.cardDescriptions?.[href] : undefined);
    const label = href ? `[${item.label.replace(/[[\]\\]/g, '\\$&')}](${destination(absoluteUrl(href, { ...page, linkMap: {} }, context))})` : item.label;
    lines.push(`- ${label}${description ? `: ${description}` : ''}`);
  }
  return lines;
}

function fillSlot(slot: CopySlot, page: CopyPage, context: FillContext, problems: string[]): string {
  switch (slot.kind) {
    case 'url':
      return destination(absoluteUrl(slot.url, page, context));
    case 'raw': {
      const file = path.resolve(path.dirname(page.sourceFile), slot.file);
      const code = context.readFile(file);
      if (code === undefined) {
        problems.push(`cannot read ${slot.file}, which a raw-loader import names`);
        return '';
      }
      return emitBlock(fence(code, slot.info), slot.prefix);
    }
    case 'cards': {
      const lines = cardLines(page, context);
      if (!lines.length) problems.push('<DocCardList /> has no sidebar category linking to this page, so the copy lists no cards');
      return emitBlock(lines, slot.prefix);
    }
  }
}

/** `Published 2024-05-31 by Jane Doe and Sam Roe.` */
function postLine(page: CopyPage): string | undefined {
  if (page.kind !== 'post' || !page.date) return undefined;
  const names = page.authors ?? [];
  const by = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  return `*Published ${page.date.slice(0, 10)}${by ? ` by ${by}` : ''}.*`;
}

/**
 * Places a template on a page: fills its slots and adds the title as a level-1 heading (unless
 * the text begins with one), and for a post the date and authors under it. Pure, apart from
 * `context.readFile`.
 */
export function fillTemplate(template: CopyTemplate, page: CopyPage, context: FillContext): FilledCopy {
  const problems: string[] = [];
  // Slots left empty would leave runs of blank lines: tidied again (code keeps its own).
  const body = tidyMarkdown(template.markdown.replace(SLOT, (_, index: string) => fillSlot(template.slots[Number(index)]!, page, context, problems)));
  const byline = postLine(page);
  if (template.hasTitle) {
    const newline = body.indexOf('\n');
    const markdown = byline ? `${body.slice(0, newline)}\n\n${byline}${body.slice(newline)}` : body;
    return { markdown, problems };
  }
  const head = [`# ${page.title}`, ...(byline ? ['', byline] : [])].join('\n');
  return { markdown: body.trim() ? `${head}\n\n${body}` : `${head}\n`, problems };
}
