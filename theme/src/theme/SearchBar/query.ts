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

/** lunr 2.3 index internals the prefix expansion reads (a public field of `lunr.Index`). */
interface IndexInternals {
  invertedIndex: Record<string, Record<string, object> | undefined>;
}

/** Each index's words in code-unit order, made once per index (see sortedVocabulary). */
const vocabularies = new WeakMap<Index, string[]>();

/**
 * The index's words, sorted, for prefix lookups by binary search: a few comparisons instead of
 * walking lunr's token automaton, which made a page's first query cost milliseconds more than the
 * next ones. Call it when the index loads so the first query finds it made.
 */
export function sortedVocabulary(index: Index): string[] {
  let words = vocabularies.get(index);
  if (!words) {
    words = Object.keys((index as unknown as IndexInternals).invertedIndex).sort();
    vocabularies.set(index, words);
  }
  return words;
}

/** The words of a sorted list that start with `prefix`, in order. Pure. */
export function wordsWithPrefix(sorted: readonly string[], prefix: string): string[] {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  const words: string[] = [];
  for (let i = low; i < sorted.length && sorted[i]!.startsWith(prefix); i++) words.push(sorted[i]!);
  return words;
}

function documentFrequency(posting: Record<string, object> | undefined): number {
  if (!posting) return 0;
  let n = 0;
  for (const field in posting) if (field !== '_index') n += Object.keys(posting[field]!).length;
  return n;
}

/** Index words that start with `prefix`, other than `except`, the most frequent first, at most `max`. */
export function expandPrefix(index: Index, prefix: string, except: readonly string[], max = MAX_PREFIX_EXPANSIONS): string[] {
  const words = wordsWithPrefix(sortedVocabulary(index), prefix).filter((w) => !except.includes(w));
  if (words.length <= max) return words;
  const inverted = (index as unknown as IndexInternals).invertedIndex;
  return words
    .map((word) => ({ word, df: documentFrequency(inverted[word]) }))
    .sort((a, b) => b.df - a.df || (a.word < b.word ? -1 : 1))
    .slice(0, max)
    .map((w) => w.word);
}

/**
 * Runs a query. Every term matches as a whole (stemmed) word, boosted. The last term, the one
 * being typed, and any term that is no index word also match as a prefix, expanded to the most
 * frequent words it starts; a one-letter prefix only in titles and headings.
 */
export function runQuery(index: Index, lunr: LunrQueryApi, terms: readonly QueryTerm[]): Index.Result[] {
  if (!terms.length) return [];
  const vocabulary = (index as unknown as IndexInternals).invertedIndex;
  return index.query((q) => {
    terms.forEach((term, i) => {
      q.term(term.text, { boost: 10, usePipeline: true });
      const isLast = i === terms.length - 1;
      if (!isLast && Object.hasOwn(vocabulary, term.stem)) return;
      const fields = term.text.length > 1 ? undefined : ['title', 'section'];
      for (const word of expandPrefix(index, term.text, [term.stem])) q.term(word, { boost: 1, usePipeline: false, ...(fields ? { fields } : {}) });
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
