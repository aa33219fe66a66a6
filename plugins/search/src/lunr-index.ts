import { createHash } from 'node:crypto';
import lunr from 'lunr';
import { compactLunrIndex, type LunrBuilderState } from './compact-index.ts';
import type { IndexDoc } from './documents.ts';

/** What the index reads of a search entry. */
export type IndexedFields = Pick<IndexDoc, 'id' | 'title' | 'section' | 'sectionId' | 'text'>;

/** Field boosts of the index. */
export interface FieldBoosts {
  title: number;
  section: number;
  text: number;
}

/**
 * Where text splits into words: spaces, hyphens and the punctuation of code (brackets, quotes,
 * slashes, operators), and a dot before a letter (`runtime.containerName`), so code samples do
 * not add one-off tokens like `gadgetctx.getdatasource(name`. Version numbers (`0.43.0`) and
 * snake_case names (`trace_exec`) stay whole. The search box splits queries the same way.
 */
export const TOKEN_SEPARATOR = /[\s\-(),;:="'`<>{}[\]|/\\*&!?+@#$%^~]+|\.(?=[^\d\s.])/;

/** Lower-case words of a text, split at {@link TOKEN_SEPARATOR}. Pure. */
export function splitWords(value: string): string[] {
  return value.toLowerCase().split(TOKEN_SEPARATOR).filter(Boolean);
}

/**
 * lunr's indexing pipeline (trimmer, stop-word filter, Porter stemmer) for one word, memoized:
 * a site repeats the same few thousand words, and running the pipeline once per distinct word
 * makes the build several times faster with the very same terms. `null` drops the word.
 */
function createTermMaker(): (word: string) => string | null {
  const memo = new Map<string, string | null>();
  return (word) => {
    let term = memo.get(word);
    if (term === undefined) {
      const trimmed = word.replace(/^\W+/, '').replace(/\W+$/, '');
      const kept = trimmed ? lunr.stopWordFilter(new lunr.Token(trimmed, {})) : undefined;
      term = kept ? lunr.stemmer(kept).toString() || null : null;
      memo.set(word, term);
    }
    return term;
  };
}

/**
 * A lunr 2.3 builder holding one set of search documents, not yet built. The page title is
 * indexed only on the page's opening entry and a heading only on its own section, so a title word
 * ranks the page itself first instead of every section of it. No position metadata: snippets are
 * found in the text itself. The search pipeline stays lunr's stemmer, so queries are stemmed as
 * the text was. Documents must be numbered 0, 1, 2… in order (their refs). Pure.
 */
export function createIndexBuilder(docs: readonly IndexedFields[], boosts: FieldBoosts): lunr.Builder {
  const toTerm = createTermMaker();
  const tokenize = (value: unknown, metadata?: object): lunr.Token[] => {
    const tokens: lunr.Token[] = [];
    const add = (word: string) => {
      const term = toTerm(word);
      if (term) tokens.push(new lunr.Token(term, metadata ?? {}));
    };
    for (const word of splitWords(value === null || value === undefined ? '' : String(value))) {
      add(word);
      // snake_case names are found whole (`trace_exec`) and by their parts (`trace exec`).
      if (word.includes('_')) for (const part of word.split('_')) if (part) add(part);
    }
    return tokens;
  };
  // What `lunr(config)` does, minus the indexing pipeline: words arrive already trimmed, filtered and stemmed.
  const builder = new lunr.Builder();
  builder.searchPipeline.add(lunr.stemmer);
  builder.tokenizer = tokenize as typeof lunr.tokenizer;
  builder.ref('id');
  builder.field('title', { boost: boosts.title });
  builder.field('section', { boost: boosts.section });
  builder.field('text', { boost: boosts.text });
  docs.forEach((doc, i) => {
    if (doc.id !== i) throw new Error(`Search documents must be numbered in order: document ${i} has id ${doc.id}.`);
    builder.add({ id: String(doc.id), title: doc.sectionId ? '' : doc.title, section: doc.section, text: doc.text });
  });
  return builder;
}

/** The lunr 2.3 index of one set of search documents (see {@link createIndexBuilder}). Pure. */
export function buildLunrIndex(docs: readonly IndexedFields[], boosts: FieldBoosts): lunr.Index {
  return createIndexBuilder(docs, boosts).build();
}

/** Bumped when the index's shape changes (tokenizer, fields), so cached indexes are not reused. */
const INDEX_FORMAT = 'folio-search-index-4';

/** Serialized indexes by {@link indexKeyOf}: an in-memory map, or a folder in the cache. */
export interface IndexCache {
  get(key: string): string | undefined;
  set(key: string, json: string): void;
}

/**
 * What an index depends on, hashed: the indexed fields of every document (not URLs or versions),
 * the boosts and the format. Versions with the same text share one index build. Pure.
 */
export function indexKeyOf(docs: readonly IndexedFields[], boosts: FieldBoosts): string {
  const hash = createHash('sha256').update(INDEX_FORMAT).update(JSON.stringify(boosts));
  for (const doc of docs) hash.update(JSON.stringify([doc.id, doc.sectionId ? '' : doc.title, doc.section, doc.text]));
  return hash.digest('hex').slice(0, 32);
}

/** The index of the documents in its compact serialization, built once per distinct content. */
export function serializeLunrIndex(docs: readonly IndexedFields[], boosts: FieldBoosts, cache: IndexCache): string {
  const key = indexKeyOf(docs, boosts);
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const json = JSON.stringify(compactLunrIndex(createIndexBuilder(docs, boosts) as unknown as LunrBuilderState, lunr.version));
  cache.set(key, json);
  return json;
}
