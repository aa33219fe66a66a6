import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openWatchedPage, waitForHydration } from '../helpers/browser.ts';
import { isSameDocument, markDocument, saveData } from './theme-helpers.ts';
import { buildSearchSite, hitTitles, holdManifest, lunrChunkOf, SEARCH_INPUT, SEARCH_HITS, typeQuery, waitForSearchReady, waitForSnippets, type ServedSearchSite } from '../helpers/searchSite.ts';

/** The search box before its hits: what it downloads and when, where from, failures and shortcuts (its hits: search-results.test.ts). */

let browser: Browser;
let site: ServedSearchSite;
let cdnSite: ServedSearchSite;
let lunrChunk: string;

/** Where the variant built with `assetUrl` says its search files are: an origin Playwright answers from that build. */
const CDN = 'https://search-cdn.example.test/assets/';

beforeAll(async () => {
  site = await buildSearchSite();
  lunrChunk = lunrChunkOf(site.build)!;
  // The same small site with its search files on another origin.
  cdnSite = await buildSearchSite({ searchOptions: `{ highlightResult: true, maxHits: 8, assetUrl: '${CDN}' }` });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.server.close();
  await cdnSite?.server.close();
});

describe('the search box in Chromium', () => {
  it('downloads nothing until the pointer reaches the box, then shows Loading... and stays editable until ready', async () => {
    const watched = await openWatchedPage(browser);
    const { page } = watched;
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    const manifest = await holdManifest(page);
    await page.goto(`${site.server.url}/docs/next/intro`);
    await waitForHydration(page);
    expect(lunrChunk).toBeTruthy();
    expect(requested.filter((p) => p.startsWith('/search/') || p.endsWith(lunrChunk))).toEqual([]);
    expect(await page.getAttribute(SEARCH_INPUT, 'placeholder')).toBe('Search');

    // The pointer reaching the box starts the download, before any click or focus.
    const manifestRequested = page.waitForRequest((r) => new URL(r.url()).pathname === '/search/manifest.json');
    await page.hover(SEARCH_INPUT);
    await manifestRequested;
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[role="combobox"]')?.placeholder === 'Loading...');
    expect(await page.getAttribute(SEARCH_INPUT, 'aria-busy')).toBe('true');
    expect(await page.isEditable(SEARCH_INPUT)).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).not.toBe('combobox');
    manifest.release();
    await waitForSearchReady(page);
    expect(await page.isEditable(SEARCH_INPUT)).toBe(true);
    // Only the manifest and the pair of the version being read (Next), plus lunr's own chunk.
    const searchFiles = requested.filter((p) => p.startsWith('/search/'));
    expect(searchFiles.map((p) => p.replace(/[0-9a-f]{12}/, '<stamp>')).sort()).toEqual([
      '/search/current/lunr-index-<stamp>.json',
      '/search/current/search-doc-<stamp>.json',
      '/search/manifest.json',
    ]);
    expect(requested.some((p) => p.endsWith(lunrChunk))).toBe(true);

    // The hits' texts come when hits show: a file or a few of the version being read, not all of them.
    await page.focus(SEARCH_INPUT);
    await typeQuery(page, 'kernel');
    await waitForSnippets(page);
    const textFiles = requested.filter((p) => p.includes('/search-text-'));
    expect(textFiles.length).toBeGreaterThan(0);
    expect(textFiles.every((p) => /^\/search\/current\/search-text-[0-9a-f]{12}-\d+\.json$/.test(p))).toBe(true);
    expect(await page.locator(`${SEARCH_HITS} .search-box__hit-snippet mark`).first().textContent()).toMatch(/^kernel/i);
    expect(watched.consoleErrors).toEqual([]);
    expect(watched.failedRequests).toEqual([]);
    await page.context().close();
  });

  it('fetches every search file from assetUrl when it is set', async () => {
    const watched = await openWatchedPage(browser);
    const { page } = watched;
    const fromCdn: string[] = [];
    const fromSite: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (r.url().startsWith(CDN)) fromCdn.push(url.pathname);
      else if (url.pathname.startsWith('/search/')) fromSite.push(url.pathname);
    });
    // The CDN: answers from the variant's build folder, with the CORS header a CDN serving another origin sends.
    await page.route(`${CDN}**`, async (route) => {
      const file = path.join(cdnSite.build, new URL(route.request().url()).pathname.replace(/^\/assets\//, ''));
      if (!existsSync(file)) return route.fulfill({ status: 404, body: 'not found' });
      await route.fulfill({ status: 200, contentType: 'application/json', headers: { 'access-control-allow-origin': '*' }, body: readFileSync(file) });
    });
    await page.goto(`${cdnSite.server.url}/docs/next/intro`);
    await waitForHydration(page);
    await page.focus(SEARCH_INPUT);
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[role="combobox"]')?.placeholder === 'Search');
    await typeQuery(page, 'namespace');
    await waitForSnippets(page);
    expect(await page.locator(`${SEARCH_HITS} .search-box__hit-snippet mark`).first().textContent()).toMatch(/^namespace/i);
    expect(fromSite).toEqual([]);
    const named = fromCdn.map((p) => p.replace(/[0-9a-f]{12}/, '<stamp>').replace(/-\d+\.json$/, '-<n>.json'));
    expect([...new Set(named)].sort()).toEqual([
      '/assets/search/current/lunr-index-<stamp>.json',
      '/assets/search/current/search-doc-<stamp>.json',
      '/assets/search/current/search-text-<stamp>-<n>.json',
      '/assets/search/manifest.json',
    ]);
    expect(watched.consoleErrors).toEqual([]);
    expect(watched.failedRequests).toEqual([]);
    await page.context().close();
  });

  it('says when the index cannot be loaded, and retries on the next focus', async () => {
    const { page, consoleErrors, failedRequests } = await openWatchedPage(browser);
    let fail = true;
    await page.route('**/search/manifest.json', (route) => (fail ? route.fulfill({ status: 503, body: 'down' }) : route.continue()));
    await page.goto(`${site.server.url}/docs/next/intro`);
    await waitForHydration(page);
    await page.focus(SEARCH_INPUT);
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[role="combobox"]')?.placeholder === 'Search unavailable, try again');
    expect(await page.getAttribute(SEARCH_INPUT, 'title')).toMatch(/could not load .*\/search\/manifest\.json \(HTTP 503\)/);
    // Typed anyway: the panel says why there are no results.
    await page.keyboard.type('kernel');
    expect(await page.textContent('.search-box__error')).toMatch(/could not load .*\(HTTP 503\)\. Focus the box again to retry\.$/);
    fail = false;
    await page.focus('footer a');
    await page.focus(SEARCH_INPUT);
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[role="combobox"]')?.placeholder === 'Search');
    // The query kept through the retry is searched once the files are in.
    await page.waitForSelector(SEARCH_HITS);
    expect(await page.inputValue(SEARCH_INPUT)).toBe('kernel');
    expect(await page.locator('.search-box__error').count()).toBe(0);
    // The browser reports the 503 it was given; nothing else goes wrong.
    expect(consoleErrors.filter((e) => !e.includes('status of 503'))).toEqual([]);
    expect(failedRequests).toEqual([]);
    await page.context().close();
  });

  it('focuses with Ctrl+K and shows the Ctrl K hint off Mac', async () => {
    const { page, consoleErrors, failedRequests } = await openWatchedPage(browser);
    await page.goto(`${site.server.url}/`);
    await waitForHydration(page);
    expect(await page.textContent('.search-box__hint')).toBe('Ctrl K');
    expect(await page.getAttribute(SEARCH_INPUT, 'aria-keyshortcuts')).toBe('Control+K');
    await page.keyboard.press('Control+k');
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox');
    await waitForSearchReady(page);
    expect(consoleErrors).toEqual([]);
    expect(failedRequests).toEqual([]);
    await page.context().close();
  });

  it('keeps what is typed right after Ctrl+K while the search files load, and searches it once they are in', async () => {
    const { page, consoleErrors, failedRequests } = await openWatchedPage(browser);
    const manifest = await holdManifest(page);
    await page.goto(`${site.server.url}/docs/next/intro`);
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('namespace');
    // Every key reached the box while the manifest was held; the panel says the files are loading.
    expect(await page.inputValue(SEARCH_INPUT)).toBe('namespace');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
    expect(await page.getAttribute(SEARCH_INPUT, 'aria-busy')).toBe('true');
    expect(await page.getAttribute(SEARCH_INPUT, 'aria-expanded')).toBe('true');
    expect(await page.isVisible('.search-box__loading')).toBe(true);
    expect(await page.textContent('.search-box__loading')).toBe('Loading…');
    expect(await page.locator(SEARCH_HITS).count()).toBe(0);

    manifest.release();
    await page.waitForSelector(SEARCH_HITS);
    // The typed query ran by itself: no key was pressed after the release.
    expect(await page.inputValue(SEARCH_INPUT)).toBe('namespace');
    expect(await page.textContent(`${SEARCH_HITS} >> nth=0 >> .search-box__hit-section`)).toBe('Filtering');
    expect(await page.locator(`${SEARCH_HITS} mark`).first().textContent()).toMatch(/^namespace/i);
    expect(await page.isVisible('.search-box__loading')).toBe(false);
    expect(await page.getAttribute(SEARCH_INPUT, 'aria-busy')).toBe('false');
    expect(consoleErrors).toEqual([]);
    expect(failedRequests).toEqual([]);
    await page.context().close();
  });

  // The navbar is part of each page's layout: a page of another kind draws a new search box. A
  // reader who types while that page loads (the address has changed, the old page is still shown)
  // keeps the query, the focus and the hits in the new page's box.
  it('keeps what is typed into the box while the next page loads, in the box of the page that replaces it', async () => {
    const watched = await openWatchedPage(browser);
    const { page } = watched;
    // Nothing is prefetched: the blog page's files are fetched when the link is followed.
    await saveData(page);
    await page.goto(`${site.server.url}/docs/next/intro`);
    await waitForHydration(page);
    await markDocument(page);
    // The next page's route table and props are held (the search files are not) until released.
    let holding = true;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const heldPaths: string[] = [];
    await page.route(/\.json$/, async (route) => {
      const { pathname } = new URL(route.request().url());
      if (holding && !pathname.startsWith('/search/')) {
        heldPaths.push(pathname);
        await held;
      }
      await route.continue();
    });
    await page.click('nav a[href="/blog"]');
    await page.waitForURL(`${site.server.url}/blog`);
    // The box searches as on the blog already (its posts): the address is the blog's.
    await typeQuery(page, 'pangolinpost');
    await page.waitForSelector(SEARCH_HITS);
    // The page shown is still the doc: the blog's load is pending.
    expect(heldPaths.length).toBeGreaterThan(0);
    expect(await page.textContent('h1')).toBe('Introduction');
    holding = false;
    release();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Blog');
    expect(await page.inputValue(SEARCH_INPUT)).toBe('pangolinpost');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
    await page.waitForSelector(SEARCH_HITS);
    expect(await page.getAttribute(SEARCH_INPUT, 'aria-expanded')).toBe('true');
    const titles = await hitTitles(page);
    expect([...titles].sort()).toEqual(['Hello search', 'Second post']);
    // The keys reach the new box; Enter still navigates client-side, to the first hit.
    await page.keyboard.press('Enter');
    await page.waitForFunction((title) => document.querySelector('h1')?.textContent === title, titles[0]);
    expect(await isSameDocument(page)).toBe(true);
    expect(watched.consoleErrors).toEqual([]);
    expect(watched.failedRequests).toEqual([]);
    await page.context().close();
  });

  it('searches what was typed into the box before the page hydrated', async () => {
    const { page, consoleErrors, failedRequests } = await openWatchedPage(browser);
    // The app's code is held: the server's HTML is shown, its box focusable, with no handler yet.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/js/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${site.server.url}/docs/next/intro`, { waitUntil: 'commit' });
    await page.focus(SEARCH_INPUT);
    await page.keyboard.type('namespace');
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    release();
    await waitForHydration(page);
    await page.waitForSelector(SEARCH_HITS);
    expect(await page.inputValue(SEARCH_INPUT)).toBe('namespace');
    expect(await page.getAttribute(SEARCH_INPUT, 'aria-expanded')).toBe('true');
    expect(await page.textContent(`${SEARCH_HITS} >> nth=0 >> .search-box__hit-section`)).toBe('Filtering');
    expect(consoleErrors).toEqual([]);
    expect(failedRequests).toEqual([]);
    await page.context().close();
  });

  it('uses ⌘K on a Mac', async () => {
    const context = await browser.newContext({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36' });
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'platform', { get: () => 'MacIntel' });
      Object.defineProperty(navigator, 'userAgentData', { get: () => ({ platform: 'macOS' }) });
    });
    const { page, consoleErrors, failedRequests } = await openWatchedPage(browser, { context });
    await page.goto(`${site.server.url}/`);
    await waitForHydration(page);
    await page.waitForFunction(() => document.querySelector('.search-box__hint')?.textContent === '⌘ K');
    await page.keyboard.press('Control+k');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).not.toBe('combobox');
    await page.keyboard.press('Meta+k');
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox');
    expect(consoleErrors).toEqual([]);
    expect(failedRequests).toEqual([]);
    await context.close();
  });
});
