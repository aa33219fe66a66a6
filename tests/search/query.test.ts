import lunr from 'lunr';
import { describe, expect, it } from 'vitest';
import { compactLunrIndex, type LunrBuilderState } from '../../plugins/search/src/compact-index.ts';
import { buildLunrIndex, createIndexBuilder, splitWords, TOKEN_SEPARATOR } from '../../plugins/search/src/lunr-index.ts';
import { expandLunrIndex } from '../../theme/src/theme/SearchBar/expand-index.ts';
import type { IndexDoc } from '../../plugins/search/src/documents.ts';
import { expandPrefix, QUERY_SEPARATOR, sortedVocabulary, wordsWithPrefix, rankResults, runQuery, sortHits, toQueryTerms, tokenizeQuery, type RankedHit } from '../../theme/src/theme/SearchBar/query.ts';

const doc = (id: number, title: string, section: string, text: string): IndexDoc => ({ id, title, section, sectionId: section ? section.toLowerCase() : '', text, url: `/docs/${id}`, version: 'v1' });
const docs = [
  doc(0, 'Installation', '', 'Install the tool before tracing anything.'),
  doc(1, 'Installation', 'Kubernetes', 'Deploy with the kubectl plugin.'),
  doc(2, 'Tracing', '', 'The tracer gadget follows processes; see the installation guide.'),
  doc(3, 'Networking', 'Tracing DNS', 'Watch DNS queries from pods.'),
  doc(4, 'Security', '', 'Run gadgets with the least privileges.'),
  doc(5, 'trace_exec', '', 'Follows new processes.'),
];
const index = buildLunrIndex(docs, { title: 10, section: 5, text: 1 });
/** The index as the search box loads it: written compact by the plugin, expanded in the browser. */
const shipped = lunr.Index.load(expandLunrIndex(JSON.parse(JSON.stringify(compactLunrIndex(createIndexBuilder(docs, { title: 10, section: 5, text: 1 }) as unknown as LunrBuilderState, lunr.version)))));
const terms = (query: string) => toQueryTerms(query, lunr);
const searchIn = (on: lunr.Index) => (query: string, max = 10) => sortHits(rankResults(runQuery(on, lunr, terms(query)), terms(query), docs), max);

describe('tokenizing', () => {
  it('splits queries exactly as the index split the text', () => {
    expect(QUERY_SEPARATOR.source).toBe(TOKEN_SEPARATOR.source);
  });

  it('splits code punctuation and dotted names, keeps versions and snake_case whole', () => {
    expect(splitWords('gadgetCtx.GetDataSource("name", x) v0.43.0 trace_exec run/docker.sock a=b')).toEqual([
      'gadgetctx',
      'getdatasource',
      'name',
      'x',
      'v0.43.0',
      'trace_exec',
      'run',
      'docker',
      'sock',
      'a',
      'b',
    ]);
    expect(tokenizeQuery('gadgetCtx.GetDataSource(name')).toEqual(['gadgetctx', 'getdatasource', 'name']);
  });
});

describe('tokenizeQuery', () => {
  it('lower-cases, splits on spaces, hyphens and punctuation, drops duplicates and wildcards', () => {
    expect(tokenizeQuery('  Trace-Exec, "DNS" dns  k8s* ')).toEqual(['trace', 'exec', 'dns', 'k8s']);
    expect(tokenizeQuery('  ')).toEqual([]);
  });
});

describe.each([
  ['lunr’s own index', index],
  ['the shipped compact index', shipped],
])('search ranking on %s', (_, on) => {
  const search = searchIn(on);
  it('ranks title matches above heading matches above body matches', () => {
    expect(search('tracing').map((h) => h.doc.id)).toEqual([2, 5, 3, 0]);
  });

  it('matches prefixes while typing, and exact words above prefixes', () => {
    expect(search('instal').map((h) => h.doc.id)).toEqual([0, 2]);
    expect(search('kube').map((h) => h.doc.id)).toEqual([1]);
    // "trace" is exact for "tracing" (same stem) on 2 and 3, a prefix only of "tracer".
    expect(search('trace').map((h) => h.doc.id)).toEqual([2, 5, 3, 0]);
  });

  it('finds snake_case names whole and by their parts', () => {
    expect(search('trace_exec').map((h) => h.doc.id)).toEqual([5]);
    expect(search('trace exec').map((h) => h.doc.id)[0]).toBe(5);
  });

  it('keeps only the hits that contain every word when some do', () => {
    expect(search('dns pods').map((h) => h.doc.id)).toEqual([3]);
    expect(search('dns zzzz').map((h) => h.doc.id)).toEqual([3]);
  });

  it('returns nothing for no match and at most maxHits', () => {
    expect(search('zzzz')).toEqual([]);
    expect(search('gadg')).toHaveLength(2);
    expect(search('gadg', 1)).toHaveLength(1);
  });

  it('reports which words to mark: the typed words and the index words they matched', () => {
    const [hit] = search('tracer gadg');
    expect(hit?.doc.id).toBe(2);
    expect(hit?.marks.sort()).toEqual(['gadg', 'gadget', 'tracer']);
  });
});

describe('sortHits', () => {
  const hit = (id: number, extra: Partial<RankedHit>): RankedHit => ({ doc: docs[id]!, score: 1, coverage: 1, fieldScore: 1, exact: 0, marks: [], ...extra });
  it('orders by coverage, field, exactness, score, then id', () => {
    const hits = [hit(0, { score: 5 }), hit(1, { fieldScore: 3 }), hit(2, { exact: 1 }), hit(3, { coverage: 0 }), hit(4, { score: 5 })];
    expect(sortHits(hits, 10).map((h) => h.doc.id)).toEqual([1, 2, 0, 4]);
  });
});

describe('expandPrefix', () => {
  const many = buildLunrIndex(
    Array.from({ length: 30 }, (_, i) => doc(i, `Page ${i}`, '', `trace${String.fromCharCode(97 + (i % 26))} ${i < 5 ? 'tracezz' : ''} tracer`)),
    { title: 10, section: 5, text: 1 },
  );

  it('lists the index words a prefix starts, except the given ones', () => {
    expect(expandPrefix(index, 'instal', []).sort()).toEqual(['instal']);
    expect(expandPrefix(index, 'trac', ['trace']).sort()).toEqual(['trace_exec', 'tracer']);
  });

  it('keeps the most frequent words when a prefix matches many', () => {
    const words = expandPrefix(many, 'trace', [], 3);
    expect(words).toHaveLength(3);
    expect(words.slice(0, 2)).toEqual(['tracer', 'tracezz']);
    expect(expandPrefix(many, 'trace', []).length).toBe(12);
  });
});
