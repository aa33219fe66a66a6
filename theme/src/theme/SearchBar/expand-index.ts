import type { CompactLunrIndex } from '@folio/plugin-search';

/** lunr 2.3's own serialization of an index: what `lunr.Index.load` reads. */
export interface SerializedLunrIndex {
  version: string;
  fields: string[];
  fieldVectors: [string, number[]][];
  invertedIndex: [string, Record<string, number | Record<string, object>>][];
  pipeline: string[];
}

/** Reads front-coded terms back (see `CompactLunrIndex.terms`). Pure. */
export function decodeTerms(coded: string): string[] {
  if (!coded) return [];
  let previous = '';
  return coded.split(' ').map((item) => {
    previous = previous.slice(0, parseInt(item[0]!, 36)) + item.slice(1);
    return previous;
  });
}

/** lunr's inverse document frequency (`lunr.idf`), from the number of field postings of a term. */
function idf(postings: number, documentCount: number): number {
  const x = (documentCount - postings + 0.5) / (postings + 0.5);
  return Math.log(1 + Math.abs(x));
}

const DIGIT_0 = 48;
const COLON = 58;
const SEMICOLON = 59;

/**
 * Reads one field's postings (see `CompactLunrIndex.postings`) term by term with a single scan
 * and no splitting: each `nextTerm` call reports that term's (document, count) pairs.
 */
class PostingScanner {
  private at = 0;
  constructor(private readonly list: string) {}

  nextTerm(add: (doc: number, tf: number) => void): void {
    const { list } = this;
    let doc = 0;
    let number = 0;
    let tf = 0;
    let inCount = false;
    let inItem = false;
    for (; this.at <= list.length; this.at++) {
      const c = this.at < list.length ? list.charCodeAt(this.at) : SEMICOLON;
      if (c >= DIGIT_0 && c <= DIGIT_0 + 9) {
        if (inCount) tf = tf * 10 + c - DIGIT_0;
        else number = number * 10 + c - DIGIT_0;
        inItem = true;
      } else if (c === COLON) {
        inCount = true;
        tf = 0;
      } else {
        // A comma ends a document, a semicolon the term.
        if (inItem) add((doc += number), inCount ? tf : 1);
        number = 0;
        inCount = false;
        inItem = false;
        if (c === SEMICOLON) break;
      }
    }
    this.at++;
  }
}

/**
 * Expands the compact index the search plugin writes into lunr 2.3's serialization, computing
 * each field vector as `lunr.Builder#createFieldVectors` does (BM25 with the stored k1 and b, the
 * field boost, three decimals), so the loaded index scores exactly as one lunr built. Terms are
 * numbered in sorted order (lunr numbers them as first met; the numbers only pair vector entries).
 * The inverted index is written as JSON text and parsed: its tens of thousands of posting objects
 * keyed by document number come out of `JSON.parse` about twice as fast as out of property
 * assignments. Pure.
 */
export function expandLunrIndex(compact: CompactLunrIndex): SerializedLunrIndex {
  if (compact.format !== 'folio-lunr-compact-1') throw new Error(`Unknown search index format: ${String(compact.format)}`);
  const { fields, docs: documentCount, k1, b } = compact;
  const terms = decodeTerms(compact.terms);
  const scanners = fields.map((_, f) => new PostingScanner(compact.postings[f] ?? ''));
  const fieldNames = fields.map((field) => JSON.stringify(field));
  /** Per field, per document: [termIndex, tf, termIndex, tf…] in term order. */
  const frequencies = fields.map(() => Array.from({ length: documentCount }, (): number[] => []));
  const idfs = new Array<number>(terms.length);
  let inverted = '';
  terms.forEach((term, t) => {
    let postings = 0;
    inverted += `${t ? ',' : ''}[${JSON.stringify(term)},{"_index":${t}`;
    fields.forEach((_, f) => {
      let members = '';
      scanners[f]!.nextTerm((doc, tf) => {
        members += `${members ? ',' : ''}"${doc}":{}`;
        frequencies[f]![doc]!.push(t, tf);
        postings++;
      });
      inverted += `,${fieldNames[f]}:{${members}}`;
    });
    inverted += '}]';
    idfs[t] = idf(postings, documentCount);
  });
  const averages = compact.lengths.map((lengths) => lengths.reduce((sum, n) => sum + n, 0) / documentCount);
  const fieldVectors: SerializedLunrIndex['fieldVectors'] = [];
  for (let doc = 0; doc < documentCount; doc++) {
    for (let f = 0; f < fields.length; f++) {
      const fieldLength = compact.lengths[f]![doc]!;
      const entries = frequencies[f]![doc]!;
      for (let i = 0; i < entries.length; i += 2) {
        const tf = entries[i + 1]!;
        // The very expression and order of lunr 2.3.9's builder, so every float comes out the same.
        let score = (idfs[entries[i]!]! * ((k1 + 1) * tf)) / (k1 * (1 - b + b * (fieldLength / averages[f]!)) + tf);
        score *= compact.boosts[f]!;
        // The term counts turn into the scores in place: [termIndex, score…] is a lunr vector.
        entries[i + 1] = Math.round(score * 1000) / 1000;
      }
      fieldVectors.push([`${fields[f]}/${doc}`, entries]);
    }
  }
  return {
    version: compact.version,
    fields,
    fieldVectors,
    invertedIndex: JSON.parse(`[${inverted}]`) as SerializedLunrIndex['invertedIndex'],
    pipeline: compact.pipeline,
  };
}
