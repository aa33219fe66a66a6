import type { Browser } from 'playwright-core';
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
  // A mutation observer fires right after the result is put in the page, without waiting for a frame.
  const observer = new MutationObserver(() => {
    if (document.querySelector(hit)) {
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

/** Median and every sample of the time from typing a query to its first result shown, or why there is none. */
export interface SearchTimings {
  medianMs?: number;
  samplesMs: number[];
  error?: string;
}

/**
 * In Chromium, opens the page, focuses the search box and waits for its index to load, then sets
 * the whole query at once (one `input` event) and times, inside the page, until a result element
 * is in the page (seen by a mutation observer, so the figure does not include waiting for a frame). That is the query's answer time as a visitor sees it: search, plus render, plus any
 * debounce the search box has.
 */
export async function measureSearchQuery(browser: Browser, url: string, selectors: SearchSelectors, queries: readonly string[] = SEARCH_QUERIES): Promise<SearchTimings> {
  const samples: number[] = [];
  const errors: string[] = [];
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
        samples.push((await page.evaluate(`(${TIME_QUERY})(${JSON.stringify({ query, input: selectors.input, hit: selectors.hit })})`)) as number);
      } catch (error) {
        errors.push((error as Error).message.split('\n')[0]!);
      }
      await page.close();
    }
    return { medianMs: median(samples), samplesMs: samples, ...(errors.length ? { error: errors.join('; ') } : {}) };
  } catch (error) {
    return { medianMs: median(samples), samplesMs: samples, error: (error as Error).message.split('\n')[0] };
  } finally {
    await context.close();
  }
}
