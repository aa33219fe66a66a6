/** A last path segment naming a file: an extension that starts with a letter (`rss.xml`, not `v1.2`). */
const FILE_NAME = /\.[a-z][a-z0-9]{0,4}$/i;

/**
 * Applies the site's `trailingSlash` to a site path, as Docusaurus does to links: `true` adds the
 * slash, `false` removes it, `undefined` keeps the path as written. The query and hash are kept;
 * `/`, hash-only links and links to files (`/blog/rss.xml`, `/img/a.png`) are never changed. Pure.
 */
export function applyTrailingSlash(to: string, trailingSlash: boolean | undefined): string {
  if (trailingSlash === undefined || to.startsWith('#')) return to;
  const cut = to.search(/[?#]/);
  const pathname = cut === -1 ? to : to.slice(0, cut);
  const rest = cut === -1 ? '' : to.slice(cut);
  if (pathname === '' || pathname === '/' || FILE_NAME.test(pathname)) return to;
  const applied = trailingSlash ? pathname.replace(/\/*$/, '/') : pathname.replace(/\/+$/, '');
  return `${applied}${rest}`;
}
