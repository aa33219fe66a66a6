import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { IndexDoc } from './documents.ts';
import type { SearchClientOptions, SearchDocFile, SearchIndexEntry, SearchManifest, SearchTextFile, StoredSearchDoc } from './format.ts';
import { serializeLunrIndex, type FieldBoosts, type IndexCache } from './lunr-index.ts';
import type { RouteGroup } from './select.ts';
import { createStamp } from './stamp.ts';
import { splitTexts } from './texts.ts';

/** Folder of the search files below the output folder. */
export const SEARCH_DIR = 'search';
/** The manifest's file name inside the search folder. */
export const MANIFEST_FILE = 'manifest.json';

/** One index to write: its group, the path prefix of its pages, its documents. */
export interface IndexInput {
  group: RouteGroup;
  path: string;
  docs: IndexDoc[];
}

/** Raw and gzip byte counts. */
export interface ByteCount {
  raw: number;
  gzip: number;
}

/** Every file to write (paths relative to the output folder) and the manifest. */
export interface SearchOutput {
  files: { path: string; content: string }[];
  manifest: SearchManifest;
  manifestJson: string;
  /**
   * Per index, in manifest order: what the text files of one query's hits weigh at most (the
   * `maxHits` largest text files), which a first search fetches once results show.
   */
  hitTexts: ByteCount[];
}

/** Compressed size at zlib's default level, about what web servers and CDNs send; remembered in the cache by content. */
export function gzipSize(content: string, cache?: IndexCache): number {
  const key = cache ? `gzip-${createHash('sha256').update(content).digest('hex').slice(0, 32)}` : '';
  const known = cache?.get(key);
  if (known !== undefined) return Number(known);
  const size = gzipSync(content).length;
  cache?.set(key, String(size));
  return size;
}

/** The `count` largest of some files (by gzip size), summed; remembered in the cache as one entry. */
function largestFiles(contents: readonly string[], count: number, cache?: IndexCache): ByteCount {
  const hash = createHash('sha256').update(String(count));
  for (const content of contents) hash.update(content).update('\0');
  const key = cache ? `largest-${hash.digest('hex').slice(0, 32)}` : '';
  const known = cache?.get(key);
  if (known !== undefined) return JSON.parse(known) as ByteCount;
  const sizes = contents.map((c) => ({ raw: Buffer.byteLength(c), gzip: gzipSync(c).length })).sort((a, b) => b.gzip - a.gzip || b.raw - a.raw);
  const total = sizes.slice(0, count).reduce((sum, size) => ({ raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip }), { raw: 0, gzip: 0 });
  cache?.set(key, JSON.stringify(total));
  return total;
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

/**
 * Serializes every index into its stamped files (search documents, lunr index, text files) plus
 * the manifest. Pure, given a pure cache.
 */
export function buildSearchFiles(
  indexes: IndexInput[],
  options: SearchClientOptions & { boosts: FieldBoosts },
  sourceDateEpoch: string | undefined,
  cache: IndexCache = createMemoryCache(),
): SearchOutput {
  const files: SearchOutput['files'] = [];
  const entries: SearchIndexEntry[] = [];
  const hitTexts: ByteCount[] = [];
  const otherNames = new Set(indexes.filter((i) => i.group.kind === 'other').map((i) => i.group.name));
  const clientOptions: SearchClientOptions = { highlightResult: options.highlightResult, maxHits: options.maxHits };
  for (const { group, path, docs } of indexes) {
    const searchDocs: StoredSearchDoc[] = docs.map(({ title, section, url }) => ({ title, section, url }));
    const texts = splitTexts(docs.map((d) => d.text));
    const textJsons = texts.files.map((file) => JSON.stringify(file satisfies SearchTextFile));
    const indexJson = serializeLunrIndex(docs, options.boosts, cache);
    const stamp = createStamp([JSON.stringify([searchDocs, clientOptions, texts.starts]), indexJson, ...textJsons], sourceDateEpoch);
    const docFile: SearchDocFile = { searchDocs, options: clientOptions, texts: { name: `search-text-${stamp}`, starts: texts.starts } };
    const docJson = JSON.stringify(docFile);
    const folder = indexFolderOf(group, otherNames);
    const searchDoc = `${folder}/search-doc-${stamp}.json`;
    const lunrIndex = `${folder}/lunr-index-${stamp}.json`;
    files.push({ path: `${SEARCH_DIR}/${searchDoc}`, content: docJson }, { path: `${SEARCH_DIR}/${lunrIndex}`, content: indexJson });
    textJsons.forEach((content, n) => files.push({ path: `${SEARCH_DIR}/${folder}/${docFile.texts.name}-${n}.json`, content }));
    hitTexts.push(largestFiles(textJsons, options.maxHits, cache));
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
  return { files, manifest, manifestJson, hitTexts };
}
