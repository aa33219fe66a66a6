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
