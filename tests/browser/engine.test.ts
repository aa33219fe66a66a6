import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveBuild } from '../../packages/core/src/server/serve.ts';
import { launchBrowser, openWatchedPage, waitForHydration } from '../helpers/browser.ts';
import { buildQuietly, copyFixture } from '../helpers/site.ts';
import path from 'node:path';
import { activityPaths, holdRequests, pauseClock, untilQuiet, watchPageActivity } from '../helpers/timing.ts';
import { readBootRoute, saveData, watchProgressBar } from './theme-helpers.ts';

let browser: Browser;
let server: Awaited<ReturnType<typeof serveBuild>>;

beforeAll(async () => {
  const siteDir = copyFixture('basic-site');
  await buildQuietly(siteDir);
  server = await serveBuild({ dir: path.join(siteDir, 'build'), port: 0 });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the client runtime in Chromium', () => {
  it('hydrates without console errors and navigates client-side', async () => {
    const watched = await openWatchedPage(browser);
    const { page } = watched;
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.click('main a[href="/guides/"]');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Guides');
    expect(new URL(page.url()).pathname).toBe('/guides/');
    expect(await page.title()).toBe('Guides | Fixture Site');
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(watched.consoleErrors).toEqual([]);
    expect(watched.failedRequests).toEqual([]);
    await page.context().close();
  });

  it('scrolls to the hash target after navigating, and to the top otherwise', async () => {
    const { page } = await openWatchedPage(browser, { viewport: { width: 1280, height: 300 } });
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    await page.click('a[href="/about#team"]');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'About');
    await page.waitForFunction(() => {
      const team = document.getElementById('team')!.getBoundingClientRect();
      return team.top >= 0 && team.top < window.innerHeight;
    });
    await page.context().close();
  });

  it('prefetches a hovered link’s page once', async () => {
    const { page } = await openWatchedPage(browser, { viewport: { width: 1280, height: 400 } });
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    // A tall page puts the footer below the fold, so only hovering can prefetch its links.
    await page.route(`${server.url}/guides/`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('</head>', '<style>main{min-height:3000px}</style></head>');
      await route.fulfill({ response, body });
    });
    await watchPageActivity(page);
    await page.goto(`${server.url}/guides/`);
    await waitForHydration(page);
    await untilQuiet(page);
    expect((await activityPaths(page)).filter((p) => p.includes('/about-'))).toEqual([]);
    await page.hover('footer a[href="/about"]');
    await page.waitForFunction(() => document.querySelector('link[rel="modulepreload"][href*="about-"]') !== null);
    await expect.poll(() => requested.filter((p) => p.includes('/about-'))).toHaveLength(1);
    await page.mouse.move(0, 0);
    await page.hover('footer a[href="/about"]');
    // Once the page is quiet, a second prefetch would have been started: there is none.
    await untilQuiet(page);
    expect((await activityPaths(page)).filter((p) => p.includes('/about-'))).toHaveLength(1);
    expect(requested.filter((p) => p.includes('/about-'))).toHaveLength(1);
    await page.context().close();
  });

  it('prefetches a link’s page when it scrolls into view, without a hover', async () => {
    const { page } = await openWatchedPage(browser, { viewport: { width: 1280, height: 400 } });
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    // The footer starts below the fold, and its links ignore the pointer, so only visibility can prefetch them.
    await page.route(`${server.url}/guides/`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('</head>', '<style>main{min-height:3000px}footer a{pointer-events:none}</style></head>');
      await route.fulfill({ response, body });
    });
    await watchPageActivity(page);
    await page.goto(`${server.url}/guides/`);
    await waitForHydration(page);
    // Once the page is quiet, the links in view have been prefetched: the footer's are not among them.
    await untilQuiet(page);
    expect((await activityPaths(page)).filter((p) => p.includes('/about-'))).toEqual([]);
    const prefetched = page.waitForEvent('requestfinished', (r) => new URL(r.url()).pathname.includes('/about-'));
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await prefetched;
    await untilQuiet(page);
    expect(requested.filter((p) => p.includes('/about-'))).toHaveLength(1);
    await page.context().close();
  });

  for (const [name, connection, prefetches] of [
    ['on a 4g connection', { effectiveType: '4g', saveData: false }, true],
    ['on a 2g connection', { effectiveType: '2g', saveData: false }, false],
    ['on a slow-2g connection', { effectiveType: 'slow-2g', saveData: false }, false],
    ['with data saver on', { effectiveType: '4g', saveData: true }, false],
  ] as const) {
    it(`${prefetches ? 'prefetches' : 'does not prefetch'} visible or hovered links ${name}`, async () => {
      const { page } = await openWatchedPage(browser);
      await page.addInitScript((value) => Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => value }), connection);
      const requested: string[] = [];
      page.on('request', (r) => requested.push(new URL(r.url()).pathname));
      await watchPageActivity(page);
      await page.goto(`${server.url}/`);
      await waitForHydration(page);
      await page.hover('footer a[href="/about"]');
      if (prefetches) await page.waitForFunction(() => document.querySelector('link[rel="modulepreload"][href*="about-"]') !== null);
      // Once the page is quiet, every prefetch it would make has started.
      await untilQuiet(page);
      expect((await activityPaths(page)).filter((p) => p.includes('/about-'))).toHaveLength(prefetches ? 1 : 0);
      await expect.poll(() => requested.filter((p) => p.includes('/about-'))).toHaveLength(prefetches ? 1 : 0);
      expect(await page.locator('link[rel="modulepreload"][href*="about-"]').count()).toBe(prefetches ? 1 : 0);
      await page.context().close();
    });
  }

  it('shows the progress bar only for navigations slower than 200 ms', async () => {
    // The page's clock stands still and each next page's code is held: the test decides how long a
    // navigation takes, in the page's own time, whatever the load on the machine.
    const { page } = await openWatchedPage(browser);
    await saveData(page);
    const guides = await holdRequests(page, `${server.url}${(await readBootRoute(`${server.url}/guides/`)).c}`);
    const about = await holdRequests(page, `${server.url}${(await readBootRoute(`${server.url}/about`)).c}`);
    await pauseClock(page);
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    const barShown = await watchProgressBar(page);
    // Fast: the code arrives 150 ms after the click. No bar, then or later.
    await page.click('main a[href="/guides/"]');
    await guides.arrived();
    await page.clock.runFor(150);
    guides.release();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Guides');
    await page.clock.runFor(2000);
    expect(await barShown()).toBe(false);
    // Slow: nothing for 199 ms, the bar at 200 ms, then the page.
    await page.click('footer a[href="/about"]');
    await about.arrived();
    await page.clock.runFor(199);
    expect(await barShown()).toBe(false);
    await page.clock.runFor(1);
    expect(await page.locator('#nprogress .bar').count()).toBe(1);
    about.release();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'About');
    await page.context().close();
  });

  it('falls back to a full page load, with a warning, when the next page fails to preload', async () => {
    const watched = await openWatchedPage(browser);
    const { page } = watched;
    await page.addInitScript(() => {
      const warn = console.warn.bind(console);
      console.warn = (...args: unknown[]) => {
        sessionStorage.setItem('folio-test-warning', String(args[0]));
        warn(...args);
      };
    });
    let fullLoadStarted = false;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.url().endsWith('/about')) fullLoadStarted = true;
    });
    // The client-side preload fails (routed before the first load: the footer link is visible, so it is
    // prefetched right after hydration); the full page load that follows must succeed. An import
    // after one that failed (the hover's, when it fails before the click) asks again with
    // `?retry=1` (a browser may remember the failed one): that fails too.
    const aborted: string[] = [];
    await page.route(/about-[A-Za-z0-9_-]+\.js(\?retry=\d+)?$/, (route) => {
      if (fullLoadStarted) return route.continue();
      aborted.push(route.request().url());
      return route.abort();
    });
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    // The prefetch has failed before the hover and the click.
    await expect.poll(() => aborted.length).toBeGreaterThan(0);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.click('footer a[href="/about"]');
    await page.waitForURL(`${server.url}/about`);
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'About');
    // The console event can be lost as the page unloads; the init script keeps the warning in sessionStorage.
    expect(await page.evaluate(() => sessionStorage.getItem('folio-test-warning'))).toContain('could not preload /about');
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBeUndefined();
    await page.context().close();
  });

  it('shows the not-found page for unknown paths and strips .html before giving up', async () => {
    const { page } = await openWatchedPage(browser);
    const response = await page.goto(`${server.url}/no/such/page`);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    expect(await page.textContent('h1')).toBe('Page not found');
    await page.goto(`${server.url}/about/index.html`);
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'About');
    await page.goto(`${server.url}/guides.html`);
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Guides');
    expect(new URL(page.url()).pathname).toBe('/guides');
    await page.context().close();
  });
});
