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

/** One term's postings in one field: document deltas, `:tf` when above 1. */
function encodePostings(docs: number[], frequencies: (doc: number) => number): string {
  let previous = 0;
  return docs
    .map((doc) => {
      const tf = frequencies(doc);
      const item = `${doc - previous}${tf > 1 ? `:${tf}` : ''}`;
      previous = doc;
      return item;
    })
    .join(',');
}

/**
 * The compact form of a lunr index: term counts and field lengths instead of lunr's field vectors
 * (which the search box recomputes, as `lunr.Builder` would), front-coded terms, delta-coded
 * postings. Documents must have been added with refs `"0"`, `"1"`… in order, without document
 * boosts or metadata. Pure.
 */
export function compactLunrIndex(builder: LunrBuilderState, lunrVersion: string): CompactLunrIndex {
  const fields = Object.keys(builder._fields);
  const refs = Object.keys(builder._documents);
  refs.forEach((ref, i) => {
    if (ref !== String(i)) throw new Error(`The compact index needs refs 0, 1, 2… in order; document ${i} is "${ref}".`);
    if (builder._documents[ref]?.boost !== undefined) throw new Error('The compact index does not keep document boosts.');
  });
  const terms = Object.keys(builder.invertedIndex).sort();
  const postings = fields.map((field) =>
    terms
      .map((term) => {
        const posting = builder.invertedIndex[term]![field] as Record<string, object>;
        const docs = Object.keys(posting).map(Number).sort((a, b) => a - b);
        return encodePostings(docs, (doc) => builder.fieldTermFrequencies[`${field}/${doc}`]![term]!);
      })
      .join(';'),
  );
  return {
    format: 'folio-lunr-compact-1',
    version: lunrVersion,
    fields,
    // lunr reads a missing or zero boost as 1.
    boosts: fields.map((field) => builder._fields[field]!.boost || 1),
    k1: builder._k1,
    b: builder._b,
    pipeline: builder.searchPipeline.toJSON(),
    docs: builder.documentCount,
    lengths: fields.map((field) => refs.map((ref) => builder.fieldLengths[`${field}/${ref}`] ?? 0)),
    terms: frontCode(terms),
    postings,
  };
}
