/**
 * The Markdown fixture site in Chromium: what only a browser shows — Head applied after
 * hydration and undone on navigation, BrowserOnly swapping its fallback, optimised images loading
 * from their srcset, no hydration mismatch. Built under `served/site/` to match base URL `/site/`.
 */
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveBuild } from '../../packages/core/src/server/serve.ts';
import { launchBrowser, openWatchedPage, waitForHydration } from '../helpers/browser.ts';
import { buildQuietly, copyFixture } from '../helpers/site.ts';

let browser: Browser;
let server: Awaited<ReturnType<typeof serveBuild>>;

beforeAll(async () => {
  const siteDir = copyFixture('markdown-site');
  await buildQuietly(siteDir, 'served/site');
  server = await serveBuild({ dir: path.join(siteDir, 'served'), port: 0 });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('MDX with the Docusaurus client API, in Chromium', () => {
  it('hydrates cleanly, then BrowserOnly renders its children and Head sets the meta tag', async () => {
    const watched = await openWatchedPage(browser);
    const { page } = watched;
    await page.goto(`${server.url}/site/docs/client-api`);
    await waitForHydration(page);
    await page.waitForSelector('#browser-only');
    expect(await page.textContent('#browser-only')).toBe('/site/docs/client-api');
    expect(await page.locator('#browser-fallback').count()).toBe(0);
    await page.waitForFunction(() => document.querySelector('meta[name="gadget-page"]')?.getAttribute('content') === 'client-api');
    expect(watched.consoleErrors).toEqual([]);
    expect(watched.failedRequests).toEqual([]);

    await page.click('#to-install');
    await page.waitForURL(`${server.url}/site/docs/install`);
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Install');
    expect(await page.locator('meta[name="gadget-page"]').count()).toBe(0);
    expect(watched.consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('loads optimised images from their srcset at their intrinsic aspect ratio', async () => {
    const watched = await openWatchedPage(browser, { viewport: { width: 600, height: 2000 } });
    const { page } = watched;
    await page.goto(`${server.url}/site/docs/`);
    await waitForHydration(page);
    const diagram = page.locator('img[alt="Architecture diagram"]');
    await diagram.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => (document.querySelector('img[alt="Architecture diagram"]') as HTMLImageElement | null)?.complete === true);
    const loaded = await diagram.evaluate((img: HTMLImageElement) => ({ current: img.currentSrc, natural: img.naturalWidth, ratio: img.clientHeight / img.clientWidth }));
    // A 600 px wide window picks the 640 px variant.
    expect(loaded.current).toMatch(/\/site\/assets\/media\/diagram-[0-9a-f]{10}-640\.png$/);
    // naturalWidth is in CSS px: the 640 px file drawn at the density srcset chose for a 600 px slot.
    expect(loaded.natural).toBeGreaterThan(590);
    expect(loaded.ratio).toBeCloseTo(579 / 1030, 2);
    expect(watched.failedRequests).toEqual([]);
    expect(watched.consoleErrors).toEqual([]);
    await page.context().close();
  });
});
