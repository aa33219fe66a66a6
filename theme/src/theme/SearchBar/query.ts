import type { Index } from 'lunr';
import type { SearchDoc } from '@folio/plugin-search';

/** One word of the query: as typed (lower-case) and its stem. */
export interface QueryTerm {
  text: string;
  stem: string;
}

/** The parts of the lunr module a query needs; passed in so this file stays free of the library. */
export interface LunrQueryApi {
  Query: { wildcard: { TRAILING: number } };
  Token: new (text: string, metadata: object) => object;
  stemmer(token: object): { toString(): string };
}

/** A ranked hit of one index. */
export interface RankedHit {
  doc: SearchDoc;
  /** lunr's score, for ties. */
  score: number;
  /** Query terms found in the document. */
  coverage: number;
  /** Sum over query terms of their best field: 3 title, 2 heading, 1 body. */
  fieldScore: number;
  /** Query terms matched exactly (as a whole stemmed word) rather than as a prefix only. */
  exact: number;
  /** Lower-case prefixes to mark: the typed terms and the index words they matched. */
  marks: string[];
}

const FIELD_WEIGHT: Record<string, number> = { title: 3, section: 2, text: 1 };
const MAX_TERMS = 10;

/** Where a query splits into words: the search plugin's `TOKEN_SEPARATOR`, which built the index (a test keeps them equal). */
export const QUERY_SEPARATOR = /[\s\-(),;:="'`<>{}[\]|/\\*&!?+@#$%^~]+|\.(?=[^\d\s.])/;

/** Lower-case words of a query, split as the index split the text, edges trimmed. Pure. */
export function tokenizeQuery(query: string): string[] {
  const words = query
    .toLowerCase()
    .split(QUERY_SEPARATOR)
    .map((w) => w.replace(/^\W+/, '').replace(/\W+$/, ''))
    .filter(Boolean);
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/** The query's words with their stems, as lunr's search pipeline would stem them. */
export function toQueryTerms(query: string, lunr: LunrQueryApi): QueryTerm[] {
  return tokenizeQuery(query).map((text) => ({ text, stem: lunr.stemmer(new lunr.Token(text, {})).toString() }));
}

/** Most index words one prefix expands to; the most frequent are kept, so a short prefix stays fast. */
export const MAX_PREFIX_EXPANSIONS = 12;

/** lunr 2.3 index internals the prefix expansion reads (public fields of `lunr.Index`). */
interface IndexInternals {
  tokenSet: { intersect(other: unknown): { toArray(): string[] } };
  invertedIndex: Record<string, Record<string, object> | undefined>;
}

/** The parts of the lunr module a prefix expansion needs (`TokenSet.fromString`, missing from lunr's typings). */
export interface LunrPrefixApi {
  TokenSet: object;
}

function documentFrequency(posting: Record<string, object> | undefined): number {
  if (!posting) return 0;
  let n = 0;
  for (const field in posting) if (field !== '_index') n += Object.keys(posting[field]!).length;
  return n;
}

/** Index words that start with `prefix`, other than `except`, the most frequent first, at most `max`. */
export function expandPrefix(index: Index, lunr: LunrPrefixApi, prefix: string, except: readonly string[], max = MAX_PREFIX_EXPANSIONS): string[] {
  const internals = index as unknown as IndexInternals;
  const query = (lunr.TokenSet as { fromString(text: string): unknown }).fromString(`${prefix}*`);
  const words = internals.tokenSet.intersect(query).toArray().filter((w) => !except.includes(w));
  if (words.length <= max) return words;
  return words
    .map((word) => ({ word, df: documentFrequency(internals.invertedIndex[word]) }))
    .sort((a, b) => b.df - a.df || (a.word < b.word ? -1 : 1))
    .slice(0, max)
    .map((w) => w.word);
}

/**
 * Runs a query. Every term matches as a whole (stemmed) word, boosted. The last term, the one
 * being typed, and any term that is no index word also match as a prefix, expanded to the most
 * frequent words it starts; a one-letter prefix only in titles and headings.
 */
export function runQuery(index: Index, lunr: LunrQueryApi & LunrPrefixApi, terms: readonly QueryTerm[]): Index.Result[] {
  if (!terms.length) return [];
  const vocabulary = (index as unknown as IndexInternals).invertedIndex;
  return index.query((q) => {
    terms.forEach((term, i) => {
      q.term(term.text, { boost: 10, usePipeline: true });
      const isLast = i === terms.length - 1;
      if (!isLast && Object.hasOwn(vocabulary, term.stem)) return;
      const fields = term.text.length > 1 ? undefined : ['title', 'section'];
      for (const word of expandPrefix(index, lunr, term.text, [term.stem])) q.term(word, { boost: 1, usePipeline: false, ...(fields ? { fields } : {}) });
    });
  });
}

/** Scores lunr results: more query terms found first, then title and heading matches, exact matches, lunr score. Pure. */
export function rankResults(results: readonly Pick<Index.Result, 'ref' | 'score' | 'matchData'>[], terms: readonly QueryTerm[], docs: readonly SearchDoc[]): RankedHit[] {
  const hits: RankedHit[] = [];
  for (const result of results) {
    const doc = docs[Number(result.ref)];
    if (!doc) continue;
    const metadata = result.matchData.metadata as Record<string, Record<string, unknown>>;
    const tokens = Object.keys(metadata);
    let coverage = 0;
    let fieldScore = 0;
    let exact = 0;
    const marks = new Set<string>();
    for (const term of terms) {
      const matched = tokens.filter((t) => t === term.stem || t === term.text || t.startsWith(term.text));
      if (!matched.length) continue;
      coverage++;
      marks.add(term.text);
      if (matched.some((t) => t === term.stem || t === term.text)) exact++;
      let best = 0;
      for (const token of matched) {
        marks.add(token);
        for (const field of Object.keys(metadata[token] ?? {})) best = Math.max(best, FIELD_WEIGHT[field] ?? 0);
      }
      fieldScore += best;
    }
    hits.push({ doc, score: result.score, coverage, fieldScore, exact, marks: [...marks] });
  }
  return hits;
}

/** Orders hits (of one or several indexes) and keeps those that match the most query terms. Pure. */
export function sortHits<H extends RankedHit>(hits: H[], maxHits: number): H[] {
  const best = hits.reduce((n, h) => Math.max(n, h.coverage), 0);
  return hits
    .filter((h) => h.coverage === best && best > 0)
    .sort((a, b) => b.fieldScore - a.fieldScore || b.exact - a.exact || b.score - a.score || a.doc.id - b.doc.id)
    .slice(0, maxHits);
}
