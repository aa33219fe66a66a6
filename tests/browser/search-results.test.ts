import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openWatchedPage, waitForHydration } from '../helpers/browser.ts';
import { buildSearchSite, hitTitles, SEARCH_HIT_LINKS, SEARCH_INPUT, SEARCH_HITS, searchAccessibility, typeQuery, waitForSearchReady, waitForSnippets, type ServedSearchSite } from '../helpers/searchSite.ts';
import { REPO_ROOT } from '../helpers/site.ts';
import { isSameDocument, markDocument } from './theme-helpers.ts';

/** The search box's hits: ranking, keys, links, markup safety and query time on a site-sized index (loading: search.test.ts). */

let browser: Browser;
let site: ServedSearchSite;

beforeAll(async () => {
  // With a site-sized docs version: the website's own current docs, so query times are measured on a real index.
  site = await buildSearchSite({ siteSized: true });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.server.close();
});

describe('the search box hits in Chromium', () => {
  it('shows ranked hits of the version being read, an empty state, and all versions on request', async () => {
    const { page, consoleErrors, failedRequests } = await openWatchedPage(browser);
    await page.goto(`${site.server.url}/docs/next/intro`);
    await waitForHydration(page);
    await page.focus(SEARCH_INPUT);
    await waitForSearchReady(page);
    await typeQuery(page, 'instal');
    await page.waitForSelector(SEARCH_HITS);
    expect(await page.getAttribute(SEARCH_INPUT, 'aria-expanded')).toBe('true');
    const titles = await hitTitles(page);
    expect(titles[0]).toBe('Installation');
    // The open combobox and its grid of links pass all of axe's checks (roles, names, nesting, contrast).
    await page.addScriptTag({ path: path.join(REPO_ROOT, 'node_modules/axe-core/axe.min.js') });
    const violations = await page.evaluate(async () => {
      const result = await (window as unknown as { axe: { run(context: string): Promise<{ violations: { id: string; nodes: unknown[] }[] }> } }).axe.run('.search-box');
      return result.violations.map((v) => `${v.id} (${v.nodes.length})`);
    });
    expect(violations).toEqual([]);
    expect(await page.locator(`${SEARCH_HITS} mark`).first().textContent()).toMatch(/^instal/i);
    // What assistive technology is given (Chromium's accessibility tree): every hit a row whose one
    // cell holds a link to the hit's page and heading; the box's active descendant is the cell of
    // the highlighted hit, and only that row is selected.
    await page.keyboard.press('ArrowDown');
    await page.waitForSelector(`${SEARCH_HITS}:nth-child(2)[aria-selected="true"]`);
    const hrefs = await page.locator(SEARCH_HIT_LINKS).evaluateAll((links) => links.map((l) => l.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThan(1);
    const tree = await searchAccessibility(page);
    expect(tree.rowCount).toBe(hrefs.length);
    expect(tree.rows).toEqual(hrefs.map((url, i) => ({ url, selected: i === 1 })));
    expect(tree.activeDescendant).toEqual({ role: 'gridcell', id: await page.getAttribute(SEARCH_INPUT, 'aria-activedescendant'), linkUrl: new URL(hrefs[1]!, site.server.url).href });
    expect(await page.getAttribute(SEARCH_INPUT, 'aria-haspopup')).toBe('grid');
    expect(await page.getAttribute(SEARCH_INPUT, 'aria-controls')).toBe(await page.getAttribute('[role="grid"]', 'id'));

    // legacyinstaller only exists in version 1.0.
    await typeQuery(page, 'legacyinstaller');
    await page.waitForSelector('.search-box__empty');
    expect(await page.textContent('.search-box__empty')).toBe('No results for “legacyinstaller”.');
    await page.check('.search-box__toggle input');
    await page.waitForSelector(SEARCH_HITS);
    expect(await page.locator(`${SEARCH_HITS} .search-box__version`).first().textContent()).toBe('1.0');
    expect(consoleErrors).toEqual([]);
    expect(failedRequests).toEqual([]);
    await page.context().close();
  });

  it('moves with the arrow keys, opens a hit with Enter client-side, and highlights the word', async () => {
    const watched = await openWatchedPage(browser);
    const { page } = watched;
    await page.goto(`${site.server.url}/docs/next/intro`);
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.keyboard.press('Control+k');
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox');
    await typeQuery(page, 'namespace');
    await page.waitForSelector(SEARCH_HITS);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    const activeId = await page.getAttribute(SEARCH_INPUT, 'aria-activedescendant');
    // The active descendant is the cell of the selected row.
    expect(await page.getAttribute(`[role="row"]:has(> [role="gridcell"][id="${activeId}"])`, 'aria-selected')).toBe('true');
    expect(await page.textContent(`[id="${activeId}"] .search-box__hit-section`)).toBe('Filtering');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'trace_exec');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/docs/next/gadgets/trace-exec');
    expect(url.hash).toBe('#filtering');
    expect(url.searchParams.get('_highlight')).toContain('namespace');
    await page.waitForSelector('[data-search-content] mark.search-result-match');
    expect(await page.locator('[data-search-content] mark.search-result-match').allTextContents()).toEqual(['namespace']);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(await page.getAttribute(SEARCH_INPUT, 'aria-expanded')).toBe('false');

    // Escape closes the list; the marks go away when the reader moves on.
    await page.focus(SEARCH_INPUT);
    await typeQuery(page, 'kernel');
    await page.waitForSelector(SEARCH_HITS);
    await page.keyboard.press('Escape');
    expect(await page.getAttribute(SEARCH_INPUT, 'aria-expanded')).toBe('false');
    await page.click('a[href="/docs/next/intro"]');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Introduction');
    expect(await page.locator('mark.search-result-match').count()).toBe(0);
    expect(watched.consoleErrors).toEqual([]);
    expect(watched.failedRequests).toEqual([]);
    await page.context().close();
  });

  it('makes each hit a link to its page and heading: Ctrl+click and middle-click open a new tab, a plain click navigates client-side', async () => {
    const watched = await openWatchedPage(browser);
    const { page } = watched;
    await page.goto(`${site.server.url}/docs/next/intro`);
    await waitForHydration(page);
    await markDocument(page);
    await page.focus(SEARCH_INPUT);
    await waitForSearchReady(page);
    await typeQuery(page, 'namespace');
    await page.waitForSelector(SEARCH_HITS);
    // Every hit is a link with an address: page, highlight words and heading anchor.
    const hrefs = await page.locator(SEARCH_HIT_LINKS).evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(hrefs.length).toBe(await page.locator(SEARCH_HITS).count());
    const first = page.locator(SEARCH_HIT_LINKS).first();
    const href = hrefs[0]!;
    const target = new URL(href, site.server.url);
    expect(target.pathname).toBe('/docs/next/gadgets/trace-exec');
    expect(target.hash).toBe('#filtering');
    expect(target.searchParams.get('_highlight')).toContain('namespace');
    expect(await first.getAttribute('tabindex')).toBe('-1');
    // What the clicks on a hit do to their events, read last (on window, after every listener of the page).
    await page.evaluate(() => {
      const w = window as unknown as { __hitClicks: { type: string; prevented: boolean }[] };
      w.__hitClicks = [];
      for (const type of ['click', 'auxclick']) {
        window.addEventListener(type, (event) => {
          if ((event.target as Element).closest('[role="gridcell"] > a[href]')) w.__hitClicks.push({ type, prevented: event.defaultPrevented });
        });
      }
    });
    const hitClicks = () => page.evaluate(() => (window as unknown as { __hitClicks: { type: string; prevented: boolean }[] }).__hitClicks);

    // Ctrl+click and middle-click: the browser's own, unprevented, opens a new tab at that address;
    // this page stays where it is, list open.
    const before = page.url();
    for (const click of [{ modifiers: ['Control' as const] }, { button: 'middle' as const }]) {
      const [opened] = await Promise.all([page.context().waitForEvent('page'), first.click(click)]);
      await opened.waitForURL(`${site.server.url}${href}`);
      await waitForHydration(opened);
      expect(await opened.textContent('h1')).toBe('trace_exec');
      await opened.close();
      expect(page.url()).toBe(before);
      expect(await isSameDocument(page)).toBe(true);
    }
    expect(await page.getAttribute(SEARCH_INPUT, 'aria-expanded')).toBe('true');
    expect(await hitClicks()).toEqual([
      { type: 'click', prevented: false },
      { type: 'auxclick', prevented: false },
    ]);

    // A plain click: client-side navigation to the heading (the link's default is taken over), with the word highlighted.
    await first.click();
    expect((await hitClicks()).slice(2)).toEqual([{ type: 'click', prevented: true }]);
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'trace_exec');
    const url = new URL(page.url());
    expect(`${url.pathname}${url.search}${url.hash}`).toBe(href);
    await page.waitForSelector('[data-search-content] mark.search-result-match');
    expect(await page.locator('[data-search-content] mark.search-result-match').allTextContents()).toEqual(['namespace']);
    expect(await isSameDocument(page)).toBe(true);
    expect(await page.getAttribute(SEARCH_INPUT, 'aria-expanded')).toBe('false');
    expect(watched.consoleErrors).toEqual([]);
    expect(watched.failedRequests).toEqual([]);
    await page.context().close();
  });

  it('shows markup in the content as text, never as HTML', async () => {
    const { page, consoleErrors, failedRequests } = await openWatchedPage(browser);
    await page.goto(`${site.server.url}/docs/next/intro`);
    await waitForHydration(page);
    await page.focus(SEARCH_INPUT);
    await waitForSearchReady(page);
    await typeQuery(page, 'zanzibarmarkup');
    await waitForSnippets(page);
    const snippets = await page.locator(`${SEARCH_HITS} .search-box__hit-snippet`).allTextContents();
    expect(snippets.join('\n')).toContain('<script>window.__searchPwned = 1</script>');
    expect(snippets.join('\n')).toContain('<img src=x onerror="window.__searchPwned = 2">');
    expect(snippets.join('\n')).toContain('<b onmouseover="window.__searchPwned = 3">bold</b>');
    expect(await page.locator('[role="grid"] script, [role="grid"] img, [role="grid"] b').count()).toBe(0);
    await page.hover(`${SEARCH_HITS} .search-box__hit-snippet`);
    expect(await page.evaluate(() => (window as unknown as { __searchPwned?: number }).__searchPwned)).toBeUndefined();
    expect(consoleErrors).toEqual([]);
    expect(failedRequests).toEqual([]);
    await page.context().close();
  });

  // How fast a query is answered is a figure this test prints, not something it asserts: a test never
  // decides on elapsed time (the suite runs beside other work). What it asserts is what keeps queries
  // fast whatever the machine: every query is answered from the index already in memory, with nothing
  // fetched, and each one is measured (the folio:search-query mark the figure comes from).
  it('answers queries on the site-sized index from memory, fetching nothing, and measures each', async () => {
    const { page, consoleErrors, failedRequests } = await openWatchedPage(browser);
    await page.goto(`${site.server.url}/docs/site/`);
    await waitForHydration(page);
    await page.focus(SEARCH_INPUT);
    await waitForSearchReady(page, 60_000);
    const queries = ['gadget', 'trace exec', 'kubernetes', 'ig run', 'container', 'k', 'dns', 'network policy', 'operator', 'ebpf program'];
    // Requests for anything but the hits' snippet texts (fetched after the hits show).
    const fetchedDuringQueries: string[] = [];
    const onRequest = (request: { url(): string }) => {
      if (!/\/search\/.*text/.test(request.url())) fetchedDuringQueries.push(request.url());
    };
    page.on('request', onRequest);
    for (const query of queries) {
      await typeQuery(page, query);
      await page.waitForFunction((q) => performance.getEntriesByName('folio:search-query').some((e) => (e as PerformanceMeasure).detail?.query === q), query);
    }
    page.off('request', onRequest);
    const timings = await page.evaluate(() =>
      performance.getEntriesByName('folio:search-query').map((e) => ({ query: (e as PerformanceMeasure).detail.query as string, hits: (e as PerformanceMeasure).detail.hits as number, ms: e.duration })),
    );
    const last = new Map(timings.map((t) => [t.query, t]));
    const measured = queries.map((q) => last.get(q)!);
    const docs = await page.evaluate(async () => {
      const manifest = (await (await fetch('/search/manifest.json')).json()) as { indexes: { name: string; docs: number }[] };
      return manifest.indexes.find((i) => i.name === 'site')?.docs;
    });
    const sorted = measured.map((t) => t.ms).sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    console.log(`search query time on the site-sized index (${docs} entries): median ${median.toFixed(2)} ms, max ${sorted.at(-1)!.toFixed(2)} ms — ${measured.map((t) => `"${t.query}" ${t.ms.toFixed(2)} ms/${t.hits} hits`).join(', ')}`);
    expect(measured.every((t) => t.hits > 0)).toBe(true);
    expect(fetchedDuringQueries).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(failedRequests).toEqual([]);
    await page.context().close();
  });
});
