/**
 * The files the search plugin writes and the search box reads. Shared by the plugin (which writes
 * them) and the theme's SearchBar (which imports these types only), so the format is written once.
 */

/** Global data the plugin publishes under its name: where the manifest lives. */
export interface SearchGlobalData {
  /** Absolute path or URL of `search/manifest.json`. */
  manifestUrl: string;
}

/** Options the search box needs; stored in every search document file. */
export interface SearchClientOptions {
  /** Highlight the matched words on the page a hit opens. */
  highlightResult: boolean;
  /** Most hits shown for one query. */
  maxHits: number;
}

/**
 * One searchable entry as the search box uses it: a page's opening text, or one of its h2/h3
 * sections. Its text is not here: it is in the entry's text file, fetched for the hits shown.
 */
export interface SearchDoc {
  /** Position in `searchDocs`; the lunr document ref. */
  id: number;
  /** Page title (its h1). */
  title: string;
  /** Section heading; empty for the page's opening text. */
  section: string;
  /** Page URL (with the base URL) plus `#anchor` for sections. */
  url: string;
  /** Docs version name, or the name of the non-docs index (`blog`): the name of its index. */
  version: string;
}

/** An entry as `search-doc-<stamp>.json` stores it: its id is its position, its version the index's name. */
export type StoredSearchDoc = Pick<SearchDoc, 'title' | 'section' | 'url'>;

/** Content of `search-doc-<stamp>.json`. */
export interface SearchDocFile {
  searchDocs: StoredSearchDoc[];
  options: SearchClientOptions;
  /**
   * The entries' texts, split into files of a few kilobytes fetched only for the hits shown:
   * `<name>-<n>.json` next to this file (`search-text-<stamp>-<n>.json`), a {@link SearchTextFile}
   * holding the texts of the entries from `starts[n]` up to `starts[n + 1]`.
   */
  texts: { name: string; starts: number[] };
}

/**
 * Content of `lunr-index-<stamp>.json`: a lunr 2.3 index in a compact form. The search box
 * expands it into lunr's own serialization (`lunr.Index.load` input), recomputing the BM25 field
 * vectors exactly as `lunr.Builder` does, instead of downloading them.
 */
export interface CompactLunrIndex {
  /** Tells this form from lunr's own serialization. */
  format: 'folio-lunr-compact-1';
  /** lunr version the index was built with. */
  version: string;
  /** Field names, in lunr's order. */
  fields: string[];
  /** Boost of each field. */
  boosts: number[];
  /** BM25 parameters of the builder. */
  k1: number;
  b: number;
  /** Serialized search pipeline (`['stemmer']`). */
  pipeline: string[];
  /** Number of documents; their refs are `"0"` to `"docs - 1"`. */
  docs: number;
  /** Per field, the number of terms in each document's field. */
  lengths: number[][];
  /**
   * Every term, sorted, front-coded and space-separated: each term is one base-36 digit, the
   * number of leading characters it shares with the previous term (at most 35), then the rest.
   */
  terms: string;
  /**
   * Per field, the postings of every term in `terms` order, separated by `;`: comma-separated
   * documents as the difference from the previous document of the list, with `:tf` (the term's
   * count in that field) when it is above 1. Decimal numbers.
   */
  postings: string[];
}

/** Content of `search-text-<stamp>-<n>.json`: the texts of consecutive entries. */
export type SearchTextFile = string[];

/** One index (a docs version, or the blog) as the manifest lists it. */
export interface SearchIndexEntry {
  /** Version name for docs; `blog` (or the plugin's name) otherwise. */
  name: string;
  kind: 'docs' | 'other';
  /** Label shown next to hits when several indexes are searched. */
  label: string;
  /** Site path (no base URL) under which the pages of this index live: a docs version's shared prefix, `/blog`. */
  path: string;
  /** The docs plugin marked this version as the last (newest released) one. */
  isLast: boolean;
  /** URL of the search document file, relative to the manifest. */
  searchDoc: string;
  /** URL of the serialized lunr index, relative to the manifest. */
  lunrIndex: string;
  /** Number of search documents (pages plus sections). */
  docs: number;
  /** Byte sizes of the two files, raw and gzip-compressed. */
  bytes: { searchDoc: number; lunrIndex: number; searchDocGzip: number; lunrIndexGzip: number };
}

/** Content of `search/manifest.json`: fetched first, then the pairs the reader needs. */
export interface SearchManifest {
  indexes: SearchIndexEntry[];
}
