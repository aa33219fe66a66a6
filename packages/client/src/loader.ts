import { routeTableFileOf } from './route-table.ts';
import type { ClientRoute, LoadedPage, SiteData } from './types.ts';

/** Thrown when a page module lacks a default export. The message is the spec's wording. */
export class MissingDefaultExportError extends Error {
  constructor(url: string) {
    super(`The page component at ${url} has no default export, so it cannot render. Default-export a component from that module.`);
    this.name = 'MissingDefaultExportError';
  }
}

const sectionCache = new Map<string, Promise<Record<string, ClientRoute>>>();
const jsonCache = new Map<string, Promise<unknown>>();

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Could not load ${url}: HTTP ${response.status}`);
  return response.json();
}

/** Fetches a JSON file once; a failed fetch is forgotten so Retry can try again. */
export function loadJson(url: string): Promise<unknown> {
  let pending = jsonCache.get(url);
  if (!pending) {
    pending = fetchJson(url);
    jsonCache.set(url, pending);
    pending.catch(() => jsonCache.delete(url));
  }
  return pending;
}

/** Looks a path up in the route table, fetching only the piece of it that holds the path. */
export async function resolveRoute(site: SiteData, path: string): Promise<ClientRoute | undefined> {
  const file = routeTableFileOf(site.sections, path);
  if (!file) return undefined;
  let section = sectionCache.get(file.url);
  if (!section) {
    section = loadJson(file.url) as Promise<Record<string, ClientRoute>>;
    sectionCache.set(file.url, section);
    section.catch(() => sectionCache.delete(file.url));
  }
  const table = await section;
  return table[file.key];
}

/** Page modules whose import failed, with how many times: a browser may remember a failed module (Chromium up to 150 does), so the next try asks for a new URL. */
const failedImports = new Map<string, number>();

/** The URL to import a module by: its own, or after a failure one with `?retry=N`, which the browser fetches anew. Pure. */
export function retryUrl(url: string, failures: number): string {
  return failures ? `${url}${url.includes('?') ? '&' : '?'}retry=${failures}` : url;
}

async function importDefault(url: string): Promise<any> {
  const failures = failedImports.get(url) ?? 0;
  let mod;
  try {
    mod = await import(/* @vite-ignore */ retryUrl(url, failures));
  } catch (error) {
    failedImports.set(url, failures + 1);
    throw error;
  }
  if (mod.default === undefined) throw new MissingDefaultExportError(url);
  return mod.default;
}

/** Loads every piece of a route in parallel and returns the page. */
export async function loadPage(route: ClientRoute, path: string, notFound = false): Promise<LoadedPage> {
  const dataEntries = Object.entries(route.d ?? {});
  const [Component, Content, props, ...data] = await Promise.all([
    importDefault(route.c),
    route.m ? importDefault(route.m) : undefined,
    route.p ? loadJson(route.p) : {},
    ...dataEntries.map(([, url]) => loadJson(url)),
  ]);
  return {
    path,
    title: route.t,
    Component,
    Content,
    ...(route.m ? { contentUrl: route.m } : {}),
    props: props as Record<string, unknown>,
    data: Object.fromEntries(dataEntries.map(([name], i) => [name, data[i]])),
    notFound,
  };
}

/** Strips `.html` / `/index.html` from an unknown path, as static hosts would; undefined if nothing to strip. */
export function stripHtmlSuffix(path: string): string | undefined {
  if (path.endsWith('/index.html')) return path.slice(0, -'/index.html'.length) || '/';
  if (path.endsWith('.html')) return path.slice(0, -'.html'.length) || '/';
  return undefined;
}

/** Resolves a path to a loaded page: the route, the route without `.html`, or the not-found page. */
export async function loadPath(site: SiteData, path: string): Promise<{ page: LoadedPage; redirectTo?: string }> {
  const route = await resolveRoute(site, path);
  if (route) return { page: await loadPage(route, path) };
  const stripped = stripHtmlSuffix(path);
  if (stripped !== undefined) {
    const strippedRoute = await resolveRoute(site, stripped);
    if (strippedRoute) return { page: await loadPage(strippedRoute, stripped), redirectTo: stripped };
  }
  return { page: await loadPage(site.notFound, path, true) };
}
