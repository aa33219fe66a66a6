/**
 * Where the Markdown copy of the page at `routePath` (no base URL) lives, relative to the site
 * root: `/docs/a` and `/docs/a/` → `docs/a.md`, `/` → `index.md`. Shared by the plugin, which
 * writes the file, and the theme's copy button, which fetches it. Pure, and free of Node imports.
 */
export function markdownCopyFile(routePath: string): string {
  const clean = routePath.replace(/\/{2,}/g, '/').replace(/^\/|\/$/g, '');
  return `${clean || 'index'}.md`;
}
