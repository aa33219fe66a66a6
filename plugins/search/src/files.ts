import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { SearchClientOptions, SearchDoc, SearchDocFile, SearchIndexEntry, SearchManifest } from './format.ts';
import { serializeLunrIndex, type FieldBoosts, type IndexCache } from './lunr-index.ts';
import type { RouteGroup } from './select.ts';
import { createStamp } from './stamp.ts';

/** Folder of the search files below the output folder. */
export const SEARCH_DIR = 'search';
/** The manifest's file name inside the search folder. */
export const MANIFEST_FILE = 'manifest.json';

/** One index to write: its group, the path prefix of its pages, its documents. */
export interface IndexInput {
  group: RouteGroup;
  path: string;
  docs: SearchDoc[];
}

/** Every file to write (paths relative to the output folder) and the manifest. */
export interface SearchOutput {
  files: { path: string; content: string }[];
  manifest: SearchManifest;
  manifestJson: string;
}

/** Compressed size at zlib's default level, about what web servers and CDNs send; remembered in the cache by content. */
function gzipSize(content: string, cache?: IndexCache): number {
  const key = cache ? `gzip-${createHash('sha256').update(content).digest('hex').slice(0, 32)}` : '';
  const known = cache?.get(key);
  if (known !== undefined) return Number(known);
  const size = gzipSync(content).length;
  cache?.set(key, String(size));
  return size;
}

/** A folder name safe in a URL; docs versions never collide with the other indexes. Pure. */
export function indexFolderOf(group: RouteGroup, taken: ReadonlySet<string>): string {
  const safe = group.name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[.-]+/, '') || 'default';
  return group.kind === 'docs' && taken.has(safe) ? `docs-${safe}` : safe;
}

/** A cache that lives for one call: identical versions still share one index build. */
function createMemoryCache(): IndexCache {
  const map = new Map<string, string>();
  return { get: (key) => map.get(key), set: (key, json) => void map.set(key, json) };
}

/** Serializes every index into its stamped pair of files plus the manifest. Pure, given a pure cache. */
export function buildSearchFiles(
  indexes: IndexInput[],
  options: SearchClientOptions & { boosts: FieldBoosts },
  sourceDateEpoch: string | undefined,
  cache: IndexCache = createMemoryCache(),
): SearchOutput {
  const files: SearchOutput['files'] = [];
  const entries: SearchIndexEntry[] = [];
  const otherNames = new Set(indexes.filter((i) => i.group.kind === 'other').map((i) => i.group.name));
  for (const { group, path, docs } of indexes) {
    const docFile: SearchDocFile = { searchDocs: docs, options: { highlightResult: options.highlightResult, maxHits: options.maxHits } };
    const docJson = JSON.stringify(docFile);
    const indexJson = serializeLunrIndex(docs, options.boosts, cache);
    const stamp = createStamp([docJson, indexJson], sourceDateEpoch);
    const folder = indexFolderOf(group, otherNames);
    const searchDoc = `${folder}/search-doc-${stamp}.json`;
    const lunrIndex = `${folder}/lunr-index-${stamp}.json`;
    files.push({ path: `${SEARCH_DIR}/${searchDoc}`, content: docJson }, { path: `${SEARCH_DIR}/${lunrIndex}`, content: indexJson });
    entries.push({
      name: group.name,
      kind: group.kind,
      label: group.label,
      path,
      isLast: group.isLast,
      searchDoc,
      lunrIndex,
      docs: docs.length,
      bytes: { searchDoc: Buffer.byteLength(docJson), lunrIndex: Buffer.byteLength(indexJson), searchDocGzip: gzipSize(docJson, cache), lunrIndexGzip: gzipSize(indexJson, cache) },
    });
  }
  const manifest: SearchManifest = { indexes: entries };
  const manifestJson = JSON.stringify(manifest);
  files.push({ path: `${SEARCH_DIR}/${MANIFEST_FILE}`, content: manifestJson });
  return { files, manifest, manifestJson };
}

/** `12.3 kB` (decimal kilobytes, as browsers' network panels show). Pure. */
export function formatBytes(bytes: number): string {
  return bytes < 1000 ? `${bytes} B` : `${(bytes / 1000).toFixed(1)} kB`;
}

/** What a first search downloads for each index: the manifest plus that index's pair. Pure. */
export function firstSearchBytes(entry: SearchIndexEntry, manifestJson: string): { raw: number; gzip: number } {
  return {
    raw: Buffer.byteLength(manifestJson) + entry.bytes.searchDoc + entry.bytes.lunrIndex,
    gzip: gzipSize(manifestJson) + entry.bytes.searchDocGzip + entry.bytes.lunrIndexGzip,
  };
}

/** The build-log lines: the first-search payload of the default docs version, then every index. Pure. */
export function describeSearchPayload(output: Pick<SearchOutput, 'manifest' | 'manifestJson'>, pages: number): string[] {
  const { indexes } = output.manifest;
  if (!indexes.length) return ['Search: no page to index (check the include and excludeRoutes options).'];
  const docs = indexes.filter((i) => i.kind === 'docs');
  const first = docs.find((i) => i.isLast) ?? docs[0] ?? indexes[0]!;
  const total = firstSearchBytes(first, output.manifestJson);
  const entries = indexes.reduce((n, i) => n + i.docs, 0);
  return [
    `Search: indexed ${entries} entries from ${pages} pages into ${indexes.length} index${indexes.length > 1 ? 'es' : ''}. ` +
      `A first search downloads ${formatBytes(total.raw)} (${formatBytes(total.gzip)} gzip): the manifest and the "${first.name}" pair.`,
    ...indexes.map((i) => {
      const bytes = firstSearchBytes(i, output.manifestJson);
      return `  ${i.kind === 'docs' ? 'docs ' : ''}${i.name}: ${i.docs} entries, ${formatBytes(bytes.raw)} (${formatBytes(bytes.gzip)} gzip) with the manifest`;
    }),
  ];
}
