import { normalizeRoutePath } from '../routes/paths.ts';
import { createSiteUrl } from '@folio/client/site-url';

/** A page's links and ids, as rendering reported them. */
export interface PageLinks {
  permalink: string;
  sourceFile?: string | undefined;
  hrefs: string[];
  ids: string[];
}

/** A link that leads nowhere, or to a missing anchor. */
export interface BrokenLink {
  page: string;
  sourceFile?: string | undefined;
  link: string;
  kind: 'link' | 'anchor';
  /** `file:line:col` where the link is written, when it could be found. */
  at?: string | undefined;
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Checks every internal link against the pages and files of the build, and every `#fragment`
 * against the ids of its target page. `/a` and `/a/` are the same page. Pure.
 */
export function findBrokenLinks(pages: PageLinks[], files: ReadonlySet<string>, baseUrl: string): BrokenLink[] {
  const siteUrl = createSiteUrl({ baseUrl });
  const idsByPath = new Map<string, Set<string>>();
  for (const page of pages) idsByPath.set(normalizeRoutePath(page.permalink), new Set(page.ids));
  const broken: BrokenLink[] = [];
  // A link from the site's root (`/docs/a#b`) leads to the same place from every page: the
  // navbar's and sidebar's links, on hundreds of pages, are parsed once each.
  const fromRoot = new Map<string, { pathname: string; hash: string }>();
  const resolve = (href: string, permalink: string) => {
    const shared = href.startsWith('/');
    let target = shared ? fromRoot.get(href) : undefined;
    if (!target) {
      const url = new URL(href, `http://folio.local${permalink}`);
      target = { pathname: normalizeRoutePath(safeDecode(url.pathname)), hash: safeDecode(url.hash.slice(1)) };
      if (shared) fromRoot.set(href, target);
    }
    return target;
  };
  for (const page of pages) {
    for (const href of new Set(page.hrefs)) {
      if (!href || SCHEME.test(href) || href.startsWith('//')) continue;
      const { pathname, hash } = resolve(href, page.permalink);
      const targetIds = idsByPath.get(pathname);
      const report = (kind: BrokenLink['kind']) => broken.push({ page: page.permalink, sourceFile: page.sourceFile, link: href, kind });
      if (siteUrl.strip(pathname) === undefined) {
        report('link');
      } else if (targetIds) {
        if (hash && !targetIds.has(hash)) report('anchor');
      } else if (!files.has(pathname)) {
        report('link');
      }
    }
  }
  return broken;
}

/** The URL paths a set of output files answers to (`a/index.html` → `/a`, `/a/index.html`). Pure. */
export function filePathsToUrls(relativeFiles: string[], baseUrl: string): Set<string> {
  const siteUrl = createSiteUrl({ baseUrl });
  const urls = new Set<string>();
  for (const file of relativeFiles) {
    const url = siteUrl.join(file.split('\\').join('/'));
    urls.add(url);
    if (url.endsWith('/index.html')) urls.add(normalizeRoutePath(url.slice(0, -'index.html'.length)) || '/');
    else if (url.endsWith('.html')) urls.add(url.slice(0, -'.html'.length));
  }
  return urls;
}

/** Formats broken links grouped by page, one block per page, for one combined report. */
export function formatBrokenLinks(broken: BrokenLink[]): string {
  const byPage = new Map<string, BrokenLink[]>();
  for (const item of broken) byPage.set(item.page, [...(byPage.get(item.page) ?? []), item]);
  const blocks = [...byPage].map(([page, items]) => {
    const source = items[0]?.sourceFile ? ` (${items[0].sourceFile})` : '';
    const lines = items.map((i) => `    -> ${i.link}${i.kind === 'anchor' ? ' (the target page has no such anchor)' : ''}${i.at ? ` at ${i.at}` : ''}`);
    return `  - On ${page}${source}:\n${lines.join('\n')}`;
  });
  return blocks.join('\n');
}
