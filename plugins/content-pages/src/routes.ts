/** Pure helpers of the pages plugin. */

/** Source files that become pages: not partials (`_x`), not tests, not type declarations. */
export function isPageFile(relativePath: string): boolean {
  const parts = relativePath.split('/');
  if (parts.some((p) => p.startsWith('_') || p.startsWith('.'))) return false;
  if (/\.(test|spec)\.[jt]sx?$/.test(relativePath) || relativePath.endsWith('.d.ts')) return false;
  return /\.(tsx|jsx|ts|js|md|mdx)$/.test(relativePath);
}

/** `index.tsx` → `/`, `about.md` → `/about`, `guides/index.mdx` → `/guides/`. */
export function pagePathOf(relativePath: string): string {
  const withoutExt = relativePath.replace(/\.(tsx|jsx|ts|js|md|mdx)$/, '');
  if (withoutExt === 'index') return '/';
  if (withoutExt.endsWith('/index')) return `/${withoutExt.slice(0, -'index'.length)}`;
  return `/${withoutExt}`;
}

/** A title from the file name for a page with none of its own: `release-notes.md` → `Release notes`; undefined for the home page. */
export function titleFromFileName(relativePath: string): string | undefined {
  const parts = relativePath.replace(/\.(md|mdx)$/, '').split('/');
  const name = parts[parts.length - 1] === 'index' ? parts[parts.length - 2] : parts[parts.length - 1];
  return name ? name.replace(/[-_]+/g, ' ').trim().replace(/^\p{Ll}/u, (c) => c.toUpperCase()) || undefined : undefined;
}
