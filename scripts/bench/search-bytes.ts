import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { findSearchScripts } from '../../plugins/search/src/search-scripts.ts';

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
  path?: string;
  searchDoc?: string;
  lunrIndex?: string;
}

/** The text files of a Folio search document file, and how many hits a query shows. */
function textFilesOf(buildDir: string, searchDoc: string): { files: string[]; maxHits: number } {
  const file = JSON.parse(readFileSync(path.join(buildDir, 'search', searchDoc), 'utf8')) as { texts?: { name: string; starts: number[] }; options?: { maxHits?: number } };
  const folder = path.posix.dirname(searchDoc);
  return { files: (file.texts?.starts ?? []).map((_, n) => `search/${folder}/${file.texts!.name}-${n}.json`), maxHits: file.options?.maxHits ?? 5 };
}

/** The `count` largest files (by gzip size). */
function largest(buildDir: string, files: string[], count: number): string[] {
  return files
    .map((file) => ({ file, gzip: gzipSync(readFileSync(path.join(buildDir, file))).length }))
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, count)
    .map((f) => f.file);
}

/** lunr's chunk and what it imports beyond what a page of the index loads, as the search plugin finds them. */
function lunrScripts(buildDir: string, entry: ManifestEntry): string[] {
  const page = [path.join(buildDir, entry.path ?? '', 'index.html'), path.join(buildDir, 'index.html')].find((p) => existsSync(p));
  if (!page) return [];
  const html = readFileSync(page, 'utf8');
  const baseUrl = /"baseUrl":"([^"]*)"/.exec(html)?.[1] ?? '/';
  return findSearchScripts(buildDir, html, baseUrl)?.files ?? [];
}

/**
 * Folio's search plugin, everything a first search downloads: build/search/manifest.json, the
 * stamped pair (search documents, lunr index) of the default docs version (the one marked last,
 * else the first docs index), lunr's script (fetched on first focus, not by the page), and the
 * text files of the hits shown, counted at their most: the `maxHits` largest text files of that
 * version. Undefined when the site has no search plugin.
 */
export function folioSearchBytes(buildDir: string): SearchBytes | undefined {
  const manifestFile = path.join(buildDir, 'search', 'manifest.json');
  if (!existsSync(manifestFile)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { indexes?: ManifestEntry[] };
  const indexes = manifest.indexes ?? [];
  const docs = indexes.filter((i) => i.kind === 'docs');
  const entry = docs.find((i) => i.isLast) ?? docs[0] ?? indexes[0];
  if (!entry?.searchDoc || !entry.lunrIndex) return undefined;
  const texts = textFilesOf(buildDir, entry.searchDoc);
  return sum(buildDir, ['search/manifest.json', `search/${entry.searchDoc}`, `search/${entry.lunrIndex}`, ...lunrScripts(buildDir, entry), ...largest(buildDir, texts.files, texts.maxHits)]);
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
