import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What marks the cache folder's JavaScript as ES modules. */
const MARKER = `${JSON.stringify({ private: true, type: 'module', description: "Folio's cache: its .js files are ES modules." }, null, 2)}\n`;

/**
 * Makes the site's cache folder (`.folio`) and marks the JavaScript Folio writes there (the server
 * bundles that prerender pages) as ES modules, whatever the site's own package.json says: a
 * Docusaurus site is usually a CommonJS package, where Node would read them as CommonJS.
 */
export function prepareCacheDir(cacheDir: string): void {
  const marker = path.join(cacheDir, 'package.json');
  if (existsSync(marker)) return;
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(marker, MARKER);
}
