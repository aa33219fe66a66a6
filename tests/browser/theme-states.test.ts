import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openWatchedPage, waitForHydration } from '../helpers/browser.ts';
import { serveSite, THEME_SITE, type SiteServer } from '../helpers/realSite.ts';
import { holdRequests, pauseClock } from '../helpers/timing.ts';
import { readBootRoute } from './theme-helpers.ts';

/**
 * The theme's loading, failure and crash states (spec sections 4 and 8), on the theme fixture
 * site: a page chunk slowed down or failed on first load, a module without a default export, a
 * page that throws, a hydration mismatch, a broken navbar item, the base-URL banner.
 */

let browser: Browser;
let server: SiteServer;

beforeAll(async () => {
  server = await serveSite(THEME_SITE);
  browser = await launchBrowser();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The runtime's spinner delay (LOADER_DELAY_MS in packages/client/src/loading.tsx). */
const LOADER_DELAY = 200;
/** True once the entry bundle has run (it sets `__FOLIO_BOOTED__` before it starts loading the page). */
const booted = (page: Page) => page.waitForFunction(() => (window as unknown as { __FOLIO_BOOTED__?: boolean }).__FOLIO_BOOTED__ === true);

describe('the page loader on first load', () => {
  it('shows nothing but the server HTML at first, a spinner only after 200 ms, then the page', async () => {
    // The page's clock stands still and its chunk is held: the test decides when 200 ms have passed
    // and when the code arrives, whatever the load on the machine.
    const { page, consoleErrors } = await openWatchedPage(browser);
    const { c: chunk } = await readBootRoute(`${server.url}/long`);
    const code = await holdRequests(page, `${server.url}${chunk}`);
    await pauseClock(page);
    await page.goto(`${server.url}/long`, { waitUntil: 'domcontentloaded' });
    await booted(page);
    await code.arrived();
    expect(await page.textContent('h1')).toBe('A long page');
    await page.clock.runFor(LOADER_DELAY - 1);
    expect(await page.locator('#__folio-loading').count()).toBe(0);
    await page.clock.runFor(1);
    await page.waitForSelector('#__folio-loading .folio-spinner');
    expect(await page.getAttribute('#__folio-loading [role="status"]', 'class')).toContain('folio-page-loading--overlay');
    // The server HTML stays under the spinner.
    expect(await page.textContent('h1')).toBe('A long page');
    code.release();
    await waitForHydration(page);
    expect(await page.locator('#__folio-loading').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('shows the error in a red box, 50% wide and centred, and Retry loads the page', async () => {
    const { page } = await openWatchedPage(browser);
    const { c: chunk } = await readBootRoute(`${server.url}/long`);
    // The first load of the chunk fails; the one Retry makes is held until the test lets it go.
    let fail = true;
    await page.route(`${server.url}${chunk}`, (route) => (fail ? route.abort() : route.fallback()));
    await pauseClock(page);
    await page.goto(`${server.url}/long`);
    const box = page.locator('.folio-load-error');
    await box.waitFor();
    expect(await box.textContent()).toContain('This page could not be loaded.');
    const bounds = (await box.boundingBox())!;
    expect(Math.abs(bounds.width - 640)).toBeLessThan(2);
    expect(Math.abs(bounds.x + bounds.width / 2 - 640)).toBeLessThan(2);
    expect(await box.evaluate((el) => getComputedStyle(el).borderTopColor)).toBe('rgb(180, 35, 24)');
    // Routes run newest first: this one holds the retried request, then hands it to the one above.
    // Retry asks for the chunk under a new URL (?retry=1): a browser may remember the failed module.
    const retried = await holdRequests(page, `${server.url}${chunk}?retry=1`);
    fail = false;
    await page.click('.folio-load-error button:text("Retry")');
    await retried.arrived();
    // Loading again: the box goes, nothing shows for 200 ms, then the spinner where the box was, then the page.
    expect(await box.count()).toBe(0);
    await page.clock.runFor(LOADER_DELAY - 1);
    expect(await page.locator('#__folio .folio-page-loading').count()).toBe(0);
    await page.clock.runFor(1);
    await page.waitForSelector('#__folio .folio-page-loading .folio-spinner');
    retried.release();
    await waitForHydration(page);
    expect(await page.textContent('h1')).toBe('A long page');
    await page.context().close();
  });

  it('explains a page module without a default export', async () => {
    const { page } = await openWatchedPage(browser);
    const { c: chunk } = await readBootRoute(`${server.url}/long`);
    await page.route(`${server.url}${chunk}`, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: 'export const notAPage = 1;' }));
    await page.goto(`${server.url}/long`);
    const box = page.locator('.folio-load-error');
    await box.waitFor();
    expect(await box.textContent()).toContain(`The page component at ${chunk} has no default export, so it cannot render. Default-export a component from that module.`);
    await page.context().close();
  });
});

describe('the crash screen and recoverable errors', () => {
  it('shows "This page crashed." with the message and its causes, and Try again renders the page again', async () => {
    const { page, consoleErrors } = await openWatchedPage(browser);
    await page.goto(`${server.url}/crash`);
    await waitForHydration(page);
    await page.click('button:text("Break the page")');
    const crash = page.locator('.folio-crash');
    await crash.waitFor();
    expect(await crash.locator('h1').textContent()).toBe('This page crashed.');
    expect(await crash.textContent()).toContain('Cannot draw the gadget list');
    expect(await crash.locator('.folio-crash__causes').textContent()).toContain('gadgets.json: unexpected end of input');
    // The chrome stays around the crash screen.
    expect(await page.locator('nav.navbar').count()).toBe(1);
    expect(consoleErrors.some((e) => e.includes('a page crashed while rendering'))).toBe(true);
    await page.click('.folio-crash button:text("Try again")');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Crash on demand');
    expect(await page.textContent('main p')).toBe('All gadgets are fine.');
    await page.context().close();
  });

  it('logs a recoverable hydration error to the console and still shows the page', async () => {
    const { page, consoleErrors } = await openWatchedPage(browser);
    await page.goto(`${server.url}/mismatch`);
    await waitForHydration(page);
    await page.waitForFunction(() => document.querySelector('.side')?.textContent === 'Rendered in the browser');
    expect(consoleErrors.some((e) => e.includes('Folio: recoverable hydration error'))).toBe(true);
    expect(await page.locator('.folio-crash').count()).toBe(0);
    await page.context().close();
  });

  it('shows an error naming a navbar item that fails to render, and keeps the page', async () => {
    const { page, consoleErrors } = await openWatchedPage(browser);
    // A docs item on a site without the docs plugin: it throws in the browser.
    await page.route(`${server.url}/`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('"items":[{"label":"Home"', '"items":[{"type":"docSidebar","sidebarId":"mainSidebar","label":"Docs"},{"label":"Home"');
      expect(body).toContain('"sidebarId":"mainSidebar"');
      await route.fulfill({ response, body });
    });
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    const error = page.locator('.navbar__item--error');
    await error.waitFor();
    expect(await error.textContent()).toBe('A navbar item failed to render. Check this item of themeConfig.navbar.items: {"type":"docSidebar","sidebarId":"mainSidebar","label":"Docs"}');
    expect(await error.getAttribute('title')).toContain('The docs plugin is not enabled');
    expect(await page.textContent('h1')).toBe('Theme fixture');
    expect(consoleErrors.some((e) => e.includes('the navbar item {"type":"docSidebar"'))).toBe(true);
    await page.context().close();
  });
});

describe('the base-URL banner', () => {
  const entryOf = async (path: string) => /<script type="module" src="([^"]+)"/.exec(await (await fetch(`${server.url}${path}`)).text())![1]!;

  it('shows on the home page when the app bundle fails to load, with the baseUrl and a suggestion', async () => {
    const { page } = await openWatchedPage(browser);
    const entry = await entryOf('/');
    await page.route(`${server.url}${entry}`, (route) => route.abort());
    // The home page's HTML served under another path, as a wrongly configured deployment would.
    await page.route(`${server.url}/mirror/`, async (route) => route.fulfill({ status: 200, contentType: 'text/html', body: await (await fetch(`${server.url}/`)).text() }));
    await page.goto(`${server.url}/mirror/`);
    const banner = page.locator('#__folio-base-url-issue-banner');
    await banner.waitFor();
    const text = await banner.textContent();
    expect(text).toContain('This site did not load properly.');
    expect(text).toContain('This is usually caused by a wrong baseUrl in the site configuration.');
    expect(await banner.locator('code').nth(1).textContent()).toBe('/');
    expect(await banner.locator('code').nth(2).textContent()).toBe('/mirror/');
    // Inline style and script in the head, before the bundle.
    expect(await page.evaluate(() => [...document.head.children].findIndex((e) => e.textContent?.includes('__FOLIO_BOOTED__')) < [...document.head.children].findIndex((e) => e.matches('script[type="module"]')))).toBe(true);
    await page.context().close();
  });

  it('stays away when the bundle loads, and on pages other than the home page', async () => {
    const { page } = await openWatchedPage(browser);
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    await page.waitForLoadState('load');
    expect(await page.locator('#__folio-base-url-issue-banner').count()).toBe(0);
    const entry = await entryOf('/long');
    await page.route(`${server.url}${entry}`, (route) => route.abort());
    await page.goto(`${server.url}/long`);
    await page.waitForLoadState('load');
    expect(await page.locator('#__folio-base-url-issue-banner').count()).toBe(0);
    expect(await page.content()).not.toContain('__FOLIO_BOOTED__');
    await page.context().close();
  });
});
