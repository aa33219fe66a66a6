import lunr from 'lunr';
import type { SearchDoc } from './format.ts';

/** Field boosts of the index. */
export interface FieldBoosts {
  title: number;
  section: number;
  text: number;
}

/**
 * Builds the lunr 2.3 index of one set of search documents. The page title is indexed only on
 * the page's opening entry and a heading only on its own section, so a title word ranks the page
 * itself first instead of every section of it. No position metadata: snippets are found in the
 * text itself, which keeps the index small. Pure (same input, same JSON).
 */
export function buildLunrIndex(docs: SearchDoc[], boosts: FieldBoosts): lunr.Index {
  return lunr(function () {
    this.ref('id');
    this.field('title', { boost: boosts.title });
    this.field('section', { boost: boosts.section });
    this.field('text', { boost: boosts.text });
    for (const doc of docs) {
      this.add({ id: String(doc.id), title: doc.sectionId ? '' : doc.title, section: doc.section, text: doc.text });
    }
  });
}
