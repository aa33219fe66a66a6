/**
 * The site-code fixture in Chromium (issue 19 point 3): the Docusaurus client API after hydration
 * (BrowserOnly, useIsBrowser, layout effects, Head, ErrorBoundary, useHistory, Redirect, Link),
 * SVG components and CSS modules as the browser shows them, with no hydration mismatch. Built
 * under `served/base/` to match the base URL `/base/`.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveBuild } from '../../packages/core/src/server/serve.ts';
import { launchBrowser, openWatchedPage, waitForHydration } from '../helpers/browser.ts';
import { buildQuietly, copyFixture } from '../helpers/site.ts';

let browser: Browser;
let server: Awaited<ReturnType<typeof serveBuild>>;

beforeAll(async () => {
  const siteDir = copyFixture('sitecode-site');
  await buildQuietly(siteDir, 'served/base');
  server = await serveBuild({ dir: path.join(siteDir, 'served'), port: 0 });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Marks the document, so a later check can tell a client-side navigation from a page load. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { __kept: boolean }).__kept = true));
const isSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept === true);
const textOf = async (page: Page, selector: string) => (await page.textContent(selector))?.trim();

describe('the Docusaurus client API after hydration', () => {
  it('hydrates without a mismatch; then BrowserOnly, useIsBrowser, ExecutionEnvironment, layout effects and Head take effect', async () => {
    const watched = await openWatchedPage(browser);
    const { page } = watched;
    await page.goto(`${server.url}/base/api`);
    await waitForHydration(page);
    await page.waitForSelector('#browser-only');
    expect(await textOf(page, '#browser-only')).toBe('/base/api true');
    expect(await page.locator('#browser-fallback').count()).toBe(0);
    expect(await textOf(page, '#is-browser')).toBe('browser');
    expect(await textOf(page, '#layout-effect')).toBe('laid-out');
    await page.waitForFunction(() => document.title === 'Client API in the browser');
    expect(await page.getAttribute('meta[name="sitecode"]', 'content')).toBe('api');
    // What the server rendered stays as it was: location and context are the same on both sides.
    expect(await textOf(page, '#location')).toBe('/base/api');
    expect(await textOf(page, '#match')).toBe('/base/api api');
    expect(watched.consoleErrors).toEqual([]);
    expect(watched.failedRequests).toEqual([]);
    await page.context().close();
  });

  it('ErrorBoundary shows its fallback when a child throws, and Try again renders the child again', async () => {
    const { page } = await openWatchedPage(browser);
    await page.goto(`${server.url}/base/api`);
    await waitForHydration(page);
    await page.click('#break');
    await page.waitForSelector('#boundary-fallback');
    expect(await textOf(page, '#boundary-fallback')).toContain('The fragile widget broke');
    // The rest of the page is still there.
    expect(await textOf(page, 'main h1')).toBe('Client API');
    await page.click('#try-again');
    await page.waitForSelector('#fragile');
    expect(await textOf(page, '#fragile')).toBe('fine');
    await page.context().close();
  });

  it('useHistory().push navigates client-side to a path written with the base URL; Link does too', async () => {
    const watched = await openWatchedPage(browser);
    const { page } = watched;
    await page.goto(`${server.url}/base/api`);
    await waitForHydration(page);
    await markDocument(page);
    await page.click('#go-badge');
    await page.waitForURL(`${server.url}/base/with-badge`);
    await page.waitForSelector('#badge');
    expect(await isSameDocument(page)).toBe(true);
    await page.goBack();
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Client API');
    await page.click('#link-home');
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Site code');
    expect(await isSameDocument(page)).toBe(true);
    expect(watched.consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('Redirect sends the reader on from an old page', async () => {
    const { page } = await openWatchedPage(browser);
    await page.goto(`${server.url}/base/old`);
    await page.waitForURL(`${server.url}/base/api`);
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Client API');
    await page.context().close();
  });
});

describe('SVG components and CSS modules in the browser', () => {
  it('the inline SVG keeps its props after hydration; CSS module classes are styled, with url() images that load', async () => {
    const watched = await openWatchedPage(browser);
    const { page } = watched;
    await page.goto(`${server.url}/base/`);
    await waitForHydration(page);
    const svg = await page.evaluate(() => {
      const element = document.querySelector('#inline-logo')!;
      return { tag: element.tagName, className: element.getAttribute('class'), title: element.querySelector('title')?.textContent, width: element.getAttribute('width') };
    });
    expect(svg).toEqual({ tag: 'svg', className: 'hero-logo', title: 'Inline logo', width: '48' });
    const styles = await page.evaluate(() => {
      const hero = getComputedStyle(document.querySelector('#hero')!);
      return { color: hero.color, weight: hero.fontWeight, background: hero.backgroundImage, banner: getComputedStyle(document.querySelector('#banner')!).backgroundImage };
    });
    expect(styles.color).toBe('rgb(46, 133, 85)');
    expect(styles.weight).toBe('700');
    expect(styles.background).toMatch(new RegExp(`^url\\("${server.url}/base/assets/media/pattern-[0-9a-f]{10}\\.svg"\\)$`));
    expect(styles.banner).toMatch(new RegExp(`^url\\("${server.url}/base/assets/media/bg-[0-9a-f]{10}\\.svg"\\)$`));
    for (const url of [styles.background, styles.banner].map((value) => /url\("(.+)"\)/.exec(value)![1]!)) {
      expect((await page.request.get(url)).status()).toBe(200);
    }
    // The SVG as a URL and the required image load.
    await page.waitForFunction(() => ['#logo-img', '#photo'].every((s) => (document.querySelector(s) as HTMLImageElement).naturalWidth > 0));
    expect(watched.consoleErrors).toEqual([]);
    expect(watched.failedRequests).toEqual([]);
    await page.context().close();
  });

  it('a component imported from MDX is styled when its page is reached client-side', async () => {
    const { page } = await openWatchedPage(browser);
    await page.goto(`${server.url}/base/api`);
    await waitForHydration(page);
    await markDocument(page);
    await page.click('#go-badge');
    await page.waitForSelector('#badge');
    expect(await isSameDocument(page)).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('#badge')!).color)).toBe('rgb(200, 30, 60)');
    await page.context().close();
  });
});
