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

/** Median and every sample of the time from typing a query to its first result shown, or why there is none. */
export interface SearchTimings {
  medianMs?: number;
  samplesMs: number[];
  error?: string;
}

/**
 * In Chromium, opens the page, focuses the search box and waits for its index to load, then sets
 * the whole query at once (one `input` event) and times, inside the page, until a result element
 * appears. That is the query's answer time as a visitor sees it: search, plus render, plus any
 * debounce the search box has.
 */
export async function measureSearchQuery(browser: Browser, url: string, selectors: SearchSelectors): Promise<SearchTimings> {
  const samples: number[] = [];
  const context = await browser.newContext();
  try {
    for (const query of SEARCH_QUERIES) {
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'load' });
      const input = page.locator(selectors.input).first();
      if (!(await input.count())) return { samplesMs: [], error: `no search box (${selectors.input}) on ${url}` };
      await input.hover();
      await input.focus();
      await page.waitForLoadState('networkidle');
      await sleep(500);
      const ms = await page.evaluate(
        ({ query, input, hit }) =>
          new Promise<number>((resolve, reject) => {
            const box = document.querySelector<HTMLInputElement>(input)!;
            const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
            const started = performance.now();
            const check = () => {
              if (document.querySelector(hit)) return resolve(performance.now() - started);
              if (performance.now() - started > 10_000) return reject(new Error(`no result for "${query}" within 10 s`));
              requestAnimationFrame(check);
            };
            setter.call(box, query);
            box.dispatchEvent(new Event('input', { bubbles: true }));
            check();
          }),
        { query, input: selectors.input, hit: selectors.hit },
      );
      samples.push(ms);
      await page.close();
    }
    return { medianMs: median(samples), samplesMs: samples };
  } catch (error) {
    return { medianMs: median(samples), samplesMs: samples, error: (error as Error).message.split('\n')[0] };
  } finally {
    await context.close();
  }
}
