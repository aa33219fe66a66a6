import type { SearchIndexEntry } from '@folio/plugin-search';
import { createSiteUrl } from '@folio/client/site-url';

/** What the docs plugin publishes about a version (read defensively: it may be absent). */
export interface DocsVersionInfo {
  name: string;
  path: string;
  isLast?: boolean | undefined;
}

/** Everything that decides which indexes a search covers. */
export interface ScopeInput {
  /** Current site path, without the base URL. */
  pathname: string;
  indexes: readonly SearchIndexEntry[];
  /** The docs plugin's versions, when it published them. */
  docsVersions?: readonly DocsVersionInfo[] | undefined;
  /** The reader's saved docs version name, if any. */
  preferred?: string | null | undefined;
  /** Search every index. */
  all: boolean;
}

const within = (pathname: string, prefix: string) => prefix !== '/' && (pathname === prefix || pathname.startsWith(`${prefix.replace(/\/$/, '')}/`));

function longestMatch<T extends { path: string }>(items: readonly T[], pathname: string): T | undefined {
  return [...items].sort((a, b) => b.path.length - a.path.length).find((item) => within(pathname, item.path));
}

/** The docs index of a version, by name, else by path (the docs plugin's names win over path segments). */
function docsIndexOf(docs: readonly SearchIndexEntry[], version: DocsVersionInfo | undefined): SearchIndexEntry | undefined {
  if (!version) return undefined;
  return docs.find((d) => d.name === version.name) ?? docs.find((d) => d.path === version.path || within(d.path, version.path));
}

/** Reads the docs plugin's global data defensively: `{ versions: [{ name, path, isLast }] }`. */
export function toDocsVersions(data: unknown): DocsVersionInfo[] | undefined {
  const versions = (data as { versions?: unknown } | undefined)?.versions;
  if (!Array.isArray(versions)) return undefined;
  const valid = versions.filter((v): v is DocsVersionInfo => typeof v?.name === 'string' && typeof v?.path === 'string');
  return valid.length ? valid : undefined;
}

/**
 * The indexes a query searches: on a docs page its version; elsewhere the preferred docs version
 * (else the last one), plus a non-docs index (the blog) when the page belongs to it. All of them
 * when the reader asks for every version. Pure.
 */
export function chooseIndexes({ pathname, indexes, docsVersions, preferred, all }: ScopeInput): SearchIndexEntry[] {
  if (all) return [...indexes];
  const docs = indexes.filter((i) => i.kind === 'docs');
  const others = indexes.filter((i) => i.kind !== 'docs' && within(pathname, i.path));
  const reading = docsIndexOf(docs, docsVersions && longestMatch(docsVersions, pathname)) ?? longestMatch(docs, pathname);
  if (reading) return [reading];
  const chosen =
    (preferred ? docs.find((d) => d.name === preferred) ?? docsIndexOf(docs, docsVersions?.find((v) => v.name === preferred)) : undefined) ??
    docsIndexOf(docs, docsVersions?.find((v) => v.isLast)) ??
    docs.find((d) => d.isLast) ??
    docs[0];
  return [...others, ...(chosen ? [chosen] : [])];
}

/**
 * The in-app path a hit opens: the base URL removed (the router adds it), the highlight words as
 * a query parameter before the anchor. Pure.
 */
export function toHitPath(url: string, baseUrl: string, highlight: readonly string[], param: string): string {
  const hashAt = url.indexOf('#');
  const pathPart = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  const sitePath = createSiteUrl({ baseUrl }).sitePath(pathPart);
  const query = highlight.length ? `?${new URLSearchParams({ [param]: highlight.join(' ') }).toString()}` : '';
  return `${sitePath || '/'}${query}${hash}`;
}

/** True on Apple platforms, where the shortcut is ⌘K instead of Ctrl+K. Pure. */
export function isApplePlatform(nav: { platform?: string | undefined; userAgent?: string | undefined; userAgentData?: { platform?: string | undefined } | undefined }): boolean {
  const platform = nav.userAgentData?.platform || nav.platform || nav.userAgent || '';
  return /mac|iphone|ipad|ipod/i.test(platform);
}
