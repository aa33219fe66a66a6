import { createHash } from 'node:crypto';
import lunr from 'lunr';
import type { SearchDoc } from './format.ts';

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
 * Builds the lunr 2.3 index of one set of search documents. The page title is indexed only on
 * the page's opening entry and a heading only on its own section, so a title word ranks the page
 * itself first instead of every section of it. No position metadata: snippets are found in the
 * text itself, which keeps the index small. The search pipeline stored in the index stays lunr's
 * stemmer, so queries are stemmed as the text was. Pure (same input, same JSON).
 */
export function buildLunrIndex(docs: readonly SearchDoc[], boosts: FieldBoosts): lunr.Index {
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
  return lunr(function () {
    // Words arrive already trimmed, filtered and stemmed, so the per-token pipeline is empty.
    this.tokenizer = tokenize as typeof lunr.tokenizer;
    this.pipeline.reset();
    this.ref('id');
    this.field('title', { boost: boosts.title });
    this.field('section', { boost: boosts.section });
    this.field('text', { boost: boosts.text });
    for (const doc of docs) {
      this.add({ id: String(doc.id), title: doc.sectionId ? '' : doc.title, section: doc.section, text: doc.text });
    }
  });
}

/** Bumped when the index's shape changes (tokenizer, fields), so cached indexes are not reused. */
const INDEX_FORMAT = 'folio-search-index-3';

/** Serialized indexes by {@link indexKeyOf}: an in-memory map, or a folder in the cache. */
export interface IndexCache {
  get(key: string): string | undefined;
  set(key: string, json: string): void;
}

/**
 * What an index depends on, hashed: the indexed fields of every document (not URLs or versions),
 * the boosts and the format. Versions with the same text share one index build. Pure.
 */
export function indexKeyOf(docs: readonly SearchDoc[], boosts: FieldBoosts): string {
  const hash = createHash('sha256').update(INDEX_FORMAT).update(JSON.stringify(boosts));
  for (const doc of docs) hash.update(JSON.stringify([doc.id, doc.sectionId ? '' : doc.title, doc.section, doc.text]));
  return hash.digest('hex').slice(0, 32);
}

/** The serialized index of the documents, built once per distinct content. */
export function serializeLunrIndex(docs: readonly SearchDoc[], boosts: FieldBoosts, cache: IndexCache): string {
  const key = indexKeyOf(docs, boosts);
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const json = JSON.stringify(buildLunrIndex(docs, boosts));
  cache.set(key, json);
  return json;
}
