import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openWatchedPage, waitForHydration } from '../helpers/browser.ts';
import type { SiteServer } from '../helpers/realSite.ts';
import { withRealSiteInBrowser } from '../helpers/realSiteBrowser.ts';
import { SPEC_REDIRECTS } from './spec.ts';
import { isSameDocument, markDocument, readBootRoute, sleep } from './theme-helpers.ts';

/** Navigation on the real site (issue 11, point 2): client-side, scroll, hashes, prefetch, progress, not-found, redirects. */

let browser: Browser;
let server: SiteServer;

withRealSiteInBrowser((ready) => ({ browser, server } = ready));

/** The runtime's progress bar delay (PROGRESS_DELAY_MS in packages/client/src/progress.ts). */
const PROGRESS_DELAY = 200;
const h1Is = (page: Page, text: string) => page.waitForFunction((t) => document.querySelector('h1')?.textContent === t, text);
const pathname = (page: Page) => new URL(page.url()).pathname;
/** Changes the URL the way the router sees a history move, without a page load. */
const pushUrl = (page: Page, url: string) =>
  page.evaluate((u) => {
    history.pushState(null, '', u);
    dispatchEvent(new PopStateEvent('popstate'));
  }, url);

describe('navigation on the real site', () => {
  it('goes between home, docs and blog client-side, without a page load', async () => {
    const { page, consoleErrors, failedRequests } = await openWatchedPage(browser);
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    await markDocument(page);
    await page.click('main a[href="/docs/latest/quick-start"]');
    await h1Is(page, 'Quick Start');
    expect(await page.title()).toBe('Quick Start | Inspektor Gadget');
    await page.click('nav.navbar a:text-is("Blog")');
    await page.waitForFunction(() => location.pathname === '/blog' && document.querySelector('main article') !== null);
    await page.click('nav.navbar a:text-is("Home")');
    await h1Is(page, 'Inspektor Gadget');
    await page.click('nav.navbar a:text-is("Docs")');
    await page.waitForFunction(() => location.pathname.startsWith('/docs/latest'));
    expect(await isSameDocument(page)).toBe(true);
    expect(consoleErrors).toEqual([]);
    expect(failedRequests).toEqual([]);
    await page.context().close();
  });

  it('restores the scroll position on back and forward, and starts new pages at the top', async () => {
    const { page, consoleErrors, failedRequests } = await openWatchedPage(browser, { viewport: { width: 1280, height: 700 } });
    await page.goto(`${server.url}/docs/latest/quick-start`);
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.waitForFunction(() => window.scrollY === 1500);
    await page.click('.docs-sidebar a:text-is("Security Policy")');
    await h1Is(page, 'Security Policy');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await h1Is(page, 'Quick Start');
    await page.waitForFunction(() => Math.abs(window.scrollY - 1500) < 2);
    await page.goForward();
    await h1Is(page, 'Security Policy');
    await page.waitForFunction(() => window.scrollY === 0);
    // Still one working app: a further client-side navigation succeeds.
    await page.click('.docs-sidebar a:text-is("Quick Start")');
    await h1Is(page, 'Quick Start');
    expect(consoleErrors).toEqual([]);
    expect(failedRequests).toEqual([]);
    await page.context().close();
  });

  it('scrolls to the heading of a hash link, on this page and on another', async () => {
    const { page, consoleErrors, failedRequests } = await openWatchedPage(browser, { viewport: { width: 1280, height: 700 } });
    await page.goto(`${server.url}/docs/latest/SECURITY`);
    await waitForHydration(page);
    await markDocument(page);
    await page.click('main a[href="/docs/latest/reference/install-kubernetes#version-skew"]');
    await page.waitForFunction(() => {
      const target = document.getElementById('version-skew');
      return target !== null && Math.abs(target.getBoundingClientRect().top - 72) < 40;
    });
    // A table-of-contents link on the same page.
    const tocLink = page.locator('.docs-aside .toc a').first();
    const id = (await tocLink.getAttribute('href'))!.slice(1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await tocLink.click();
    await page.waitForFunction((target) => Math.abs(document.getElementById(target)!.getBoundingClientRect().top - 72) < 40, id);
    expect(new URL(page.url()).hash).toBe(`#${id}`);
    expect(await isSameDocument(page)).toBe(true);
    expect(consoleErrors).toEqual([]);
    expect(failedRequests).toEqual([]);
    await page.context().close();
  });

  it('does not scroll when only the query string changes', async () => {
    const { page, consoleErrors, failedRequests } = await openWatchedPage(browser, { viewport: { width: 1280, height: 700 } });
    await page.goto(`${server.url}/docs/latest/quick-start`);
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 900));
    await markDocument(page);
    await pushUrl(page, '/docs/latest/quick-start?tab=ig');
    await sleep(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(900);
    expect(await page.textContent('h1')).toBe('Quick Start');
    // The router did see it: a hash added next does scroll, still without a page load.
    await pushUrl(page, '/docs/latest/quick-start?tab=ig#next-steps');
    await page.waitForFunction(() => Math.abs(document.getElementById('next-steps')!.getBoundingClientRect().top - 72) < 40);
    expect(await isSameDocument(page)).toBe(true);
    expect(consoleErrors).toEqual([]);
    expect(failedRequests).toEqual([]);
    await page.context().close();
  });

  it('prefetches a hovered link’s page once', async () => {
    const { page, consoleErrors, failedRequests } = await openWatchedPage(browser, { viewport: { width: 1280, height: 500 } });
    const route = await readBootRoute(`${server.url}/docs/latest/devel/contributing`);
    const props = route.p!;
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto(`${server.url}/blog`);
    await waitForHydration(page);
    // The footer is below the fold, so only the hover can prefetch its links.
    await sleep(300);
    expect(requested.filter((p) => p === props)).toEqual([]);
    const contribute = page.locator('footer a:text-is("Contribute")');
    const propsLoaded = page.waitForEvent('requestfinished', (r) => new URL(r.url()).pathname === props);
    await contribute.hover();
    await propsLoaded;
    await page.mouse.move(0, 0);
    await contribute.hover();
    await sleep(300);
    expect(requested.filter((p) => p === props)).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
    expect(failedRequests).toEqual([]);
    await page.context().close();
  });

  it('shows the progress bar only for navigations slower than 200 ms', async () => {
    const { page, consoleErrors, failedRequests } = await openWatchedPage(browser);
    const slow = await readBootRoute(`${server.url}/docs/latest/reference/ig`);
    await page.route(`${server.url}${slow.p}`, async (r) => {
      await sleep(800);
      await r.continue();
    });
    await page.goto(`${server.url}/docs/latest/quick-start`);
    await waitForHydration(page);
    await page.hover('.pagination-nav__link--next');
    await sleep(300);
    // Prefetched on hover, the next doc normally shows well within the delay. The page records
    // whether the bar ever appeared and how long the navigation took.
    await page.evaluate(() => {
      const w = window as unknown as { __bar: boolean; __took?: number };
      const heading = document.querySelector('h1')?.textContent;
      let start = performance.now();
      document.addEventListener('click', () => (start = performance.now()), { capture: true, once: true });
      w.__bar = false;
      new MutationObserver(() => {
        if (document.getElementById('nprogress')) w.__bar = true;
        if (w.__took === undefined && document.querySelector('h1')?.textContent !== heading) w.__took = performance.now() - start;
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await page.click('.pagination-nav__link--next');
    await page.waitForFunction(() => (window as unknown as { __took?: number }).__took !== undefined);
    const fast = await page.evaluate(() => {
      const w = window as unknown as { __bar: boolean; __took: number };
      return { bar: w.__bar, took: w.__took };
    });
    // A machine busy with other tests can make even this navigation slower than the delay; then
    // the bar is right to show (the unit test in packages/client pins the threshold exactly).
    if (fast.took < PROGRESS_DELAY) expect(fast.bar).toBe(false);
    await page.evaluate(() => {
      history.pushState(null, '', '/docs/latest/reference/ig');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForSelector('#nprogress .bar', { timeout: 700 });
    await h1Is(page, 'The ig CLI');
    await page.waitForFunction(() => document.querySelector('#nprogress') === null, undefined, { timeout: 2000 });
    expect(consoleErrors).toEqual([]);
    expect(failedRequests).toEqual([]);
    await page.context().close();
  });

  it('shows the not-found page for an unknown path, with ways back', async () => {
    const { page, consoleErrors, failedRequests } = await openWatchedPage(browser);
    const response = await page.goto(`${server.url}/docs/latest/no-such-gadget`);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    expect(await page.textContent('h1')).toBe('Page not found');
    // The chrome fits the path (the docs version dropdown here) without a hydration error.
    expect(await page.locator('.docs-version-dropdown').count()).toBe(1);
    expect(consoleErrors.filter((e) => !e.includes('status of 404'))).toEqual([]);
    const links = await page.locator('main.not-found a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links).toEqual(['/', '/docs', '/blog']);
    // Client-side too: following the docs link goes through the /docs redirect.
    await markDocument(page);
    await page.click('main.not-found a[href="/docs"]');
    await page.waitForFunction(() => location.pathname === '/docs/latest');
    expect(await isSameDocument(page)).toBe(true);
    await pushUrl(page, '/blog/no-such-post');
    await h1Is(page, 'Page not found');
    expect(failedRequests).toEqual([]);
    await page.context().close();
  });

  it('reaches x from x.html and x/index.html', async () => {
    const { page, consoleErrors, failedRequests } = await openWatchedPage(browser);
    const statuses: number[] = [];
    for (const suffix of ['.html', '/index.html']) {
      const response = await page.goto(`${server.url}/docs/latest/quick-start${suffix}`);
      statuses.push(response?.status() ?? 0);
      await h1Is(page, 'Quick Start');
      await waitForHydration(page);
      await page.waitForFunction(() => location.pathname === '/docs/latest/quick-start');
      // Let the page finish prefetching its visible links: the next page load would abort those.
      await page.waitForLoadState('networkidle');
    }
    // A path with no file (there is no quick-start.html) is answered with the 404 page, whose app
    // retries it without the suffix. Chromium logs that 404 of the document; it must be the only error.
    const documentNotFound = statuses.filter((status) => status === 404).length;
    expect(consoleErrors).toEqual(Array.from({ length: documentNotFound }, () => 'Failed to load resource: the server responded with a status of 404 (Not Found)'));
    expect(failedRequests).toEqual([]);
    await page.context().close();
  });

  it('lands every redirect of the spec on its target, by page load and client-side', async () => {
    const { page, consoleErrors, failedRequests } = await openWatchedPage(browser);
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    for (const { from, to } of SPEC_REDIRECTS) {
      await pushUrl(page, from);
      await page.waitForFunction((target) => location.pathname === target && document.querySelector('h1') !== null && !document.querySelector('.redirect'), to);
    }
    expect(failedRequests).toEqual([]);
    for (const { from, to } of SPEC_REDIRECTS) {
      await page.goto(`${server.url}${from}`);
      await page.waitForFunction((target) => location.pathname === target, to);
      await waitForHydration(page);
    }
    expect(consoleErrors).toEqual([]);
    // By page load, a redirect source replaces itself while its own files are still loading, and the
    // next page load leaves the target the same way: those requests are aborted (ERR_ABORTED), which
    // is expected. Nothing may fail otherwise; crawl.test.ts fetches every file such pages ask for.
    expect(failedRequests.filter((failure) => !failure.endsWith('net::ERR_ABORTED'))).toEqual([]);
    await page.context().close();
  });
});
