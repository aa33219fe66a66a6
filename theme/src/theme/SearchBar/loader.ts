import type { Index } from 'lunr';
import type { CompactLunrIndex, SearchClientOptions, SearchDoc, SearchDocFile, SearchIndexEntry, SearchManifest, SearchTextFile } from '@folio/plugin-search';
import { expandLunrIndex } from './expand-index.ts';
import { rankResults, runQuery, sortedVocabulary, toQueryTerms } from './query.ts';
import { textFileOf, textFileUrl } from './text-files.ts';

/** The lunr module, loaded on first use so it never weighs on the entry chunk. */
export type Lunr = typeof import('lunr');

/** One index ready to query. */
export interface LoadedIndex {
  entry: SearchIndexEntry;
  docs: SearchDoc[];
  options: SearchClientOptions;
  index: Index;
  /** Absolute URL of the search document file; the text files are next to it. */
  docUrl: string;
  texts: SearchDocFile['texts'];
}

let lunrModule: Promise<Lunr> | undefined;
const manifests = new Map<string, Promise<SearchManifest>>();
const indexes = new Map<string, Promise<LoadedIndex>>();
const textFiles = new Map<string, Promise<void>>();
/** Text files that arrived (or failed: empty), for reading without waiting. */
const arrivedTexts = new Map<string, SearchTextFile>();

/** Loads lunr once, as its own chunk. */
export function loadLunr(): Promise<Lunr> {
  lunrModule ??= import('lunr').then((m) => ((m as { default?: Lunr }).default ?? m) as Lunr);
  lunrModule.catch(() => (lunrModule = undefined));
  return lunrModule;
}

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The search box could not load ${url} (HTTP ${response.status}).`);
  return (await response.json()) as T;
}

/** Caches a load by key, forgetting failures so the next attempt retries. */
function cached<T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  let promise = cache.get(key);
  if (!promise) {
    promise = load();
    cache.set(key, promise);
    promise.catch(() => cache.delete(key));
  }
  return promise;
}

/** Absolute URL of the manifest (it may be a path on this site or a full asset URL). */
export function absoluteManifestUrl(manifestUrl: string): string {
  return new URL(manifestUrl, window.location.href).href;
}

/** Fetches the manifest once per page session. */
export function loadManifest(manifestUrl: string): Promise<SearchManifest> {
  const url = absoluteManifestUrl(manifestUrl);
  return cached(manifests, url, () => fetchJson<SearchManifest>(url));
}

/** Fetches one index's pair of files (and lunr), once; files are named relative to the manifest. */
export function loadIndex(entry: SearchIndexEntry, manifestUrl: string): Promise<LoadedIndex> {
  const base = absoluteManifestUrl(manifestUrl);
  const docUrl = new URL(entry.searchDoc, base).href;
  return cached(indexes, docUrl, async () => {
    const [lunr, docFile, compact] = await Promise.all([loadLunr(), fetchJson<SearchDocFile>(docUrl), fetchJson<CompactLunrIndex>(new URL(entry.lunrIndex, base).href)]);
    const index = lunr.Index.load(expandLunrIndex(compact));
    const docs = docFile.searchDocs.map((doc, id): SearchDoc => ({ id, title: doc.title, section: doc.section, url: doc.url, version: entry.name }));
    // The sorted words for prefix lookups, and a throwaway query (the first page's title), while the
    // box still shows "Loading...", so that the reader's first query runs warm.
    sortedVocabulary(index);
    const probe = docs[0];
    if (probe) {
      const terms = toQueryTerms(probe.title, lunr);
      rankResults(runQuery(index, lunr, terms), terms, docs);
    }
    return { entry, docs, options: docFile.options, index, docUrl, texts: docFile.texts };
  });
}

function textLocation(loaded: LoadedIndex, id: number): { url: string; offset: number } {
  const n = textFileOf(loaded.texts.starts, id);
  return { url: textFileUrl(loaded.docUrl, loaded.texts.name, n), offset: id - loaded.texts.starts[n]! };
}

/** The text of one entry if its file has arrived; empty if that file could not be loaded. */
export function peekText(loaded: LoadedIndex, id: number): string | undefined {
  const { url, offset } = textLocation(loaded, id);
  return arrivedTexts.get(url)?.[offset] ?? (arrivedTexts.has(url) ? '' : undefined);
}

/** Fetches the text file of one entry, once (a failure leaves its entries without text). */
export async function loadText(loaded: LoadedIndex, id: number): Promise<string> {
  const { url } = textLocation(loaded, id);
  await cached(textFiles, url, () =>
    fetchJson<SearchTextFile>(url).then(
      (texts) => void arrivedTexts.set(url, Array.isArray(texts) ? texts : []),
      () => void arrivedTexts.set(url, []),
    ),
  );
  return peekText(loaded, id) ?? '';
}
