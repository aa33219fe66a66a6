import { createHash } from 'node:crypto';
import lunr from 'lunr';
import { countsOfBuilder, encodeCompactIndex, type FieldPosting, type IndexCounts, type LunrBuilderState } from './compact-index.ts';
import { createTermLister } from './terms.ts';
import type { IndexDoc } from './documents.ts';

/** What the index reads of a search entry. */
export type IndexedFields = Pick<IndexDoc, 'id' | 'title' | 'section' | 'sectionId' | 'text'>;

/** Field boosts of the index. */
export interface FieldBoosts {
  title: number;
  section: number;
  text: number;
}

export { splitWords, TOKEN_SEPARATOR } from './terms.ts';

/** What each field indexes of a document: the title only on a page's opening entry. */
function fieldValuesOf(doc: IndexedFields): Record<string, string> {
  return { title: doc.sectionId ? '' : doc.title, section: doc.section, text: doc.text };
}

function checkOrder(doc: IndexedFields, i: number): void {
  if (doc.id !== i) throw new Error(`Search documents must be numbered in order: document ${i} has id ${doc.id}.`);
}

/**
 * A lunr 2.3 builder holding one set of search documents, not yet built. The page title is
 * indexed only on the page's opening entry and a heading only on its own section, so a title word
 * ranks the page itself first instead of every section of it. No position metadata: snippets are
 * found in the text itself. The search pipeline stays lunr's stemmer, so queries are stemmed as
 * the text was. Documents must be numbered 0, 1, 2… in order (their refs). Pure.
 */
export function createIndexBuilder(docs: readonly IndexedFields[], boosts: FieldBoosts): lunr.Builder {
  const termsOf = createTermLister();
  const tokenize = (value: unknown, metadata?: object): lunr.Token[] => termsOf(value).map((term) => new lunr.Token(term, metadata ?? {}));
  // What `lunr(config)` does, minus the indexing pipeline: words arrive already trimmed, filtered and stemmed.
  const builder = new lunr.Builder();
  builder.searchPipeline.add(lunr.stemmer);
  builder.tokenizer = tokenize as typeof lunr.tokenizer;
  builder.ref('id');
  builder.field('title', { boost: boosts.title });
  builder.field('section', { boost: boosts.section });
  builder.field('text', { boost: boosts.text });
  docs.forEach((doc, i) => {
    checkOrder(doc, i);
    builder.add({ id: String(doc.id), ...fieldValuesOf(doc) });
  });
  return builder;
}

/**
 * The counts of the index {@link createIndexBuilder} builds, counted directly: the same terms,
 * postings and field lengths without lunr's per-posting objects (several times less work and
 * garbage). Pure.
 */
export function countIndexTerms(docs: readonly IndexedFields[], boosts: FieldBoosts): IndexCounts {
  const settings = countsOfBuilder(createIndexBuilder([], boosts) as unknown as LunrBuilderState);
  const termsOf = createTermLister();
  const { fields } = settings;
  const lengths = fields.map((): number[] => []);
  const postings = new Map<string, FieldPosting[]>();
  docs.forEach((doc, i) => {
    checkOrder(doc, i);
    const values = fieldValuesOf(doc);
    fields.forEach((field, f) => {
      const terms = termsOf(values[field]);
      lengths[f]!.push(terms.length);
      for (const term of terms) {
        let perField = postings.get(term);
        if (!perField) postings.set(term, (perField = fields.map(() => ({ docs: [], counts: [] }))));
        const posting = perField[f]!;
        const last = posting.docs.length - 1;
        if (posting.docs[last] === i) posting.counts[last]!++;
        else {
          posting.docs.push(i);
          posting.counts.push(1);
        }
      }
    });
  });
  return { ...settings, docs: docs.length, lengths, postings };
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
  const json = JSON.stringify(encodeCompactIndex(countIndexTerms(docs, boosts), lunr.version));
  cache.set(key, json);
  return json;
}
