import type { Browser, Page } from 'playwright-core';
import { sleep } from './processes.ts';
import { median } from './stats.ts';

/** CSS selectors of a site's search box and of one result in its dropdown. */
export interface SearchSelectors {
  input: string;
  hit: string;
}

/** Queries typed into the search box, one per measurement, each on a fresh page load. */
export const SEARCH_QUERIES = ['seccomp', 'network policy', 'trace dns', 'kubectl gadget', 'image'];

/**
 * The in-page timing, as source text: functions handed to page.evaluate would go through tsx's
 * transform, whose `__name` helper does not exist in the page.
 */
const TIME_QUERY = `({ query, input, hit }) => new Promise((resolve, reject) => {
  const box = document.querySelector(input);
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  let started = 0;
  // The first result of a previous query, if one is still in the page: this query's must differ.
  const before = document.querySelector(hit)?.textContent ?? null;
  // A mutation observer fires right after the result is put in the page, without waiting for a frame.
  const observer = new MutationObserver(() => {
    const first = document.querySelector(hit);
    if (first && (before === null || first.textContent !== before)) {
      observer.disconnect();
      clearTimeout(timer);
      resolve(performance.now() - started);
    }
  });
  const timer = setTimeout(() => {
    observer.disconnect();
    reject(new Error('no result for "' + query + '" within 10 s'));
  }, 10000);
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
  started = performance.now();
  setter.call(box, query);
  box.dispatchEvent(new Event('input', { bubbles: true }));
})`;

/** Clears the search box (one `input` event) and waits up to 2 s for the results to go. */
const CLEAR_BOX = `({ input, hit }) => new Promise((resolve) => {
  const box = document.querySelector(input);
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(box, '');
  box.dispatchEvent(new Event('input', { bubbles: true }));
  const started = performance.now();
  const wait = () => (!document.querySelector(hit) || performance.now() - started > 2000 ? resolve(undefined) : setTimeout(wait, 20));
  wait();
})`;

/**
 * Times from typing a query to its first result shown. `medianMs`/`samplesMs` are the first query
 * typed on a freshly loaded page once its index has loaded (one per page); `warm*` are the further
 * queries typed on the same pages afterwards.
 */
export interface SearchTimings {
  medianMs?: number;
  samplesMs: number[];
  /** The slowest first query. */
  worstFirstMs?: number;
  warmMedianMs?: number;
  warmSamplesMs?: number[];
  error?: string;
}

/**
 * In Chromium, for each query: opens the page, focuses the search box and waits for its index to
 * load, then sets the whole query at once (one `input` event) and times, inside the page, until a
 * result element is in the page; then, on the same page, clears the box and times each other query
 * the same way (the `warm` figures) (seen by a mutation observer, so the figure does not include waiting for a frame). That is the query's answer time as a visitor sees it: search, plus render, plus any
 * debounce the search box has.
 */
export async function measureSearchQuery(browser: Browser, url: string, selectors: SearchSelectors, queries: readonly string[] = SEARCH_QUERIES): Promise<SearchTimings> {
  const samples: number[] = [];
  const warm: number[] = [];
  const errors: string[] = [];
  const summary = () => ({
    medianMs: median(samples),
    samplesMs: samples,
    ...(samples.length ? { worstFirstMs: Math.max(...samples) } : {}),
    warmMedianMs: median(warm),
    warmSamplesMs: warm,
  });
  const timeQuery = (page: Page, query: string) => page.evaluate(`(${TIME_QUERY})(${JSON.stringify({ query, input: selectors.input, hit: selectors.hit })})`) as Promise<number>;
  const context = await browser.newContext();
  try {
    for (const query of queries) {
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'load' });
      const input = page.locator(selectors.input).first();
      const found = await input.waitFor({ state: 'visible', timeout: 20_000 }).then(() => true, () => false);
      if (!found) return { samplesMs: [], error: `no search box (${selectors.input}) on ${url}` };
      await input.hover();
      await input.focus();
      await page.waitForLoadState('networkidle');
      await sleep(500);
      try {
        samples.push(await timeQuery(page, query));
        // The same page again, with the other queries: search once everything has warmed up.
        for (const next of queries.filter((q) => q !== query)) {
          await page.evaluate(`(${CLEAR_BOX})(${JSON.stringify(selectors)})`);
          await sleep(100);
          warm.push(await timeQuery(page, next));
        }
      } catch (error) {
        errors.push((error as Error).message.split('\n')[0]!);
      }
      await page.close();
    }
    return { ...summary(), ...(errors.length ? { error: errors.join('; ') } : {}) };
  } catch (error) {
    return { ...summary(), error: (error as Error).message.split('\n')[0] };
  } finally {
    await context.close();
  }
}
