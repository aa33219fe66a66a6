import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A data file a plugin created with `createData`, read back from a build's `assets/data/` by its name. */
export function readDataFile<T = unknown>(outDir: string, name: string): T {
  const safeName = name.replace(/[^A-Za-z0-9_-]+/g, '-');
  const dir = path.join(outDir, 'assets', 'data');
  const matches = readdirSync(dir).filter((file) => new RegExp(`^${safeName}-[0-9a-f]{12}\\.json$`).test(file));
  if (matches.length !== 1) throw new Error(`Expected one data file named ${name} in ${dir}, found: ${matches.join(', ') || 'none'}`);
  return JSON.parse(readFileSync(path.join(dir, matches[0]!), 'utf8')) as T;
}

/** The ids (anchors) of a built doc page's desktop table of contents, in order. */
export function tocIds(html: string): string[] {
  const toc = /<nav class="toc theme-doc-toc-desktop"[^>]*>(.*?)<\/nav>/s.exec(html)?.[1] ?? '';
  return [...toc.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]!);
}

/** The `href`s of the version banner of a built page, without the React text separators. */
export function bannerLink(html: string): string | undefined {
  const banner = /<div class="theme-doc-version-banner version-banner"[^>]*>(.*?)<\/div>/s.exec(html.replaceAll('<!-- -->', ''))?.[1] ?? '';
  return /<a [^>]*href="([^"]+)"/.exec(banner)?.[1];
}

/** The version dropdown entries of a built page: label → href. */
export function dropdownLinks(html: string): Record<string, string> {
  const menu = /class="navbar__item dropdown[^"]*docs-version-dropdown"(.*?)<\/ul>/s.exec(html)?.[1] ?? '';
  return Object.fromEntries([...menu.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [m[2]!, m[1]!]));
}
