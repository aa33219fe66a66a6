import lunr from 'lunr';
import { describe, expect, it } from 'vitest';
import { compactLunrIndex, encodeCompactIndex, frontCode, type LunrBuilderState } from '../../plugins/search/src/compact-index.ts';
import type { CompactLunrIndex } from '../../plugins/search/src/format.ts';
import { buildLunrIndex, countIndexTerms, createIndexBuilder, serializeLunrIndex, type IndexedFields } from '../../plugins/search/src/lunr-index.ts';
import { decodeTerms, expandLunrIndex, type SerializedLunrIndex } from '../../theme/src/theme/SearchBar/expand-index.ts';

const boosts = { title: 10, section: 5, text: 1 };
const words = ['gadget', 'trace', 'tracing', 'exec', 'trace_exec', 'kubectl', 'v0.43.0', 'dns', 'network', 'policy', 'über', '東京', 'seccomp', 'profile', '0.0.0.0', 'constructor', '__proto__', 'container', 'containers', 'namespace'];

/** A corpus with pages and sections, repeated words (term counts above 1) and uneven lengths. */
function corpus(pages: number): IndexedFields[] {
  const docs: IndexedFields[] = [];
  let seed = 7;
  const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  const sentence = (n: number) => Array.from({ length: n }, () => words[Math.floor(next() * words.length)]).join(' ');
  for (let p = 0; p < pages; p++) {
    const title = `${sentence(2)} page ${p}`;
    docs.push({ id: docs.length, title, section: '', sectionId: '', text: sentence(5 + Math.floor(next() * 60)) });
    for (let s = 0; s < 3; s++) docs.push({ id: docs.length, title, section: sentence(1 + s), sectionId: `s${s}`, text: s === 2 ? '' : sentence(Math.floor(next() * 120)) });
  }
  return docs;
}

/** Words that lunr's object keys and pipeline treat specially: numbers, stop words, bare punctuation, snake_case edges. */
const oddWords = ['2', '10', '010', 'the', 'and', '...', '_', 'a_b_', '__init__', 'hasOwnProperty', 'toString', '_index', 'Déjà-vu', 'x.y.z', 'trace_exec_'];

const compactOf = (docs: IndexedFields[]): CompactLunrIndex => JSON.parse(JSON.stringify(compactLunrIndex(createIndexBuilder(docs, boosts) as unknown as LunrBuilderState, lunr.version)));

/** Field vectors by field ref and term (term numbers differ: lunr numbers terms as first met, the expansion in sorted order). */
function vectorsByTerm(serialized: Pick<SerializedLunrIndex, 'fieldVectors' | 'invertedIndex'>): Record<string, Record<string, number>> {
  const termOf = new Map(serialized.invertedIndex.map(([term, posting]) => [posting._index as number, term]));
  const out: Record<string, Record<string, number>> = {};
  for (const [ref, elements] of serialized.fieldVectors) {
    out[ref] = {};
    for (let i = 0; i < elements.length; i += 2) out[ref]![termOf.get(elements[i]!)!] = elements[i + 1]!;
  }
  return out;
}

const withoutTermNumbers = (serialized: Pick<SerializedLunrIndex, 'invertedIndex'>) => serialized.invertedIndex.map(([term, { _index, ...fields }]) => [term, fields]);

describe('the compact lunr index', () => {
  const docs = corpus(60);
  const reference = JSON.parse(JSON.stringify(buildLunrIndex(docs, boosts))) as SerializedLunrIndex;
  const expanded = expandLunrIndex(compactOf(docs));

  it('expands into the very index lunr builds: same terms, postings, fields, pipeline and every field-vector score', () => {
    expect(expanded.version).toBe(reference.version);
    expect(expanded.fields).toEqual(reference.fields);
    expect(expanded.pipeline).toEqual(['stemmer']);
    expect(expanded.pipeline).toEqual(reference.pipeline);
    expect(withoutTermNumbers(expanded)).toEqual(withoutTermNumbers(reference));
    expect(expanded.fieldVectors.map(([ref]) => ref)).toEqual(reference.fieldVectors.map(([ref]) => ref));
    expect(vectorsByTerm(expanded)).toEqual(vectorsByTerm(reference));
    expect(expanded.invertedIndex.map(([, p]) => p._index)).toEqual(expanded.invertedIndex.map((_, i) => i));
  });

  it('loads into lunr and answers every query with the same documents and scores as lunr’s own index', () => {
    const own = lunr.Index.load(reference);
    const compact = lunr.Index.load(expanded);
    for (const query of ['gadget', 'trace*', 'trace_exec', 'über', '東京', 'constructor', 'policy network', 'title:dns', 'contain*', 'v0.43.0', 'nothing']) {
      const a = own.search(query);
      const b = compact.search(query);
      expect(b.map((r) => r.ref), query).toEqual(a.map((r) => r.ref));
      b.forEach((r, i) => expect(r.score).toBeCloseTo(a[i]!.score, 12));
    }
  });

  it('is several times smaller than lunr’s serialization', () => {
    const docsOfSite = corpus(300);
    const compactBytes = JSON.stringify(compactOf(docsOfSite)).length;
    const lunrBytes = JSON.stringify(buildLunrIndex(docsOfSite, boosts)).length;
    expect(compactBytes * 4).toBeLessThan(lunrBytes);
  });

  it('handles an empty index', () => {
    const empty = expandLunrIndex(compactOf([]));
    expect(empty).toMatchObject({ fieldVectors: [], invertedIndex: [] });
    expect(lunr.Index.load(empty).search('x')).toEqual([]);
  });

  it('counted directly, is byte for byte the one lunr’s builder gives (what the build writes)', () => {
    const odd: IndexedFields[] = oddWords.map((word, id) => ({ id, title: `${word} ${oddWords[(id + 3) % oddWords.length]}`, section: id % 2 ? word : '', sectionId: id % 3 ? `s${id}` : '', text: `${word} ${word} and ${oddWords.join(' ')}` }));
    for (const set of [docs, corpus(250), odd, []]) {
      const direct = JSON.stringify(encodeCompactIndex(countIndexTerms(set, boosts), lunr.version));
      expect(direct).toBe(JSON.stringify(compactOf(set)));
      expect(serializeLunrIndex(set, boosts, { get: () => undefined, set: () => undefined })).toBe(direct);
    }
  });

  it('refuses documents out of order and an unknown format', () => {
    expect(() => countIndexTerms([{ id: 1, title: 'a', section: '', sectionId: '', text: '' }], boosts)).toThrow(/numbered in order/);
    expect(() => createIndexBuilder([{ id: 1, title: 'a', section: '', sectionId: '', text: '' }], boosts)).toThrow(/numbered in order/);
    expect(() => expandLunrIndex({ ...compactOf([]), format: 'other' as 'folio-lunr-compact-1' })).toThrow(/Unknown search index format/);
  });
});

describe('front-coded terms', () => {
  it('read back as written, including long shared prefixes, digits and non-Latin text', () => {
    const long = 'a'.repeat(50);
    const terms = ['0', '0.0.0.0', '01', `${long}b`, `${long}c`, 'gadget', 'gadgetctx', 'über', '東京', '東京都'];
    const coded = frontCode(terms);
    expect(coded.split(' ').slice(0, 3)).toEqual(['00', '1.0.0.0', '11']);
    expect(decodeTerms(coded)).toEqual(terms);
    expect(decodeTerms(frontCode([]))).toEqual([]);
  });

  it('refuses a term with white space, which would break the list', () => {
    expect(() => frontCode(['a b'])).toThrow(/white space/);
  });
});
