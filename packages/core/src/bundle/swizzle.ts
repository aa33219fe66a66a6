import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Folder of a site's swizzled theme components, relative to the site, as in Docusaurus. */
export const SITE_THEME_FOLDER = path.join('src', 'theme');

/** Extensions of component files in `src/theme` (Docusaurus takes the same four). */
const COMPONENT_FILE = /\.(tsx|ts|jsx|js)$/;
/** Files that sit beside components without being one: type declarations, tests, stories. */
const NOT_A_COMPONENT = /\.d\.ts$|\.(test|spec|stories)\.[jt]sx?$/;

/**
 * The theme component name a file of `src/theme` stands for: its path without the extension,
 * `/index` folded into its folder (`BlogPostItem/index.tsx` → `BlogPostItem`,
 * `NavbarItem/DocsVersionDropdownNavbarItem.js` → `NavbarItem/DocsVersionDropdownNavbarItem`).
 * Undefined for files that are not components. Pure.
 */
export function swizzledName(relativeFile: string): string | undefined {
  const posix = relativeFile.split(path.sep).join('/');
  if (!COMPONENT_FILE.test(posix) || NOT_A_COMPONENT.test(posix)) return undefined;
  const name = posix.replace(COMPONENT_FILE, '').replace(/(^|\/)index$/, '');
  return name === '' ? undefined : name;
}

/** Every file below a folder, relative to it, sorted; none when the folder does not exist. */
function listFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}

/**
 * A site's swizzled components: every component file below `src/theme`, by the theme component
 * name it replaces (`@theme/<name>`), as absolute paths. When `Name.tsx` and `Name/index.tsx`
 * both exist, the first in sorted order wins (Docusaurus leaves that case to its bundler).
 */
export function discoverSwizzled(siteDir: string): Record<string, string> {
  const dir = path.join(siteDir, SITE_THEME_FOLDER);
  const found: Record<string, string> = {};
  for (const relative of listFiles(dir)) {
    const name = swizzledName(relative);
    if (name && !(name in found)) found[name] = path.join(dir, relative);
  }
  return found;
}
