import type { CreateRedirects } from './options.ts';

/** One old path and the path it leads to, both without the base URL. */
export interface Redirect {
  from: string;
  to: string;
}

function withoutTrailingSlash(routePath: string): string {
  return routePath.length > 1 ? routePath.replace(/\/+$/, '') : routePath;
}

/** The redirects `createRedirects` asks for, one per old path it gives for each page. Pure but for calling it. */
export function redirectsFromFunction(pagePaths: readonly string[], createRedirects: CreateRedirects | undefined): Redirect[] {
  if (!createRedirects) return [];
  return pagePaths.flatMap((to) => {
    const from = createRedirects(to);
    const list = from === undefined || from === null ? [] : Array.isArray(from) ? from : [from];
    return list.filter((item): item is string => typeof item === 'string' && item !== '').map((item) => ({ from: item, to }));
  });
}

/** `/a.html` → `/a` for each page `/a` and each extension. Pure. */
export function redirectsFromExtensions(pagePaths: readonly string[], extensions: readonly string[]): Redirect[] {
  return pagePaths.flatMap((to) => {
    const bare = withoutTrailingSlash(to);
    if (bare === '/') return [];
    // A dot in the last segment is no extension of its own (`/posts/android-v2.1.0` gets `.html` too).
    return extensions.filter((ext) => !bare.endsWith(`.${ext}`)).map((ext) => ({ from: `${bare}.${ext}`, to }));
  });
}

/** `/a` → `/a.html` for each page `/a.html` whose extension is listed. Pure. */
export function redirectsToExtensions(pagePaths: readonly string[], extensions: readonly string[]): Redirect[] {
  return pagePaths.flatMap((to) => {
    const ext = extensions.find((candidate) => to.endsWith(`.${candidate}`));
    return ext ? [{ from: to.slice(0, -(ext.length + 1)), to }] : [];
  });
}

/** Redirects split into those to write and those dropped, with why. */
export interface SortedRedirects {
  keep: Redirect[];
  /** A page already lives at the old path: the page wins. */
  shadowed: Redirect[];
  /** The same old path asked to lead to two places: the first one wins. */
  conflicting: Redirect[];
}

/**
 * Keeps one redirect per old path, and none over an existing page (compared without trailing
 * slashes). Pure.
 */
export function sortRedirects(redirects: readonly Redirect[], pagePaths: readonly string[]): SortedRedirects {
  const pages = new Set(pagePaths.map(withoutTrailingSlash));
  const seen = new Map<string, Redirect>();
  const sorted: SortedRedirects = { keep: [], shadowed: [], conflicting: [] };
  for (const redirect of redirects) {
    const key = withoutTrailingSlash(redirect.from);
    if (pages.has(key)) sorted.shadowed.push(redirect);
    else if (seen.has(key)) {
      if (seen.get(key)!.to !== redirect.to) sorted.conflicting.push(redirect);
    } else {
      seen.set(key, redirect);
      sorted.keep.push(redirect);
    }
  }
  return sorted;
}
