import type { SearchIndexEntry } from '@folio/plugin-search';
import type { RankedHit } from './query.ts';

/** A hit with the index it came from. */
export interface SearchHit extends RankedHit {
  index: SearchIndexEntry;
}
