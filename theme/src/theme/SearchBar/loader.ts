import type { Index } from 'lunr';
import type { SearchClientOptions, SearchDoc, SearchDocFile, SearchIndexEntry, SearchManifest } from '@folio/plugin-search';
import { rankResults, runQuery, toQueryTerms } from './query.ts';

/** The lunr module, loaded on first use so it never weighs on the entry chunk. */
export type Lunr = typeof import('lunr');

/** One index ready to query. */
export interface LoadedIndex {
  entry: SearchIndexEntry;
  docs: SearchDoc[];
  options: SearchClientOptions;
  index: Index;
}

let lunrModule: Promise<Lunr> | undefined;
const manifests = new Map<string, Promise<SearchManifest>>();
const indexes = new Map<string, Promise<LoadedIndex>>();

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
    const [lunr, docFile, serialized] = await Promise.all([loadLunr(), fetchJson<SearchDocFile>(docUrl), fetchJson<object>(new URL(entry.lunrIndex, base).href)]);
    const index = lunr.Index.load(serialized);
    // A throwaway query (the first page's title) while the box still shows "Loading...", so the reader's first query runs warm.
    const probe = docFile.searchDocs[0];
    if (probe) {
      const terms = toQueryTerms(probe.title, lunr);
      rankResults(runQuery(index, lunr, terms), terms, docFile.searchDocs);
    }
    return { entry, docs: docFile.searchDocs, options: docFile.options, index };
  });
}
