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

/** lunr's tokenizer with {@link TOKEN_SEPARATOR} instead of lunr's space-and-hyphen default. */
export function tokenize(value: unknown, metadata?: object): lunr.Token[] {
  if (value === null || value === undefined) return [];
  return String(value)
    .toLowerCase()
    .split(TOKEN_SEPARATOR)
    .filter(Boolean)
    .map((text, index) => new lunr.Token(text, { ...metadata, index }));
}

/**
 * Builds the lunr 2.3 index of one set of search documents. The page title is indexed only on
 * the page's opening entry and a heading only on its own section, so a title word ranks the page
 * itself first instead of every section of it. No position metadata: snippets are found in the
 * text itself, which keeps the index small. Pure (same input, same JSON).
 */
export function buildLunrIndex(docs: SearchDoc[], boosts: FieldBoosts): lunr.Index {
  return lunr(function () {
    this.tokenizer = tokenize as typeof lunr.tokenizer;
    this.ref('id');
    this.field('title', { boost: boosts.title });
    this.field('section', { boost: boosts.section });
    this.field('text', { boost: boosts.text });
    for (const doc of docs) {
      this.add({ id: String(doc.id), title: doc.sectionId ? '' : doc.title, section: doc.section, text: doc.text });
    }
  });
}
