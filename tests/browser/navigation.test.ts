import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openWatchedPage, waitForHydration } from '../helpers/browser.ts';
import type { SiteServer } from '../helpers/realSite.ts';
import { withRealSiteInBrowser } from '../helpers/realSiteBrowser.ts';
import { SPEC_REDIRECTS } from './spec.ts';
import { activityPaths, holdRequests, pauseClock, untilQuiet, watchPageActivity } from '../helpers/timing.ts';
import { isSameDocument, markDocument, readBootRoute, saveData, watchProgressBar } from './theme-helpers.ts';

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
    // The offset left is also written to the session's storage (once the browser is idle), for the reader's later visits.
    await page.waitForFunction(() => Object.values(JSON.parse(sessionStorage.getItem('folio.scroll') ?? '{}')).includes(1500));
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
    await watchPageActivity(page);
    await page.goto(`${server.url}/docs/latest/quick-start`);
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.waitForFunction(() => window.scrollY === 900);
    await markDocument(page);
    await pushUrl(page, '/docs/latest/quick-start?tab=ig');
    // Once the page is quiet, the router has handled the change (and would have scrolled by then).
    await untilQuiet(page);
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

  it('keeps the document title the server wrote ("Page | Site") after hydration and after a client navigation', async () => {
    const { page, consoleErrors, failedRequests } = await openWatchedPage(browser);
    await page.goto(`${server.url}/docs/latest/reference/run`);
    const served = await page.title();
    expect(served).toBe('The run Command | Inspektor Gadget');
    // Hydrated means the page's effects (those that set the title) have run.
    await waitForHydration(page);
    expect(await page.title()).toBe(served);
    await page.click('nav.navbar a:text-is("Blog")');
    await page.waitForFunction(() => location.pathname === '/blog' && document.querySelector('main article') !== null);
    await page.goBack();
    await h1Is(page, 'The run Command');
    await page.waitForFunction((title) => document.title === title, served);
    expect(consoleErrors).toEqual([]);
    expect(failedRequests).toEqual([]);
    await page.context().close();
  });

  it('prefetches a hovered link’s page once', async () => {
    const { page, consoleErrors, failedRequests } = await openWatchedPage(browser, { viewport: { width: 1280, height: 500 } });
    await watchPageActivity(page);
    const route = await readBootRoute(`${server.url}/docs/latest/devel/contributing`);
    const props = route.p!;
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto(`${server.url}/blog`);
    await waitForHydration(page);
    // The footer is below the fold, so only the hover can prefetch its links: nothing yet once the
    // page has done what it does after loading (the links in view have been prefetched then).
    await untilQuiet(page);
    expect((await activityPaths(page)).filter((p) => p === props)).toEqual([]);
    const contribute = page.locator('footer a:text-is("Contribute")');
    const propsLoaded = page.waitForEvent('requestfinished', (r) => new URL(r.url()).pathname === props);
    await contribute.hover();
    await propsLoaded;
    await page.mouse.move(0, 0);
    await contribute.hover();
    await untilQuiet(page);
    // The second hover neither fetched nor preloaded it again.
    expect((await activityPaths(page)).filter((p) => p === props)).toHaveLength(1);
    expect(requested.filter((p) => p === props)).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
    expect(failedRequests).toEqual([]);
    await page.context().close();
  });

  it('shows the progress bar only for navigations slower than 200 ms', async () => {
    // The page's clock stands still and the next page's data is held: the test decides how long a
    // navigation takes, in the page's own time, whatever the load on the machine.
    const { page, consoleErrors, failedRequests } = await openWatchedPage(browser);
    // Data saver on: no prefetching, so the only request for the next page's data is the navigation's.
    await saveData(page);
    const fast = { path: '/docs/latest/SECURITY', title: 'Security Policy' };
    const slow = { path: '/docs/latest/reference/ig', title: 'The ig CLI' };
    const fastData = await holdRequests(page, `${server.url}${(await readBootRoute(`${server.url}${fast.path}`)).p}`);
    const slowData = await holdRequests(page, `${server.url}${(await readBootRoute(`${server.url}${slow.path}`)).p}`);
    await pauseClock(page);
    await page.goto(`${server.url}/docs/latest/quick-start`);
    await waitForHydration(page);
    const barShown = await watchProgressBar(page);

    // Fast: the data arrives 150 ms after the navigation started. No bar, then or later.
    await pushUrl(page, fast.path);
    await fastData.arrived();
    await page.clock.runFor(150);
    fastData.release();
    await h1Is(page, fast.title);
    await page.clock.runFor(2000);
    expect(await barShown()).toBe(false);

    // Slow: nothing for 199 ms, the bar at 200 ms, and gone once the page is in.
    await pushUrl(page, slow.path);
    await slowData.arrived();
    await page.clock.runFor(PROGRESS_DELAY - 1);
    expect(await barShown()).toBe(false);
    await page.clock.runFor(1);
    expect(await page.locator('#nprogress .bar').count()).toBe(1);
    expect(await page.textContent('h1')).toBe(fast.title);
    slowData.release();
    await h1Is(page, slow.title);
    // The bar completes and fades out on its own timers.
    await page.clock.runFor(2000);
    await page.waitForFunction(() => document.querySelector('#nprogress') === null);
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
