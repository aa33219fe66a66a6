import { loadJson, resolveRoute } from './loader.ts';
import type { ClientRoute, SiteData } from './types.ts';
import { warmPage } from './warm-page.ts';

const prefetched = new Map<string, Promise<boolean>>();
/** Paths whose page a hover has loaded as a click would (see warmPage), settled once done. */
const warmed = new Map<string, Promise<boolean>>();
/** Module URLs this runtime asked for ahead of time, settled once the browser has them (or failed). */
const moduleLoads = new Map<string, Promise<void>>();

interface NetworkInformation { saveData?: boolean; effectiveType?: string }

/** True when the reader's connection asks us not to fetch ahead (data saver, 2g). */
export function shouldSkipPrefetch(connection: NetworkInformation | undefined): boolean {
  if (!connection) return false;
  return connection.saveData === true || (connection.effectiveType ?? '').includes('2g');
}

function supportsModulePreload(): boolean {
  const link = document.createElement('link');
  return link.relList?.supports?.('modulepreload') ?? false;
}

/**
 * Puts one module into the document's module map without running it, so that a later `import()`
 * of the same URL takes it from there with no request. A module the HTML already preloads (the
 * current page's own chunks) is there already. Without modulepreload support, a plain GET fills
 * the HTTP cache instead.
 */
function preloadModule(url: string): Promise<void> {
  let load = moduleLoads.get(url);
  if (load) return load;
  if (document.head.querySelector(`link[rel="modulepreload"][href="${CSS.escape(url)}"]`)) load = Promise.resolve();
  else if (!supportsModulePreload()) load = fetch(url, { credentials: 'same-origin' }).then(() => undefined, () => undefined);
  else {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = url;
    load = new Promise<void>((resolve) => {
      link.addEventListener('load', () => resolve(), { once: true });
      // A failed preload is not an error yet: the click's import() tries again and reports it.
      link.addEventListener('error', () => resolve(), { once: true });
    });
    document.head.appendChild(link);
  }
  moduleLoads.set(url, load);
  return load;
}

/** Every module a route runs (its component, its content, all they import statically and what it imports once shown) and every JSON file it reads. */
export function routeFiles(route: ClientRoute): { modules: string[]; json: string[] } {
  return {
    modules: [route.c, ...(route.m ? [route.m] : []), ...(route.i ?? []), ...(route.l ?? [])],
    json: [...(route.p ? [route.p] : []), ...Object.values(route.d ?? {})],
  };
}

async function prefetchRoute(site: SiteData, path: string): Promise<boolean> {
  const route = await resolveRoute(site, path).catch(() => undefined);
  if (!route) return true;
  const { modules, json } = routeFiles(route);
  // JSON goes into the loader's own cache, where the click's loadPage finds it (an HTTP-cache hit
  // would still be a request, and revalidated where the server asks for it).
  await Promise.all([...modules.map(preloadModule), ...json.map((url) => loadJson(url).catch(() => undefined))]);
  return true;
}

/** Why a page is fetched ahead: its link came into view, or the pointer is on it (a click is near). */
export type PrefetchIntent = 'visible' | 'hover';

function fetchAhead(site: SiteData, path: string): Promise<boolean> {
  let pending = prefetched.get(path);
  if (!pending) {
    if (shouldSkipPrefetch((navigator as Navigator & { connection?: NetworkInformation }).connection)) return Promise.resolve(false);
    pending = prefetchRoute(site, path);
    prefetched.set(path, pending);
  }
  return pending;
}

async function warmRoute(site: SiteData, path: string): Promise<boolean> {
  if (!(await fetchAhead(site, path))) return false;
  const route = await resolveRoute(site, path).catch(() => undefined);
  if (route) await warmPage(site, route, path).catch(() => undefined);
  return true;
}

/**
 * Fetches everything a path's page needs ahead of a click, once per path: its route, its modules
 * with the whole graph of chunks they import statically and those it imports once shown (its
 * diagrams' code), its props and its data, so that the click renders it with no request. On
 * `hover` it also loads the page as the click would and the images the page names (warmPage).
 * Resolves when all of it is in (failures are left for the click to report): true, or false when
 * nothing was fetched (on the server, or with data saver).
 */
export function prefetchPath(site: SiteData, path: string, intent: PrefetchIntent = 'visible'): Promise<boolean> {
  if (typeof window === 'undefined') return Promise.resolve(false);
  if (intent === 'visible') return fetchAhead(site, path);
  let pending = warmed.get(path);
  if (!pending) {
    pending = warmRoute(site, path);
    warmed.set(path, pending);
  }
  return pending;
}

/** Paths prefetched so far (tests and diagnostics). */
export function getPrefetchedPaths(): string[] {
  return [...prefetched.keys()];
}
