import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** What a visitor downloads for a first search, and which files those are. */
export interface SearchBytes {
  files: string[];
  raw: number;
  gzip: number;
}

function sum(buildDir: string, files: string[]): SearchBytes | undefined {
  const paths = files.map((f) => path.join(buildDir, f));
  if (!paths.every((p) => existsSync(p))) return undefined;
  const contents = paths.map((p) => readFileSync(p));
  return { files, raw: contents.reduce((s, c) => s + c.length, 0), gzip: contents.reduce((s, c) => s + gzipSync(c).length, 0) };
}

interface ManifestEntry {
  kind?: string;
  isLast?: boolean;
  searchDoc?: string;
  lunrIndex?: string;
}

/**
 * Folio's search plugin: the manifest plus the pair of files (search docs, lunr index) of the
 * default docs version (the one marked last, else the first docs index), as build/search/manifest.json
 * lists them. Undefined when the site has no search plugin.
 */
export function folioSearchBytes(buildDir: string): SearchBytes | undefined {
  const manifestFile = path.join(buildDir, 'search', 'manifest.json');
  if (!existsSync(manifestFile)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { indexes?: ManifestEntry[] };
  const indexes = manifest.indexes ?? [];
  const docs = indexes.filter((i) => i.kind === 'docs');
  const entry = docs.find((i) => i.isLast) ?? docs[0] ?? indexes[0];
  if (!entry?.searchDoc || !entry.lunrIndex) return undefined;
  return sum(buildDir, ['search/manifest.json', `search/${entry.searchDoc}`, `search/${entry.lunrIndex}`]);
}

/**
 * docusaurus-lunr-search 3.x: the search bar fetches `search-doc-<id>.json` and `lunr-index-<id>.json`
 * from the build root (the unstamped copies are for older clients). The newest pair is taken.
 */
export function docusaurusSearchBytes(buildDir: string): SearchBytes | undefined {
  if (!existsSync(buildDir)) return undefined;
  const names = readdirSync(buildDir);
  const newest = (prefix: string) =>
    names
      .filter((n) => n.startsWith(prefix) && n.endsWith('.json'))
      .sort((a, b) => statSync(path.join(buildDir, b)).mtimeMs - statSync(path.join(buildDir, a)).mtimeMs)[0];
  const doc = newest('search-doc-');
  const index = newest('lunr-index-');
  return doc && index ? sum(buildDir, [doc, index]) : undefined;
}
