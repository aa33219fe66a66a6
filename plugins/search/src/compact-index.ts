import type { CompactLunrIndex } from './format.ts';

/**
 * The parts of a `lunr.Builder` (lunr 2.3) that documents have been added to, read to write the
 * compact index. These are the builder's own fields; lunr's typings name some of them wrongly.
 */
export interface LunrBuilderState {
  _fields: Record<string, { boost?: number }>;
  _documents: Record<string, { boost?: number }>;
  _k1: number;
  _b: number;
  documentCount: number;
  invertedIndex: Record<string, Record<string, unknown>>;
  /** Per `field/ref`, each term's count. */
  fieldTermFrequencies: Record<string, Record<string, number>>;
  /** Per `field/ref`, the number of terms. */
  fieldLengths: Record<string, number>;
  searchPipeline: { toJSON(): string[] };
}

/** Longest prefix one front-coded term can share with the previous one: one base-36 digit. */
const MAX_SHARED = 35;

/** Terms front-coded as {@link CompactLunrIndex.terms} says. Terms must be sorted and hold no space. Pure. */
export function frontCode(terms: readonly string[]): string {
  let previous = '';
  return terms
    .map((term) => {
      if (/\s/.test(term)) throw new Error(`A search term holds white space: ${JSON.stringify(term)}`);
      let shared = 0;
      while (shared < MAX_SHARED && shared < term.length && shared < previous.length && term[shared] === previous[shared]) shared++;
      previous = term;
      return shared.toString(36) + term.slice(shared);
    })
    .join(' ');
}

/** One term's documents in one field, in increasing order, with the term's count in each. */
export interface FieldPosting {
  docs: number[];
  counts: number[];
}

/**
 * What a compact index is made of, however it was counted: the builder's settings, each
 * document's field lengths, and per term its postings in every field.
 */
export interface IndexCounts extends Pick<CompactLunrIndex, 'fields' | 'boosts' | 'k1' | 'b' | 'pipeline' | 'docs' | 'lengths'> {
  /** Per term, its posting in each field (in `fields` order; empty where the field never holds it). */
  postings: Map<string, FieldPosting[]>;
}

/** One term's postings in one field: document deltas, `:tf` when above 1. */
function encodePostings({ docs, counts }: FieldPosting): string {
  let previous = 0;
  let out = '';
  for (let i = 0; i < docs.length; i++) {
    const doc = docs[i]!;
    const tf = counts[i]!;
    out += `${i ? ',' : ''}${doc - previous}${tf > 1 ? `:${tf}` : ''}`;
    previous = doc;
  }
  return out;
}

/**
 * The compact form of an index's counts: term counts and field lengths instead of lunr's field
 * vectors (which the search box recomputes, as `lunr.Builder` would), front-coded terms,
 * delta-coded postings. Pure.
 */
export function encodeCompactIndex(counts: IndexCounts, lunrVersion: string): CompactLunrIndex {
  const terms = [...counts.postings.keys()].sort();
  return {
    format: 'folio-lunr-compact-1',
    version: lunrVersion,
    fields: counts.fields,
    boosts: counts.boosts,
    k1: counts.k1,
    b: counts.b,
    pipeline: counts.pipeline,
    docs: counts.docs,
    lengths: counts.lengths,
    terms: frontCode(terms),
    postings: counts.fields.map((_, f) => terms.map((term) => encodePostings(counts.postings.get(term)![f]!)).join(';')),
  };
}

/**
 * The counts of a `lunr.Builder` that documents have been added to (refs `"0"`, `"1"`… in order,
 * without document boosts or metadata). Pure.
 */
export function countsOfBuilder(builder: LunrBuilderState): IndexCounts {
  const fields = Object.keys(builder._fields);
  const refs = Object.keys(builder._documents);
  refs.forEach((ref, i) => {
    if (ref !== String(i)) throw new Error(`The compact index needs refs 0, 1, 2… in order; document ${i} is "${ref}".`);
    if (builder._documents[ref]?.boost !== undefined) throw new Error('The compact index does not keep document boosts.');
  });
  const postings = new Map<string, FieldPosting[]>();
  for (const term of Object.keys(builder.invertedIndex)) {
    postings.set(term, fields.map((field) => {
      const docs = Object.keys(builder.invertedIndex[term]![field] as Record<string, object>).map(Number).sort((a, b) => a - b);
      return { docs, counts: docs.map((doc) => builder.fieldTermFrequencies[`${field}/${doc}`]![term]!) };
    }));
  }
  return {
    fields,
    // lunr reads a missing or zero boost as 1.
    boosts: fields.map((field) => builder._fields[field]!.boost || 1),
    k1: builder._k1,
    b: builder._b,
    pipeline: builder.searchPipeline.toJSON(),
    docs: builder.documentCount,
    lengths: fields.map((field) => refs.map((ref) => builder.fieldLengths[`${field}/${ref}`] ?? 0)),
    postings,
  };
}

/** The compact form of a lunr builder's index (see {@link encodeCompactIndex}, {@link countsOfBuilder}). Pure. */
export function compactLunrIndex(builder: LunrBuilderState, lunrVersion: string): CompactLunrIndex {
  return encodeCompactIndex(countsOfBuilder(builder), lunrVersion);
}
