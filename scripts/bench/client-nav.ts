import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { pageFile } from './first-load.ts';
import { sleep } from './processes.ts';
import { readRouteFiles, splitPrefetches } from './route-files.ts';
import type { StaticServer } from './static-server.ts';

/** One client-side navigation: a link hovered (its prefetch let finish), then clicked. */
export interface NavigationTiming {
  from: string;
  to: string;
  /** From the click event to the new page's heading being in the document (mutation observer, before paint). */
  clickToShownMs?: number;
  /**
   * Requests that reached the server after the click, until 500 ms after the page was shown, for
   * the new page itself (its code and data, what its content loads once shown, its images).
   */
  requestsAfterClick: string[];
  /**
   * Requests of the same period that the new page made to prefetch the pages it links to, as its
   * links came into view (Folio builds: a piece of the route table, or a file only other routes
   * load). Nothing on the page waits for them. Other tools' builds are not split: all their
   * requests are in `requestsAfterClick`.
   */
  prefetchesAfterClick: string[];
  /** Requests the page made in that time, including those answered from Chromium's caches. */
  pageRequestsAfterClick: string[];
  /** Requests that reached the server from loading the page until the click (the page and its prefetches). */
  requestsBeforeClick: string[];
  /** Whether a progress bar (`#nprogress`, which both sites use) was in the page at any time after the click. */
  progressBar: boolean;
  error?: string;
}

/** The two navigations the issue names, from the typical docs page. */
export interface NavigationPlan {
  from: string;
  to: string;
  label: string;
}

/** The text of an HTML fragment: tags dropped, the common entities and zero-width spaces decoded, spaces collapsed. Pure. */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/[\u200b\u200c\u200d\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first `<h1>` of a built page, else its first `<h2>` (a blog list has post titles only), as text. Pure. */
export function firstHeading(html: string): string | undefined {
  for (const tag of ['h1', 'h2']) {
    const match = new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, 'i').exec(html);
    const text = match && htmlText(match[1]!);
    if (text) return text;
  }
  return undefined;
}

/**
 * In-page: records the click event's time and watches, with a mutation observer, for the URL to
 * be `to` and a heading with the expected text to be in the document; also notes any progress bar.
 * Source text, not a function, so that tsx's helpers do not leak into the page.
 */
const WATCH = `({ to, heading }) => {
  const norm = (s) => (s || '').replace(/[\\u200b\\u200c\\u200d\\ufeff]/g, '').replace(/\\s+/g, ' ').trim();
  const path = (p) => p.replace(/\\/$/, '') || '/';
  const state = { clickAt: undefined, shownAt: undefined, progressBar: false };
  window.__folioBenchNav = state;
  document.addEventListener('click', (event) => { if (state.clickAt === undefined) state.clickAt = event.timeStamp; }, { capture: true });
  const check = () => {
    if (document.getElementById('nprogress')) state.progressBar = true;
    if (state.clickAt === undefined || state.shownAt !== undefined) return;
    if (path(location.pathname) !== path(to)) return;
    if ([...document.querySelectorAll('h1, h2')].some((h) => norm(h.textContent) === heading)) state.shownAt = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  window.addEventListener('popstate', check);
}`;

async function quiet(page: Page, inFlight: () => number, quietMs: number, limitMs: number): Promise<void> {
  const started = Date.now();
  let quietSince = Date.now();
  while (Date.now() - started < limitMs) {
    if (inFlight() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await sleep(20);
  }
  void page;
}

/**
 * On a built site served at `origin` (files in `buildDir`), opens `plan.from`, hovers the first
 * visible link to `plan.to` (scrolled into view, as a reader would reach it) and waits until its
 * prefetch is done (no request in flight for 500 ms), then clicks it with the mouse and times, in
 * the page, from the click event until the URL is `plan.to` and the heading of the target page
 * (read from its built HTML) is in the document. Counts the requests that reached the server
 * after the click, those for the new page apart from its prefetches of the pages it links to (and,
 * apart, all the page made, cache hits included), and whether a progress bar appeared. Link
 * prefetching is left on, as visitors have it.
 */
export async function measureClientNavigation(browser: Browser, server: StaticServer, buildDir: string, plan: NavigationPlan): Promise<NavigationTiming> {
  const origin = server.url;
  const result: NavigationTiming = { from: plan.from, to: plan.to, requestsAfterClick: [], prefetchesAfterClick: [], pageRequestsAfterClick: [], requestsBeforeClick: [], progressBar: false };
  const file = pageFile(buildDir, plan.to);
  const heading = file && firstHeading(readFileSync(file, 'utf8'));
  if (!heading) return { ...result, error: `no built page with a heading for ${plan.to} in ${buildDir}` };
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    let inFlight = 0;
    let clicked = false;
    page.on('request', (request) => {
      inFlight++;
      const url = request.url().replace(origin, '');
      if (clicked) result.pageRequestsAfterClick.push(url);
    });
    const done = () => inFlight--;
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    const served = server.requests.length;
    await page.goto(origin + plan.from, { waitUntil: 'load' });
    await quiet(page, () => inFlight, 500, 15_000);
    await page.evaluate(`(${WATCH})(${JSON.stringify({ to: plan.to, heading })})`);
    const link = page.locator(`a[href="${plan.to}"]:visible, a[href="${plan.to}/"]:visible`).first();
    if (!(await link.count())) return { ...result, error: `no visible link to ${plan.to} on ${plan.from}` };
    await link.scrollIntoViewIfNeeded();
    await quiet(page, () => inFlight, 500, 15_000);
    await link.hover();
    await quiet(page, () => inFlight, 500, 15_000);
    result.requestsBeforeClick = server.requests.slice(served);
    const servedBeforeClick = server.requests.length;
    clicked = true;
    await page.mouse.down();
    await page.mouse.up();
    // A full page load replaces the window, and with it the watcher: that is no client navigation.
    await page.waitForFunction('!window.__folioBenchNav || window.__folioBenchNav.shownAt !== undefined', undefined, { timeout: 15_000, polling: 50 });
    await sleep(500);
    const state = (await page.evaluate('window.__folioBenchNav')) as { clickAt?: number; shownAt?: number; progressBar: boolean } | undefined;
    const split = splitPrefetches(server.requests.slice(servedBeforeClick), plan.to, readRouteFiles(buildDir));
    result.requestsAfterClick = split.own;
    result.prefetchesAfterClick = split.prefetches;
    if (!state) return { ...result, error: 'the click loaded a new document (no client-side navigation)' };
    result.progressBar = state.progressBar;
    if (state.clickAt !== undefined && state.shownAt !== undefined) result.clickToShownMs = state.shownAt - state.clickAt;
  } catch (error) {
    result.error = (error as Error).message.split('\n')[0];
  } finally {
    await context.close();
  }
  return result;
}
