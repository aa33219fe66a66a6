import type { Browser, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openWatchedPage, waitForHydration } from '../helpers/browser.ts';
import type { SiteServer } from '../helpers/realSite.ts';
import { withRealSiteInBrowser } from '../helpers/realSiteBrowser.ts';

/**
 * Issue 22 (client navigation): once a link's page is prefetched (on hover, or when the link came
 * into view), clicking it renders the page with no network request at all, because the prefetch
 * took the route's whole chunk graph (component, content, every chunk they import statically) and
 * its props and data JSON.
 */

let browser: Browser;
let server: SiteServer;

withRealSiteInBrowser((ready) => ({ browser, server } = ready));

/** What the built HTML of a page says it needs: its heading, its route, and every chunk and JSON file it preloads. */
async function readPageNeeds(url: string): Promise<{ heading: string; route: { c: string; p?: string }; files: string[] }> {
  const html = await (await fetch(url)).text();
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
  if (!heading) throw new Error(`No heading in ${url}`);
  const boot = /<script id="__FOLIO_DATA__" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!boot) throw new Error(`No boot data in ${url}`);
  const files = [...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]*? href="([^"]+)"/g)].map((m) => m[1]!);
  return { heading, route: (JSON.parse(boot) as { route: { c: string; p?: string } }).route, files };
}

/** Resolves once every one of `paths` has been loaded by the page, counting what it loaded before this was called. */
function whenLoaded(page: Page, loaded: Set<string>, paths: string[]): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!paths.every((p) => loaded.has(p))) return false;
      page.off('requestfinished', onFinished);
      resolve();
      return true;
    };
    const onFinished = () => void check();
    page.on('requestfinished', onFinished);
    check();
  });
}

/** A resource the page fetched, as its Resource Timing entry tells. */
interface Fetched {
  url: string;
  initiatorType: string;
  startTime: number;
}

/** Resolves once no request of the page is in flight (tracked from before the call's first use). */
function trackInFlight(page: Page): () => Promise<void> {
  const inFlight = new Set<Request>();
  const waiters: (() => void)[] = [];
  const settle = (request: Request) => {
    inFlight.delete(request);
    if (!inFlight.size) for (const wake of waiters.splice(0)) wake();
  };
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return () => (inFlight.size ? new Promise((resolve) => waiters.push(resolve)) : Promise.resolve());
}

/**
 * Opens `from`, hovers the link `selector` to `target`, waits until everything the target's own
 * HTML would preload has loaded, then clicks it and returns every resource the page started to
 * fetch from the click until the target's heading was in the document. (Read from the page's
 * Resource Timing: what the new page then fetches on its own, such as prefetches of the links
 * it shows, starts after that moment.)
 */
async function clickAfterPrefetch(from: string, selector: string, target: string): Promise<{ fetched: Fetched[]; heading: string; errors: string[] }> {
  const { page, consoleErrors, failedRequests } = await openWatchedPage(browser, { viewport: { width: 1280, height: 700 } });
  // Every fetch of the page is kept (the buffer holds 250 by default; prefetching fills it).
  await page.addInitScript(() => performance.setResourceTimingBufferSize(100_000));
  const needs = await readPageNeeds(`${server.url}${target}`);
  // Every file the page has loaded completely (finished responses), from its first request on.
  const loaded = new Set<string>();
  page.on('requestfinished', (request: Request) => loaded.add(new URL(request.url()).pathname));
  const networkIdle = trackInFlight(page);
  await page.goto(`${server.url}${from}`);
  await waitForHydration(page);

  const link = page.locator(selector);
  await link.scrollIntoViewIfNeeded();
  await link.hover();
  // The prefetch starts all its fetches at once: once the route's component chunk and props are
  // in and nothing is in flight, it has settled. By then it must have loaded everything the
  // target's own HTML would preload (the entry's chunks this page loaded too).
  await whenLoaded(page, loaded, [needs.route.c, ...(needs.route.p ? [needs.route.p] : [])]);
  await networkIdle();
  expect(needs.files.filter((file) => !loaded.has(file))).toEqual([]);

  await page.evaluate(([path, heading]) => {
    const w = window as unknown as { __clickAt?: number; __shownAt?: number };
    document.addEventListener('click', () => (w.__clickAt = performance.now()), { capture: true, once: true });
    const shown = new MutationObserver(() => {
      if (location.pathname !== path || document.querySelector('h1')?.textContent !== heading) return;
      w.__shownAt = performance.now();
      shown.disconnect();
    });
    shown.observe(document.body, { childList: true, subtree: true, characterData: true });
  }, [target, needs.heading] as const);
  await link.click();
  await page.waitForFunction(() => (window as unknown as { __shownAt?: number }).__shownAt !== undefined);
  // Whatever the click started has finished, so its Resource Timing entry exists.
  await networkIdle();
  // Chromium itself fetches the tab's icon again for the new URL of every same-document
  // navigation, on any site; that fetch is the browser's, not the page's.
  const favicon = new URL((await page.locator('link[rel="icon"]').getAttribute('href'))!, server.url).href;
  const fetched = await page.evaluate((icon) => {
    const { __clickAt: clickAt, __shownAt: shownAt } = window as unknown as { __clickAt: number; __shownAt: number };
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.startTime >= clickAt && entry.startTime <= shownAt && entry.name !== icon)
      .map((entry) => ({ url: entry.name, initiatorType: entry.initiatorType, startTime: entry.startTime }));
  }, favicon);
  await page.context().close();
  return { fetched, heading: needs.heading, errors: [...consoleErrors, ...failedRequests] };
}

describe('navigation after a prefetch', () => {
  it('renders a hovered sidebar doc on click without a single request', async () => {
    // A doc of the same sidebar without images or diagrams: those load when shown (Mermaid is a
    // large chunk the page imports only when it has a diagram), never ahead of a click.
    const result = await clickAfterPrefetch('/docs/latest/reference/run', '.docs-sidebar a[href="/docs/latest/reference/install-kubernetes"]', '/docs/latest/reference/install-kubernetes');
    expect(result.fetched).toEqual([]);
    expect(result.errors).toEqual([]);
  });

  it('goes from a doc to the blog without loading a script or JSON file', async () => {
    // The blog's chunks are not the docs': only a prefetch of its whole chunk graph avoids
    // requests here. Its author avatars are images of the new page, loaded once it shows.
    const result = await clickAfterPrefetch('/docs/latest/reference/run', 'nav.navbar a[href="/blog"]', '/blog');
    expect(result.fetched.filter((entry) => entry.initiatorType !== 'img')).toEqual([]);
    expect(result.heading).toBe('Blog');
    expect(result.errors).toEqual([]);
  });
});
