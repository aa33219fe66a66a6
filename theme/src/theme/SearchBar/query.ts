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

/** Lower-case words of a query, split like lunr splits text (space, hyphen), edges trimmed. Pure. */
export function tokenizeQuery(query: string): string[] {
  const words = query
    .toLowerCase()
    .split(/[\s\-]+/)
    .map((w) => w.replace(/\*/g, '').replace(/^\W+/, '').replace(/\W+$/, ''))
    .filter(Boolean);
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/** Runs a query: each term matches as a whole (stemmed) word, boosted, or as a word prefix. */
export function runQuery(index: Index, lunr: LunrQueryApi, terms: readonly QueryTerm[]): Index.Result[] {
  if (!terms.length) return [];
  return index.query((q) => {
    for (const term of terms) {
      q.term(term.text, { boost: 10, usePipeline: true });
      // A one-letter prefix matches half the vocabulary; only allow it when it is all there is.
      if (term.text.length > 1 || terms.length === 1) q.term(term.text, { boost: 1, usePipeline: false, wildcard: lunr.Query.wildcard.TRAILING });
    }
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
