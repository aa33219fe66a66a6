import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { readSitemapPaths, serveRealSite, type RealSiteServer } from '../helpers/realSite.ts';
import { SPEC_REDIRECTS } from './spec.ts';

/**
 * Every page of the real site, clean: each sitemap URL and each redirect source is loaded in
 * Chromium against `folio serve` on 127.0.0.1, and must hydrate with a title and an h1, with no
 * console error, no hydration warning and no failed request.
 *
 * Speed (~700 pages): one browser context, a few tabs reused from URL to URL, and a tab moves on as
 * soon as its page has hydrated rather than waiting for every image. Requests still in flight then
 * are aborted by the browser, so every same-origin URL the pages asked for is fetched once more at
 * the end, from Node, and must answer 200: a broken image is caught even if its tab had moved on.
 */

const PARALLEL_TABS = 2;
const FONT_HOSTS = /fonts\.(googleapis|gstatic)\.com/;

let browser: Browser;
let context: BrowserContext;
let server: RealSiteServer;

/**
 * Offline, the web-font hosts are made unresolvable at once rather than routed to an empty
 * stylesheet as in the other browser tests: any Playwright route turns Chromium's HTTP cache off,
 * and then every page would download every script again (about a third more CPU per page here).
 * Their failures are expected and ignored; site-chrome.test.ts checks the font links themselves.
 */
const NO_FONT_HOSTS = '--host-resolver-rules=MAP fonts.googleapis.com ~NOTFOUND, MAP fonts.gstatic.com ~NOTFOUND';

beforeAll(async () => {
  server = await serveRealSite();
  browser = await launchBrowser([NO_FONT_HOSTS]);
  context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  // Data saver on: the runtime then skips prefetching visible links. Prefetch has its own test
  // (navigation.test.ts); here it would only start downloads that the next page load aborts.
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true }) }));
}, 900_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** What one page load did wrong (empty when clean), and the same-origin URLs it requested. */
interface PageVisit {
  path: string;
  problems: string[];
  requested: Set<string>;
}

interface Job {
  path: string;
  /** Where the page must end up (a redirect's target); the path itself by default. */
  expectPath?: string;
}

/** A tab that records problems into whichever visit is current. */
async function openTab(): Promise<{ page: Page; visit(job: Job): Promise<PageVisit> }> {
  const page = await context.newPage();
  let current: PageVisit | undefined;
  const note = (problem: string) => current?.problems.push(problem);
  page.on('console', (message) => {
    if (FONT_HOSTS.test(message.location().url)) return;
    if (message.type() === 'error') note(`console error: ${message.text()}`);
    else if (message.type() === 'warning' && /hydrat/i.test(message.text())) note(`hydration warning: ${message.text()}`);
  });
  page.on('pageerror', (error) => note(`uncaught: ${error.message}`));
  page.on('request', (request) => {
    if (request.url().startsWith(server.url)) current?.requested.add(request.url());
  });
  page.on('requestfailed', (request) => {
    // ERR_ABORTED: the tab moved on, or a redirect page replaced itself; the final URL check covers those.
    const error = request.failure()?.errorText ?? '';
    if (!FONT_HOSTS.test(request.url()) && !error.includes('ERR_ABORTED')) note(`request failed: ${request.url()} ${error}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) note(`HTTP ${response.status()}: ${response.url()}`);
  });
  const visit = async ({ path, expectPath = path }: Job): Promise<PageVisit> => {
    const result: PageVisit = { path, problems: [], requested: new Set() };
    current = result;
    try {
      await page.goto(`${server.url}${path}`, { waitUntil: 'commit' });
      // A redirect source replaces itself with its target: wait for that page load first.
      if (expectPath !== path) await page.waitForURL(`${server.url}${expectPath}`, { waitUntil: 'commit', timeout: 20_000 });
      await page.waitForFunction((target) => document.documentElement.dataset.hydrated === 'true' && location.pathname === target, expectPath, { timeout: 20_000 });
      const { title, h1 } = await page.evaluate(() => ({ title: document.title.trim(), h1: document.querySelectorAll('h1').length }));
      if (!title) result.problems.push('missing <title>');
      if (h1 === 0) result.problems.push('missing <h1>');
    } catch (error) {
      result.problems.push(`did not load and hydrate at ${expectPath}: ${(error as Error).message.split('\n')[0]}`);
    }
    current = undefined;
    return result;
  };
  return { page, visit };
}

/** Visits every job with a few tabs in parallel. */
async function crawl(jobs: Job[]): Promise<PageVisit[]> {
  const queue = [...jobs];
  const visits: PageVisit[] = [];
  const tabs = await Promise.all(Array.from({ length: Math.min(PARALLEL_TABS, jobs.length) }, openTab));
  await Promise.all(
    tabs.map(async (tab) => {
      for (let job = queue.shift(); job; job = queue.shift()) visits.push(await tab.visit(job));
      await tab.page.close();
    }),
  );
  return visits;
}

/** Fetches every URL the pages requested once, from Node; adds a problem to each page that asked for a failing one. */
async function checkRequestedUrls(visits: PageVisit[]): Promise<void> {
  const urls = [...new Set(visits.flatMap((v) => [...v.requested]))];
  const failing = new Map<string, number>();
  const queue = [...urls];
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let url = queue.shift(); url; url = queue.shift()) {
        const response = await fetch(url);
        await response.arrayBuffer();
        if (!response.ok) failing.set(url, response.status);
      }
    }),
  );
  for (const visit of visits) {
    for (const url of visit.requested) {
      const status = failing.get(url);
      if (status !== undefined) visit.problems.push(`HTTP ${status}: ${url}`);
    }
  }
}

function report(visits: PageVisit[]): string {
  return visits
    .filter((v) => v.problems.length > 0)
    .map((v) => `${v.path}\n  ${[...new Set(v.problems)].join('\n  ')}`)
    .join('\n');
}

describe('every page of the real site in Chromium', () => {
  it('hydrates each sitemap URL with a title and an h1, and no console error or failed request', async () => {
    const started = Date.now();
    const paths = readSitemapPaths();
    // The spec's route inventory: ~700 pages (docs in five versions, blog, tags).
    expect(paths.length).toBeGreaterThan(600);
    const visits = await crawl(paths.map((path) => ({ path })));
    await checkRequestedUrls(visits);
    console.log(`Crawled ${paths.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect(visits).toHaveLength(paths.length);
    expect(report(visits)).toBe('');
  }, 600_000);

  it('lands every redirect source of the spec on its target', async () => {
    const visits = await crawl(SPEC_REDIRECTS.map(({ from, to }) => ({ path: from, expectPath: to })));
    await checkRequestedUrls(visits);
    expect(report(visits)).toBe('');
  }, 60_000);
});
