import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import siteConfig from '../../site.config.ts';
import { launchBrowser, stubWebFontsKeepingCache } from '../helpers/browser.ts';
import { readSitemapPaths, serveRealSite, type RealSiteServer } from '../helpers/realSite.ts';
import { readServedPage, referencedFiles, sampleCoveringFeatures, type PageFacts } from './crawl-pages.ts';
import { SPEC_REDIRECTS } from './spec.ts';

/**
 * Every page of the real site, clean, in two steps.
 *
 * Over HTTP, every sitemap URL: served by `folio serve` on 127.0.0.1 with a title, an h1 and the
 * head tags of site.config.ts (the web-font stylesheet and its preconnect hints), and every file it
 * refers to (scripts, styles, preloads, images, its route's chunks and data, what those scripts and
 * stylesheets import in turn) answers 200. That is cheap, so no page is left out.
 *
 * In Chromium, a page of every kind: each page component in each docs version, with each set of
 * elements and each class block its `<main>` holds (crawl-pages.ts picks the fewest pages that
 * cover them all, about a tenth). Each must hydrate with no console error, no hydration warning and
 * no failed request. Hydrating all ~700 costs several CPU-minutes; FOLIO_CRAWL_ALL=1 does it.
 *
 * Offline, the web-font provider's requests are answered with an empty stylesheet. That is done
 * through the DevTools Fetch domain for the font URLs only (stubWebFontsKeepingCache), not with a
 * Playwright route: a route turns Chromium's HTTP cache off, and every page would then download
 * every script again.
 *
 * A few tabs, each in its own browser context (its own clock), are reused from URL to URL. After a
 * page has hydrated, its tab settles it without waiting on the wall clock: the page runs on
 * Playwright's clock, which the tab moves SETTLE_MS on at once (every timer due by then fires, so an
 * error logged up to SETTLE_MS after hydration is seen however busy the machine is), then waits for
 * the page's requests in flight to end. Every same-origin URL the pages asked for is also fetched
 * once more at the end, from Node, and must answer 200. A console message that arrives after its tab
 * has moved on is still charged to the page whose document logged it, not to the next one.
 */

const PARALLEL_TABS = 2;
/** How far each page's clock is moved on after hydration: timers due within it run before the tab moves on. */
const SETTLE_MS = 500;

/** The tags site.config.ts adds to every page's head: the font stylesheet and preconnect links. */
const HEAD_TAGS = (siteConfig.headTags ?? []).map(({ tagName, attributes }) => ({ tagName, attributes }));

let browser: Browser;
let server: RealSiteServer;

beforeAll(async () => {
  server = await serveRealSite();
  browser = await launchBrowser();
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
  /** Requests of the page still in flight once its clock had been moved on (waited for). */
  inFlightAfterTimers: number;
}

interface Job {
  path: string;
  /** Where the page must end up (a redirect's target); the path itself by default. */
  expectPath?: string;
}

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
  const context: BrowserContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  // Data saver on: the runtime then skips prefetching visible links. Prefetch has its own test
  // (navigation.test.ts); here it would only start downloads that the next page load aborts.
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true }) }));
  // The pages' timers run on Playwright's clock (one per context): flowing as usual, moved on at once to settle a page.
  await context.clock.install();
  const page = await context.newPage();
  const fonts = await stubWebFontsKeepingCache(page);
  await setup?.(page);
  /** The visit whose document is showing. */
  let current: PageVisit | undefined;
  /** The visit whose navigation has started but not committed yet. */
  let pending: PageVisit | undefined;
  const owner = new Map<Request, PageVisit>();
  const inFlight = new Set<Request>();
  let whenIdle: (() => void)[] = [];
  const settled = (request: Request) => {
    owner.delete(request);
    if (inFlight.delete(request) && inFlight.size === 0) {
      for (const resolve of whenIdle) resolve();
      whenIdle = [];
    }
  };
  const networkIdle = () => (inFlight.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => whenIdle.push(resolve)));

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

  /** Runs the page's timers due within SETTLE_MS at once, then waits for its requests in flight to end. */
  const settle = async (visit: PageVisit) => {
    await page.clock.runFor(SETTLE_MS);
    visit.inFlightAfterTimers = inFlight.size;
    await networkIdle();
  };

  const visit = async ({ path, expectPath = path }: Job): Promise<PageVisit> => {
    const result: PageVisit = { path, problems: [], requested: new Set(), inFlightAfterTimers: 0 };
    pending = result;
    // Requests of the page left behind are aborted by this navigation; they no longer count as in flight.
    inFlight.clear();
    try {
      await page.goto(`${server.url}${path}`, { waitUntil: 'commit' });
      // A redirect source replaces itself with its target: wait for that page load first. Its meta
      // refresh and its script both go there, and the second cancels the first (ERR_ABORTED): the
      // wait below still requires the target to load and hydrate.
      if (expectPath !== path) {
        await page.waitForURL(`${server.url}${expectPath}`, { waitUntil: 'commit', timeout: 60_000 }).catch((error: Error) => {
          if (!error.message.includes('ERR_ABORTED')) throw error;
        });
      }
      await page.waitForFunction((target) => document.documentElement?.dataset.hydrated === 'true' && location.pathname === target, expectPath, { timeout: 60_000 });
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
  await Promise.all(tabs.map((tab) => tab.page.context().close()));
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

/** Runs `work` on every item, `parallel` at a time. */
async function eachInParallel<T>(items: T[], parallel: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

/** Every sitemap page's facts, read over HTTP once for the file's tests, with the problems found. */
let allPages: Promise<{ facts: Map<string, PageFacts>; problems: Map<string, string[]> }> | undefined;
function readAllPages(): Promise<{ facts: Map<string, PageFacts>; problems: Map<string, string[]> }> {
  allPages ??= (async () => {
    const facts = new Map<string, PageFacts>();
    const problems = new Map<string, string[]>();
    const problem = (path: string, text: string) => problems.set(path, [...(problems.get(path) ?? []), text]);
    await eachInParallel(readSitemapPaths(), 8, async (path) => {
      const response = await fetch(`${server.url}${path}`);
      const html = await response.text();
      if (!response.ok) problem(path, `HTTP ${response.status}`);
      if (!response.headers.get('content-type')?.startsWith('text/html')) problem(path, `served as ${response.headers.get('content-type')}`);
      const page = readServedPage(path, html, HEAD_TAGS);
      if (!page.title) problem(path, 'missing <title>');
      if (page.h1 === 0) problem(path, 'missing <h1>');
      for (const tag of page.missingHeadTags) problem(path, `head lacks ${tag}`);
      facts.set(path, page);
    });
    return { facts, problems };
  })();
  return allPages;
}

describe('every page of the real site', () => {
  it('reads the font stylesheet and preconnect links from site.config.ts', () => {
    const rels = HEAD_TAGS.map((t) => `${t.tagName} ${String(t.attributes.rel)} ${String(t.attributes.href)}`);
    expect(rels.filter((r) => r.startsWith('link preconnect https://fonts.g'))).toHaveLength(2);
    expect(rels.some((r) => r.startsWith('link stylesheet https://fonts.googleapis.com/css2?'))).toBe(true);
  });

  it('serves each sitemap URL with a title, an h1 and the head tags of site.config.ts, and every file it refers to', async () => {
    const paths = readSitemapPaths();
    // The spec's route inventory: ~700 pages (docs in five versions, blog, tags).
    expect(paths.length).toBeGreaterThan(600);
    const { facts, problems } = await readAllPages();
    expect(facts.size).toBe(paths.length);
    // Each file once, with the pages (or files) that refer to it; scripts and stylesheets are read for what they import.
    const referrers = new Map<string, Set<string>>();
    const refer = (file: string, from: string) => {
      const known = referrers.get(file);
      if (known) return known.add(from) && false;
      referrers.set(file, new Set([from]));
      return true;
    };
    const queue: string[] = [];
    for (const [path, page] of facts) for (const file of [...page.files, ...page.siteFiles]) if (refer(file, path)) queue.push(file);
    const failing = new Map<string, number>();
    while (queue.length > 0) {
      const batch = queue.splice(0);
      await eachInParallel(batch, 8, async (file) => {
        const response = await fetch(`${server.url}${file}`);
        const body = await response.text();
        if (!response.ok) return void failing.set(file, response.status);
        if (/\.(js|css)$/.test(file)) for (const imported of referencedFiles(file, body)) if (refer(imported, file)) queue.push(imported);
      });
    }
    const report = [...problems].map(([path, list]) => `${path}\n  ${list.join('\n  ')}`);
    for (const [file, status] of failing) report.push(`HTTP ${status}: ${file}, referred to by ${[...referrers.get(file)!].slice(0, 5).join(', ')}`);
    console.log(`Read ${paths.length} pages over HTTP; they refer to ${referrers.size} files`);
    expect(report.join('\n')).toBe('');
    // Every page refers to scripts, a stylesheet and its route's files: the reading found them.
    expect(referrers.size).toBeGreaterThan(paths.length);
  });

  it('hydrates a page of every kind in Chromium (each page component in each docs version, each set of elements, each class block), with no console error or failed request', async () => {
    const { facts } = await readAllPages();
    const kinds = new Set([...facts.values()].map((page) => page.kind));
    const sample = process.env.FOLIO_CRAWL_ALL ? [...facts.keys()] : sampleCoveringFeatures([...facts].map(([path, page]) => ({ path, features: page.features })));
    // Kinds the site has: docs, category indexes, blog posts, lists, tags, authors, archive, home.
    expect(kinds.size).toBeGreaterThanOrEqual(8);
    expect(sample.length).toBeGreaterThanOrEqual(kinds.size);
    const started = performance.now();
    const { visits, fontStubs } = await crawl(sample.map((path) => ({ path })));
    const crawled = performance.now();
    await checkRequestedUrls(visits);
    // Figures for the log only: nothing is decided by how long anything took.
    console.log(
      `Hydrated ${sample.length} of ${facts.size} pages (${kinds.size} kinds) in ${((crawled - started) / 1000).toFixed(1)} s (+ ${((performance.now() - crawled) / 1000).toFixed(1)} s re-fetching requested URLs); ` +
        `${visits.filter((v) => v.inFlightAfterTimers > 0).length} pages still had requests in flight after their timers ran; ` +
        `${fontStubs} web-font requests answered with an empty stylesheet`,
    );
    expect(visits).toHaveLength(sample.length);
    expect(report(visits)).toBe('');
    // Every page asked the provider for the stylesheet, and got the stub (not a network error).
    expect(fontStubs).toBeGreaterThanOrEqual(sample.length);
  }, 900_000);

  it('sees errors logged after hydration and charges them to the page that logged them, even once its tab has moved on (control)', async () => {
    // One tab, four pages. The first logs an error 60 ms (page time) after it has hydrated, and the
    // tab then goes on to a page that loads at once: a crawl that moves on at hydration never sees
    // that error. The third logs one 700 ms after (past SETTLE_MS), when the tab has already moved
    // on to the fourth page, whose document request is held until that error has been logged, so that
    // the third is still showing: a crawl that charges messages to the page being loaded blames the
    // wrong page.
    const errorsAfter: Record<string, number[]> = { '/docs/latest/SECURITY': [60], '/docs/latest/quick-start': [700] };
    const held = '/blog';
    const { visits } = await crawl(['/docs/latest/SECURITY', '/blog/archive', '/docs/latest/quick-start', held].map((path) => ({ path })), {
      tabs: 1,
      setup: async (page) => {
        let lateErrorLogged!: () => void;
        const lateError = new Promise<void>((resolve) => (lateErrorLogged = resolve));
        page.on('console', (message) => message.text().includes('700 ms after hydration') && lateErrorLogged());
        await page.route(`${server.url}${held}`, async (route) => {
          await lateError;
          await route.continue();
        });
        await page.addInitScript((delays) => {
          const mine = delays[location.pathname];
          if (!mine) return;
          new MutationObserver((_, observer) => {
            if (document.documentElement?.dataset.hydrated !== 'true') return;
            observer.disconnect();
            for (const ms of mine) setTimeout(() => console.error(`control: error ${ms} ms after hydration`), ms);
          }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
        }, errorsAfter);
      },
    });
    expect(visits.map((v) => [v.path, v.problems])).toEqual([
      ['/docs/latest/SECURITY', ['console error: control: error 60 ms after hydration']],
      ['/blog/archive', []],
      ['/docs/latest/quick-start', ['console error: control: error 700 ms after hydration']],
      [held, []],
    ]);
  });

  it('lands every redirect source of the spec on its target', async () => {
    const { visits } = await crawl(SPEC_REDIRECTS.map(({ from, to }) => ({ path: from, expectPath: to })));
    await checkRequestedUrls(visits);
    expect(report(visits)).toBe('');
  });
});
