import { useCallback, useEffect, useState } from 'react';
import type { SearchHit } from './types.ts';
import { loadText, peekText, type LoadedIndex } from './loader.ts';

/**
 * How long hits must stay on screen before their texts are fetched, so that typing a word does
 * not fetch the texts of every prefix's hits. Texts already fetched show at once.
 */
export const TEXT_FETCH_DELAY_MS = 80;

/**
 * The snippet texts of the hits shown: fetched from the index's text files once the hits have
 * settled. The returned function gives a hit's text, or `undefined` while it is on its way.
 */
export function useHitTexts(hits: readonly SearchHit[], loaded: Readonly<Record<string, LoadedIndex>>): (hit: SearchHit) => string | undefined {
  const [, setArrivals] = useState(0);
  useEffect(() => {
    const missing = hits.flatMap((hit) => {
      const index = loaded[hit.index.searchDoc];
      return index && peekText(index, hit.doc.id) === undefined ? [{ index, id: hit.doc.id }] : [];
    });
    if (!missing.length) return;
    const timer = setTimeout(() => {
      for (const { index, id } of missing) void loadText(index, id).then(() => setArrivals((n) => n + 1));
    }, TEXT_FETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hits, loaded]);
  return useCallback(
    (hit: SearchHit) => {
      const index = loaded[hit.index.searchDoc];
      return index ? peekText(index, hit.doc.id) : undefined;
    },
    [loaded],
  );
}
