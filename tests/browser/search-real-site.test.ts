import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openWatchedPage, waitForHydration } from '../helpers/browser.ts';
import { serveRealSite, type SiteServer } from '../helpers/realSite.ts';
import { isSameDocument, markDocument } from './theme-helpers.ts';

/**
 * The navbar search box of the real site (issue 11, point 6), on a docs page of latest: Ctrl+K
 * focuses it, a query shows hits from latest only (the other versions' indexes are not even
 * fetched), and Enter opens the active hit client-side with the word highlighted.
 */

let browser: Browser;
let server: SiteServer;

interface SearchDoc {
  title: string;
  section: string;
  url: string;
}
interface Manifest {
  indexes: { name: string; kind: string; path: string; isLast: boolean; searchDoc: string }[];
}

/** The search documents of each index of the build, by index name. */
const searchDocs = new Map<string, SearchDoc[]>();
let manifest: Manifest;

beforeAll(async () => {
  server = await serveRealSite();
  browser = await launchBrowser();
  manifest = (await (await fetch(`${server.url}/search/manifest.json`)).json()) as Manifest;
  for (const index of manifest.indexes) {
    const data = (await (await fetch(`${server.url}/search/${index.searchDoc}`)).json()) as { searchDocs: SearchDoc[] };
    searchDocs.set(index.name, data.searchDocs);
  }
}, 900_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const input = 'nav.navbar input[role="combobox"]';
const options = '[role="grid"] [role="row"]';
const DOC = '/docs/latest/quick-start';

async function typeQuery(page: Page, query: string): Promise<void> {
  await page.fill(input, query);
  await page.waitForFunction(([selector, q]) => document.querySelector<HTMLInputElement>(selector)?.value === q, [input, query] as const);
}

/** Title and section of each hit shown. */
async function shownHits(page: Page): Promise<{ title: string; section: string }[]> {
  return page.locator(options).evaluateAll((items) =>
    items.map((item) => ({
      title: [...(item.querySelector('.search-box__hit-title')?.childNodes ?? [])].filter((n) => !(n instanceof Element && n.matches('.search-box__version'))).map((n) => n.textContent).join(''),
      section: item.querySelector('.search-box__hit-section')?.textContent ?? '',
    })),
  );
}

describe('the search box of the real site in Chromium', () => {
  it('reads the indexes of the build: latest is the docs version shown at /docs/latest', () => {
    const latest = manifest.indexes.find((i) => i.kind === 'docs' && i.isLast);
    expect(latest?.path).toBe('/docs/latest');
    expect(manifest.indexes.filter((i) => i.kind === 'docs').length).toBeGreaterThan(1);
  });

  it('focuses with Ctrl+K on a docs page of latest, and shows hits from latest only', async () => {
    const latest = manifest.indexes.find((i) => i.kind === 'docs' && i.isLast)!;
    const latestDocs = searchDocs.get(latest.name)!;
    const watched = await openWatchedPage(browser);
    const { page } = watched;
    const searchFiles: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith('/search/')) searchFiles.push(pathname);
    });
    await page.goto(`${server.url}${DOC}`);
    await waitForHydration(page);
    expect(await page.locator(input).count()).toBe(1);
    await page.keyboard.press('Control+k');
    await page.waitForFunction((selector) => document.activeElement === document.querySelector(selector), input);

    await typeQuery(page, 'seccomp');
    await page.waitForSelector(options);
    const hits = await shownHits(page);
    expect(hits.length).toBeGreaterThan(1);
    // Every hit is a document of latest's index, and none is labelled with another version.
    const inLatest = new Set(latestDocs.map((d) => `${d.title}\n${d.section}`));
    expect(hits.filter((h) => !inLatest.has(`${h.title}\n${h.section}`))).toEqual([]);
    expect(await page.locator(`${options} .search-box__version`).count()).toBe(0);
    // Each page of latest at most once per section: no copies from the other versions.
    expect(new Set(hits.map((h) => `${h.title}\n${h.section}`)).size).toBe(hits.length);
    expect(await page.locator(`${options} mark`).first().textContent()).toMatch(/^seccomp/i);

    // A word found only in an older version's docs: nothing in latest, until all versions are searched.
    const olderOnly = 'tcptracer';
    const versionsWithWord = manifest.indexes.filter((i) => i.kind === 'docs' && JSON.stringify(searchDocs.get(i.name)).toLowerCase().includes(olderOnly));
    expect(versionsWithWord.map((i) => i.name)).not.toContain(latest.name);
    await typeQuery(page, olderOnly);
    await page.waitForSelector('.search-box__empty');
    expect(await page.textContent('.search-box__empty')).toBe(`No results for “${olderOnly}”.`);
    // Only the manifest and latest's files were fetched.
    expect(searchFiles.length).toBeGreaterThan(2);
    expect(searchFiles.filter((p) => p !== '/search/manifest.json' && !p.startsWith(`/search/${latest.name}/`))).toEqual([]);

    await page.check('.search-box__toggle input');
    await page.waitForSelector(options);
    const labels = await page.locator(`${options} .search-box__version`).allTextContents();
    expect(labels.length).toBeGreaterThan(0);
    expect(labels).not.toContain('latest');
    expect(versionsWithWord.map((i) => i.name)).toEqual(expect.arrayContaining([...new Set(labels)]));
    expect(watched.consoleErrors).toEqual([]);
    expect(watched.failedRequests).toEqual([]);
    await page.context().close();
  });

  it('opens the active hit with Enter, client-side, and highlights the word on the page', async () => {
    const latest = manifest.indexes.find((i) => i.kind === 'docs' && i.isLast)!;
    const watched = await openWatchedPage(browser);
    const { page } = watched;
    await page.goto(`${server.url}${DOC}`);
    await waitForHydration(page);
    await markDocument(page);
    // Typed at once after Ctrl+K: kept whether or not the search files are in yet.
    await page.keyboard.press('Control+k');
    await page.keyboard.type('seccomp');
    expect(await page.inputValue(input)).toBe('seccomp');
    await page.waitForSelector(options);
    await page.keyboard.press('ArrowDown');
    const activeId = await page.getAttribute(input, 'aria-activedescendant');
    expect(activeId).toBeTruthy();
    const [active] = await page.locator(`[id="${activeId}"]`).evaluateAll((items) =>
      items.map((item) => ({
        title: [...(item.querySelector('.search-box__hit-title')?.childNodes ?? [])].filter((n) => !(n instanceof Element && n.matches('.search-box__version'))).map((n) => n.textContent).join(''),
        section: item.querySelector('.search-box__hit-section')?.textContent ?? '',
      })),
    );
    const target = searchDocs.get(latest.name)!.find((d) => d.title === active!.title && d.section === active!.section);
    expect(target, `${active!.title} / ${active!.section} in latest's index`).toBeDefined();
    const targetUrl = new URL(target!.url, server.url);
    expect(targetUrl.pathname.startsWith('/docs/latest/')).toBe(true);
    // The active cell holds a link to that page and heading.
    expect(await page.getAttribute(`[id="${activeId}"]`, 'role')).toBe('gridcell');
    const href = new URL((await page.getAttribute(`[id="${activeId}"] > a`, 'href'))!, server.url);
    expect(`${href.pathname}${href.hash}`).toBe(`${targetUrl.pathname}${targetUrl.hash}`);

    await page.keyboard.press('Enter');
    await page.waitForFunction((pathname) => location.pathname === pathname, targetUrl.pathname);
    await page.waitForFunction((title) => document.querySelector('main h1')?.textContent === title, active!.title);
    const url = new URL(page.url());
    expect(url.hash).toBe(targetUrl.hash);
    expect(url.searchParams.get('_highlight')).toContain('seccomp');
    await page.waitForSelector('[data-search-content] mark.search-result-match');
    const marks = await page.locator('[data-search-content] mark.search-result-match').allTextContents();
    expect(marks.length).toBeGreaterThan(0);
    expect(marks.every((m) => /^seccomp/i.test(m))).toBe(true);
    expect(await page.getAttribute(input, 'aria-expanded')).toBe('false');
    expect(await isSameDocument(page)).toBe(true);
    expect(watched.consoleErrors).toEqual([]);
    expect(watched.failedRequests).toEqual([]);
    await page.context().close();
  });
});
