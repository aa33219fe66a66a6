import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import siteConfig from '../../site.config.ts';
import { launchBrowser, stubWebFontsKeepingCache } from '../helpers/browser.ts';
import { readSitemapPaths, serveRealSite, type RealSiteServer } from '../helpers/realSite.ts';
import { SPEC_REDIRECTS } from './spec.ts';

/**
 * Every page of the real site, clean: each sitemap URL and each redirect source is loaded in
 * Chromium against `folio serve` on 127.0.0.1, and must hydrate with a title, an h1 and the head
 * tags of site.config.ts (the web-font stylesheet and its preconnect hints), with no console error,
 * no hydration warning and no failed request.
 *
 * Offline, the web-font provider's requests are answered with an empty stylesheet. That is done
 * through the DevTools Fetch domain for the font URLs only (stubWebFontsKeepingCache), not with a
 * Playwright route: a route turns Chromium's HTTP cache off, and every page would then download
 * every script again (about a third more CPU per page here).
 *
 * Speed (~700 pages): one browser context and a few tabs reused from URL to URL. After a page has
 * hydrated, its tab waits a short, bounded settle time (until its requests are done and the network
 * has been quiet for QUIET_MS, at most SETTLE_MAX_MS) so that errors logged just after hydration
 * are seen, rather than waiting for the load event of every image. Requests still in flight when
 * the tab moves on are aborted by the browser, so every same-origin URL the pages asked for is
 * fetched once more at the end, from Node, and must answer 200: a broken image is caught even if its
 * tab had moved on. A console message that arrives after its tab has moved on is still charged to
 * the page whose document logged it, not to the next one.
 */

const PARALLEL_TABS = 2;
/** A page has settled once none of its requests has been in flight for this long after hydration. */
const QUIET_MS = 100;
/** The longest a tab waits for that after hydration. */
const SETTLE_MAX_MS = 500;

/** The tags site.config.ts adds to every page's head: the font stylesheet and preconnect links. */
const HEAD_TAGS = (siteConfig.headTags ?? []).map(({ tagName, attributes }) => ({ tagName, attributes }));

let browser: Browser;
let context: BrowserContext;
let server: RealSiteServer;

beforeAll(async () => {
  server = await serveRealSite();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  // Data saver on: the runtime then skips prefetching visible links. Prefetch has its own test
  // (navigation.test.ts); here it would only start downloads that the next page load aborts.
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true }) }));
}, 900_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** What one page load did wrong (empty when clean), the same-origin URLs it requested, and how it settled. */
interface PageVisit {
  path: string;
  problems: string[];
  requested: Set<string>;
  /** Milliseconds spent settling after hydration. */
  settleMs: number;
  /** True when the page still had requests in flight at SETTLE_MAX_MS. */
  settleCapped: boolean;
}

interface Job {
  path: string;
  /** Where the page must end up (a redirect's target); the path itself by default. */
  expectPath?: string;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs in the page: its title, its number of h1 elements, and the expected head tags missing from
 * its head. (No named inner functions: the source is sent to the page as it is.)
 */
function readPageFacts(expected: { tagName: string; attributes: Record<string, string | boolean> }[]): { title: string; h1: number; missing: string[] } {
  const missing: string[] = [];
  for (const { tagName, attributes } of expected) {
    const found = [...document.head.querySelectorAll(tagName)].some((element) =>
      Object.entries(attributes).every(([name, value]) => (value === true ? element.hasAttribute(name) : value === false ? !element.hasAttribute(name) : element.getAttribute(name) === value)),
    );
    if (!found) missing.push(`<${tagName} ${Object.entries(attributes).map(([n, v]) => `${n}="${String(v)}"`).join(' ')}>`);
  }
  return { title: document.title.trim(), h1: document.querySelectorAll('h1').length, missing };
}

/**
 * A tab that records problems into the visit whose document is showing: a visit becomes current when
 * its navigation commits, and stays current (late console errors included) until the next one does.
 * Each request is charged to the visit current when it started (a navigation request to the visit
 * it starts).
 */
async function openTab(setup?: (page: Page) => Promise<unknown>): Promise<{ page: Page; visit(job: Job): Promise<PageVisit>; fontStubs: () => number }> {
  const page = await context.newPage();
  const fonts = await stubWebFontsKeepingCache(page);
  await setup?.(page);
  /** The visit whose document is showing. */
  let current: PageVisit | undefined;
  /** The visit whose navigation has started but not committed yet. */
  let pending: PageVisit | undefined;
  const owner = new Map<Request, PageVisit>();
  const inFlight = new Set<Request>();
  let lastNetworkChange = Date.now();
  const settled = (request: Request) => {
    owner.delete(request);
    if (inFlight.delete(request)) lastNetworkChange = Date.now();
  };

  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && pending) {
      current = pending;
      pending = undefined;
    }
  });
  page.on('console', (message) => {
    if (message.type() === 'error') current?.problems.push(`console error: ${message.text()}`);
    else if (message.type() === 'warning' && /hydrat/i.test(message.text())) current?.problems.push(`hydration warning: ${message.text()}`);
  });
  page.on('pageerror', (error) => current?.problems.push(`uncaught: ${error.message}`));
  page.on('request', (request) => {
    const visit = request.isNavigationRequest() && request.frame() === page.mainFrame() && pending ? pending : current;
    if (!visit) return;
    owner.set(request, visit);
    inFlight.add(request);
    lastNetworkChange = Date.now();
    if (request.url().startsWith(server.url)) visit.requested.add(request.url());
  });
  page.on('requestfinished', settled);
  page.on('requestfailed', (request) => {
    // ERR_ABORTED: the tab moved on, or a redirect page replaced itself; the final URL check covers those.
    const error = request.failure()?.errorText ?? '';
    if (!error.includes('ERR_ABORTED')) owner.get(request)?.problems.push(`request failed: ${request.url()} ${error}`);
    settled(request);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) owner.get(response.request())?.problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });

  /** Waits until no request of the page is in flight and the network has been quiet for QUIET_MS, at most SETTLE_MAX_MS. */
  const settle = async (visit: PageVisit) => {
    const started = Date.now();
    for (;;) {
      const now = Date.now();
      if (inFlight.size === 0 && now - lastNetworkChange >= QUIET_MS) break;
      if (now - started >= SETTLE_MAX_MS) {
        visit.settleCapped = true;
        break;
      }
      await sleep(20);
    }
    visit.settleMs = Date.now() - started;
  };

  const visit = async ({ path, expectPath = path }: Job): Promise<PageVisit> => {
    const result: PageVisit = { path, problems: [], requested: new Set(), settleMs: 0, settleCapped: false };
    pending = result;
    // Requests of the page left behind are aborted by this navigation; they no longer count as in flight.
    inFlight.clear();
    try {
      await page.goto(`${server.url}${path}`, { waitUntil: 'commit' });
      // A redirect source replaces itself with its target: wait for that page load first.
      if (expectPath !== path) await page.waitForURL(`${server.url}${expectPath}`, { waitUntil: 'commit', timeout: 20_000 });
      await page.waitForFunction((target) => document.documentElement?.dataset.hydrated === 'true' && location.pathname === target, expectPath, { timeout: 20_000 });
      const { title, h1, missing } = await page.evaluate(readPageFacts, HEAD_TAGS);
      if (!title) result.problems.push('missing <title>');
      if (h1 === 0) result.problems.push('missing <h1>');
      for (const tag of missing) result.problems.push(`head lacks ${tag}`);
      await settle(result);
    } catch (error) {
      result.problems.push(`did not load and hydrate at ${expectPath}: ${(error as Error).message.split('\n')[0]}`);
    }
    if (pending === result) {
      // The navigation never committed: nothing of this visit is showing.
      pending = undefined;
    }
    return result;
  };
  return { page, visit, fontStubs: fonts.stubbed };
}

/** Visits every job with a few tabs in parallel; also returns how many font requests were answered by the stub. */
async function crawl(jobs: Job[], options: { tabs?: number; setup?: (page: Page) => Promise<unknown> } = {}): Promise<{ visits: PageVisit[]; fontStubs: number }> {
  const queue = [...jobs];
  const visits: PageVisit[] = [];
  const tabs = await Promise.all(Array.from({ length: Math.min(options.tabs ?? PARALLEL_TABS, jobs.length) }, () => openTab(options.setup)));
  await Promise.all(
    tabs.map(async (tab) => {
      for (let job = queue.shift(); job; job = queue.shift()) visits.push(await tab.visit(job));
    }),
  );
  const fontStubs = tabs.reduce((sum, tab) => sum + tab.fontStubs(), 0);
  await Promise.all(tabs.map((tab) => tab.page.close()));
  return { visits, fontStubs };
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
  it('reads the font stylesheet and preconnect links from site.config.ts', () => {
    const rels = HEAD_TAGS.map((t) => `${t.tagName} ${String(t.attributes.rel)} ${String(t.attributes.href)}`);
    expect(rels.filter((r) => r.startsWith('link preconnect https://fonts.g'))).toHaveLength(2);
    expect(rels.some((r) => r.startsWith('link stylesheet https://fonts.googleapis.com/css2?'))).toBe(true);
  });

  it('hydrates each sitemap URL with a title, an h1 and the font links, and no console error or failed request', async () => {
    const started = Date.now();
    const paths = readSitemapPaths();
    // The spec's route inventory: ~700 pages (docs in five versions, blog, tags).
    expect(paths.length).toBeGreaterThan(600);
    const { visits, fontStubs } = await crawl(paths.map((path) => ({ path })));
    const crawled = Date.now();
    await checkRequestedUrls(visits);
    const settle = visits.map((v) => v.settleMs).sort((a, b) => a - b);
    console.log(
      `Crawled ${paths.length} pages in ${((crawled - started) / 1000).toFixed(1)} s (+ ${((Date.now() - crawled) / 1000).toFixed(1)} s re-fetching requested URLs); ` +
        `settle after hydration: median ${settle[Math.floor(settle.length / 2)]} ms, max ${settle.at(-1)} ms, ${visits.filter((v) => v.settleCapped).length} pages cut at ${SETTLE_MAX_MS} ms; ` +
        `${fontStubs} web-font requests answered with an empty stylesheet`,
    );
    expect(visits).toHaveLength(paths.length);
    expect(report(visits)).toBe('');
    // Every page asked the provider for the stylesheet, and got the stub (not a network error).
    expect(fontStubs).toBeGreaterThanOrEqual(paths.length);
  }, 600_000);

  it('sees errors logged after hydration and charges them to the page that logged them, even once its tab has moved on (control)', async () => {
    // One tab, four pages. The first logs an error 60 ms after it has hydrated, and the tab then goes
    // on to a page that loads at once: a crawl that moves on at hydration never sees that error.
    // The third logs one 700 ms after (past SETTLE_MAX_MS), when the tab is already loading the
    // fourth page, whose document request is held back 3 s so that the third is still showing: a
    // crawl that charges messages to the page being loaded blames the wrong page.
    const errorsAfter: Record<string, number[]> = { '/docs/latest/SECURITY': [60], '/docs/latest/quick-start': [700] };
    const held = '/blog';
    const { visits } = await crawl(['/docs/latest/SECURITY', '/blog/archive', '/docs/latest/quick-start', held].map((path) => ({ path })), {
      tabs: 1,
      setup: async (page) => {
        await page.route(`${server.url}${held}`, async (route) => {
          await sleep(3000);
          await route.continue();
        });
        await page.addInitScript((delays) => {
          const mine = delays[location.pathname];
          if (!mine) return;
          const timer = setInterval(() => {
            if (document.documentElement?.dataset.hydrated !== 'true') return;
            clearInterval(timer);
            for (const ms of mine) setTimeout(() => console.error(`control: error ${ms} ms after hydration`), ms);
          }, 5);
        }, errorsAfter);
      },
    });
    expect(visits.map((v) => [v.path, v.problems])).toEqual([
      ['/docs/latest/SECURITY', ['console error: control: error 60 ms after hydration']],
      ['/blog/archive', []],
      ['/docs/latest/quick-start', ['console error: control: error 700 ms after hydration']],
      [held, []],
    ]);
  }, 60_000);

  it('lands every redirect source of the spec on its target', async () => {
    const { visits } = await crawl(SPEC_REDIRECTS.map(({ from, to }) => ({ path: from, expectPath: to })));
    await checkRequestedUrls(visits);
    expect(report(visits)).toBe('');
  }, 60_000);
});
