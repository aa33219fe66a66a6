import { resolveRoute } from './loader.ts';
import type { SiteData } from './types.ts';

const prefetched = new Set<string>();

interface NetworkInformation { saveData?: boolean; effectiveType?: string }

/** True when the reader's connection asks us not to fetch ahead (data saver, 2g). */
export function shouldSkipPrefetch(connection: NetworkInformation | undefined): boolean {
  if (!connection) return false;
  return connection.saveData === true || (connection.effectiveType ?? '').includes('2g');
}

function addLink(rel: string, href: string, as?: string): void {
  if (document.head.querySelector(`link[href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  if (as) link.as = as;
  if (rel === 'prefetch') link.crossOrigin = 'anonymous';
  document.head.appendChild(link);
}

function supportsModulePreload(): boolean {
  const link = document.createElement('link');
  return link.relList?.supports?.('modulepreload') ?? false;
}

/** Fetches a path's chunks and data ahead of a click, once per path. Returns whether it started. */
export async function prefetchPath(site: SiteData, path: string): Promise<boolean> {
  if (typeof window === 'undefined' || prefetched.has(path)) return false;
  if (shouldSkipPrefetch((navigator as Navigator & { connection?: NetworkInformation }).connection)) return false;
  prefetched.add(path);
  const route = await resolveRoute(site, path).catch(() => undefined);
  if (!route) return true;
  const modules = [route.c, route.m].filter((u): u is string => Boolean(u));
  const json = [route.p, ...Object.values(route.d ?? {})].filter((u): u is string => Boolean(u));
  if (supportsModulePreload()) {
    for (const url of modules) addLink('modulepreload', url);
  } else {
    // Without modulepreload support, fall back to a plain credentialed GET that fills the cache.
    for (const url of modules) void fetch(url, { credentials: 'include' }).catch(() => undefined);
  }
  for (const url of json) addLink('prefetch', url, 'fetch');
  return true;
}

/** Paths prefetched so far (tests and diagnostics). */
export function getPrefetchedPaths(): string[] {
  return [...prefetched];
}
