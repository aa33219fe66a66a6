import { createSiteUrl } from '@folio/client/site-url';
import type { SiteConfig } from '../config/schema.ts';
import type { RouteHead } from '../plugin/types.ts';
import { localeAlternates } from './alternates.ts';
import { escapeHtml, jsonForScript } from './escape.ts';
import { announcementScript, baseUrlBannerHead, colorModeScript } from './inline-scripts.ts';
import type { DocumentSiteConfig } from './types.ts';

export type { DocumentSiteConfig } from './types.ts';

/** Picks the document fields out of a full config. */
export function toDocumentSiteConfig(config: SiteConfig): DocumentSiteConfig {
  const { title, tagline, url, baseUrl, favicon, noIndex, baseUrlIssueBanner, i18n, headTags, themeConfig } = config;
  return { title, tagline, url, baseUrl, favicon, noIndex, baseUrlIssueBanner, i18n, headTags, themeConfig };
}

/** Everything one HTML document needs. Pure data in, string out. */
export interface DocumentInput {
  config: DocumentSiteConfig;
  version: string;
  /** Site path of the page (no base URL). */
  path: string;
  /** Permalink with base URL. */
  permalink: string;
  title: string;
  head: RouteHead;
  bodyHtml: string;
  /** Classes of `<html>` the page's components asked for; none when absent or empty. */
  htmlClassName?: string | undefined;
  /** Boot data inlined for the browser runtime. */
  bootData?: unknown;
  /** The boot data already written out by jsonForScript (pages sharing their site data write it once); used instead of `bootData`. */
  bootDataJson?: string | undefined;
  entryScript: string;
  css: string[];
  /** Chunks to modulepreload (entry imports, page chunks) and JSON to preload. */
  modulePreloads: string[];
  jsonPreloads: string[];
  /** Locale tag of `<html lang>` and its direction. */
  htmlLang: string;
  direction: string;
  isNotFound: boolean;
}

function attrs(record: Record<string, string | boolean | undefined>): string {
  return Object.entries(record)
    .filter(([, v]) => v !== undefined && v !== false)
    .map(([k, v]) => (v === true ? ` ${k}` : ` ${k}="${escapeHtml(String(v))}"`))
    .join('');
}

/** A head URL made absolute: full URLs as they are, site paths under the base URL and the site's origin. */
function absoluteUrl(config: DocumentSiteConfig, url: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  const siteUrl = createSiteUrl(config);
  return `${siteUrl.origin}${url.startsWith(config.baseUrl) ? url : siteUrl.join(url)}`;
}

/**
 * Robots are asked not to index a page when the site sets `noIndex`, or when the page itself is
 * content hidden on purpose (an unlisted doc or post, a `noIndex` docs version).
 */
function asksNoIndex(input: Omit<DocumentInput, 'bodyHtml'>): boolean {
  return input.config.noIndex === true || input.head.noIndex === true;
}

function metaTags(input: Omit<DocumentInput, 'bodyHtml'>): string[] {
  const { config, head } = input;
  const tags: string[] = [];
  const description = head.description ?? config.tagline;
  const image = head.image ?? config.themeConfig.image;
  const canonical = absoluteUrl(config, head.redirectTo ?? input.permalink);
  tags.push(`<meta name="generator" content="Folio v${escapeHtml(input.version)}">`);
  if (description) tags.push(`<meta name="description" content="${escapeHtml(description)}">`, `<meta property="og:description" content="${escapeHtml(description)}">`);
  if (head.keywords?.length) tags.push(`<meta name="keywords" content="${escapeHtml(head.keywords.join(', '))}">`);
  if (asksNoIndex(input)) tags.push('<meta name="robots" content="noindex, nofollow">');
  if (head.redirectTo) {
    const target = head.redirectTo.startsWith('/') ? createSiteUrl(config).join(head.redirectTo) : head.redirectTo;
    tags.push(`<meta http-equiv="refresh" content="0; url=${escapeHtml(target)}">`);
  }
  tags.push(`<meta property="og:title" content="${escapeHtml(input.title)}">`, `<meta property="og:url" content="${escapeHtml(canonical)}">`, '<meta property="og:type" content="website">');
  tags.push('<meta name="twitter:card" content="summary_large_image">');
  if (image) {
    const abs = absoluteUrl(config, image);
    tags.push(
      `<meta property="og:image" content="${escapeHtml(abs)}">`,
      '<meta property="og:image:width" content="1200">',
      '<meta property="og:image:height" content="600">',
      `<meta name="twitter:image" content="${escapeHtml(abs)}">`,
    );
  }
  for (const meta of config.themeConfig.metadata) tags.push(`<meta${attrs(meta)}>`);
  if (!input.isNotFound) tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`);
  // A redirect page has no language versions of its own: its canonical link names the target.
  if (!input.isNotFound && !head.redirectTo) {
    for (const { hreflang, href } of localeAlternates(config, input.permalink)) tags.push(`<link rel="alternate" href="${escapeHtml(href)}" hreflang="${escapeHtml(hreflang)}">`);
  }
  return tags;
}

/**
 * The HTML document of one page around its body: what comes before the body and what comes after
 * it (a body read from the render cache as bytes goes between them as it is). `bodyHtml` is not read.
 */
export function renderDocumentAround(input: Omit<DocumentInput, 'bodyHtml'>): { before: string; after: string } {
  const { config } = input;
  const head: string[] = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(input.title)}</title>`,
    ...metaTags(input),
  ];
  if (config.favicon) head.push(`<link rel="icon" href="${escapeHtml(createSiteUrl(config).withBase(config.favicon))}">`);
  for (const link of input.head.links ?? []) head.push(`<link${attrs({ rel: link.rel, href: link.href, type: link.type, title: link.title })}>`);
  for (const tag of config.headTags) {
    const inner = tag.innerHTML ?? '';
    const voidTag = ['link', 'meta', 'base'].includes(tag.tagName);
    head.push(voidTag ? `<${tag.tagName}${attrs(tag.attributes)}>` : `<${tag.tagName}${attrs(tag.attributes)}>${inner}</${tag.tagName}>`);
  }
  head.push(colorModeScript(config));
  if (config.themeConfig.announcementBar) head.push(announcementScript(config));
  // Only the home page carries the banner: it is the page a wrongly configured deployment serves at its root.
  if (config.baseUrlIssueBanner && input.path === '/' && !input.isNotFound) head.push(...baseUrlBannerHead(config.baseUrl));
  for (const href of input.css) head.push(`<link rel="stylesheet" href="${escapeHtml(href)}">`);
  for (const href of input.modulePreloads) head.push(`<link rel="modulepreload" href="${escapeHtml(href)}">`);
  for (const href of input.jsonPreloads) head.push(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(href)}">`);
  head.push(`<script type="module" src="${escapeHtml(input.entryScript)}"></script>`);
  const before = [
    '<!doctype html>',
    `<html lang="${escapeHtml(input.htmlLang)}" dir="${escapeHtml(input.direction)}"${input.htmlClassName ? ` class="${escapeHtml(input.htmlClassName)}"` : ''} data-theme="${config.themeConfig.colorMode.defaultMode}">`,
    `<head>\n${head.join('\n')}\n</head>`,
    '<body>',
    '<div id="__folio">',
  ].join('\n');
  const after = [
    '</div>',
    `<script id="__FOLIO_DATA__" type="application/json">${input.bootDataJson ?? jsonForScript(input.bootData)}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
  return { before, after };
}

/** Renders a complete HTML document for one page. */
export function renderDocument(input: DocumentInput): string {
  const { before, after } = renderDocumentAround(input);
  return `${before}${input.bodyHtml}${after}`;
}
