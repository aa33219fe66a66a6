import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { firstHeading } from '../../scripts/bench/client-nav.ts';
import { readRouteFiles, splitPrefetches } from '../../scripts/bench/route-files.ts';
import { openWatchedPage, waitForHydration } from '../helpers/browser.ts';
import { REAL_SITE_OUT, type SiteServer } from '../helpers/realSite.ts';
import { withRealSiteInBrowser } from '../helpers/realSiteBrowser.ts';
import { untilQuiet, watchPageActivity } from '../helpers/timing.ts';

/**
 * Issue 22 (client navigation): once a link's page is prefetched (its link came into view, then the
 * pointer rested on it), clicking it shows the page with no request at all: not for its code or
 * data, not for the code its content loads once shown (the Mermaid diagrams' chunks), not for the
 * images it shows. Only what the new page then does of its own accord may follow: prefetching the
 * pages *it* links to as their links come into view (a piece of the route table, other routes'
 * chunks and props), which nothing on it waits for.
 */

let browser: Browser;
let server: SiteServer;

withRealSiteInBrowser((ready) => ({ browser, server } = ready));

/** In the page: every Mermaid diagram drawn, and every image in the viewport loaded. */
function pageComplete(): boolean {
  const inView = (image: HTMLImageElement) => {
    const box = image.getBoundingClientRect();
    return box.bottom > 0 && box.top < innerHeight && box.width > 0;
  };
  return !document.querySelector('.mermaid-diagram--pending') && [...document.images].filter(inView).every((image) => image.complete);
}

/**
 * Opens `from`, brings the link `selector` to `target` into view and hovers it, waits until the page
 * is quiet (its prefetch settled), clicks, and waits until the new page is shown and complete (and,
 * with `scrollTo`, that element scrolled into view and the page complete again). Returns every
 * request the page made from the click on, split into the new page's own and its prefetches of
 * the pages it links to. Chromium itself fetches the tab's icon again for the new URL of every
 * same-document navigation, on any site: that fetch is the browser's, not the page's, and is left out.
 */
async function clickAfterHover(from: string, selector: string, target: string, scrollTo?: string) {
  const heading = firstHeading(await (await fetch(`${server.url}${target}`)).text());
  const { page, consoleErrors, failedRequests } = await openWatchedPage(browser, { viewport: { width: 1280, height: 700 } });
  await watchPageActivity(page);
  await page.goto(`${server.url}${from}`);
  await waitForHydration(page);
  await untilQuiet(page);
  const link = page.locator(selector);
  await link.scrollIntoViewIfNeeded();
  await untilQuiet(page);
  await link.hover();
  await untilQuiet(page);

  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await link.click();
  await page.waitForFunction(
    ([path, text]) => location.pathname === path && [...document.querySelectorAll('h1, h2')].some((h) => h.textContent?.replace(/\s+/g, ' ').trim() === text),
    [target, heading] as const,
  );
  await page.waitForFunction(pageComplete);
  if (scrollTo) {
    await page.locator(scrollTo).scrollIntoViewIfNeeded();
    await page.waitForFunction(pageComplete);
  }
  await untilQuiet(page);
  const favicon = new URL((await page.locator('link[rel="icon"]').getAttribute('href'))!, server.url).pathname;
  const diagrams = await page.locator('.mermaid-diagram svg').count();
  const images = await page.evaluate(() => [...document.images].filter((image) => image.complete && image.naturalWidth > 0).map((image) => new URL(image.src).pathname));
  await page.context().close();
  const split = splitPrefetches(requested.filter((path) => path !== favicon), target, readRouteFiles(REAL_SITE_OUT));
  return { ...split, diagrams, images, errors: [...consoleErrors, ...failedRequests] };
}

describe('navigation after a prefetch', () => {
  it('shows a hovered sidebar doc with its diagrams and image without a single request', async () => {
    // The architecture doc draws two Mermaid diagrams (a sequence diagram and a flowchart laid out
    // by dagre: code mermaid loads on demand) and shows an image of the static folder.
    const result = await clickAfterHover('/docs/latest/reference/run', '.docs-sidebar a[href="/docs/latest/reference/architecture"]', '/docs/latest/reference/architecture', 'main img[src="/img/architecture.svg"]');
    expect(result.own).toEqual([]);
    expect(result.diagrams).toBe(2);
    expect(result.images).toContain('/img/architecture.svg');
    expect(result.errors).toEqual([]);
  });

  it('goes from a doc to the blog without a request for the blog itself', async () => {
    // The blog's chunks are not the docs': only a prefetch of its whole chunk graph avoids requests
    // here; its authors' avatars are loaded by the hover too.
    const result = await clickAfterHover('/docs/latest/reference/run', 'nav.navbar a[href="/blog"]', '/blog');
    expect(result.own).toEqual([]);
    expect(result.images).toEqual(expect.arrayContaining(['/img/authors/maintainers.svg', '/img/authors/mentorship.svg']));
    expect(result.errors).toEqual([]);
  });
});
