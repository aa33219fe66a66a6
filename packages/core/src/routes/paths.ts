/** Pure helpers for URL paths and output files. */

/** The same page with or without a trailing slash maps to one key. */
export function normalizeRoutePath(routePath: string): string {
  const clean = routePath.replace(/\/{2,}/g, '/');
  return clean.length > 1 && clean.endsWith('/') ? clean.slice(0, -1) : clean;
}

/** The permalink a route is published at, honouring `trailingSlash`. */
export function toPermalink(routePath: string, trailingSlash: boolean | undefined): string {
  if (routePath === '/') return '/';
  if (trailingSlash === true) return routePath.endsWith('/') ? routePath : `${routePath}/`;
  if (trailingSlash === false) return normalizeRoutePath(routePath);
  return routePath;
}

/** The HTML file of a route, relative to the output folder. */
export function toOutputFile(routePath: string, trailingSlash: boolean | undefined): string {
  const clean = normalizeRoutePath(routePath).replace(/^\//, '');
  if (clean === '') return 'index.html';
  // As Docusaurus does: without trailing slashes every page, folder index or not, is `<path>.html`.
  if (trailingSlash === false) return `${clean}.html`;
  return `${clean}/index.html`;
}

/** Decodes a request path safely; `undefined` when it is malformed. */
export function safeDecodePath(requestPath: string): string | undefined {
  try {
    return decodeURIComponent(requestPath);
  } catch {
    return undefined;
  }
}
