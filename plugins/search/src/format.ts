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

/** One searchable entry: a page's opening text, or one of its h2/h3 sections. */
export interface SearchDoc {
  /** Position in `searchDocs`; the lunr document ref. */
  id: number;
  /** Page title (its h1). */
  title: string;
  /** Section heading; empty for the page's opening text. */
  section: string;
  /** Anchor id of the section heading; empty for the page's opening text. */
  sectionId: string;
  /** Plain text of the section, whitespace collapsed and bounded in length. */
  text: string;
  /** Page URL (with the base URL) plus `#sectionId` for sections. */
  url: string;
  /** Docs version name, or the name of the non-docs index (`blog`). */
  version: string;
}

/** Content of `search-doc-<stamp>.json`. */
export interface SearchDocFile {
  searchDocs: SearchDoc[];
  options: SearchClientOptions;
}

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
