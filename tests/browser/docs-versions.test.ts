import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveBuild } from '../../packages/core/src/server/serve.ts';
import { launchBrowser, openWatchedPage, waitForHydration } from '../helpers/browser.ts';
import { buildQuietly, copyFixture } from '../helpers/site.ts';
import { isSameDocument, markDocument } from './theme-helpers.ts';

/** The docs version dropdown and the saved preferred version, on the docs fixture in Chromium (issue 4, point 5). */

let browser: Browser;
let server: Awaited<ReturnType<typeof serveBuild>>;
const KEY = 'docs-preferred-version-default';

beforeAll(async () => {
  const siteDir = copyFixture('docs-site');
  await buildQuietly(siteDir);
  server = await serveBuild({ dir: path.join(siteDir, 'build'), port: 0, host: '127.0.0.1' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the docs version dropdown', () => {
  it('goes to the chosen version’s main doc when the doc is not there, and saves the choice', async () => {
    const { page, consoleErrors } = await openWatchedPage(browser);
    await page.goto(`${server.url}/docs/next/headings`);
    await waitForHydration(page);
    await markDocument(page);
    await page.click('.docs-version-dropdown .dropdown__toggle');
    await page.click('.docs-version-dropdown a:text-is("0.9")');
    await page.waitForFunction(() => location.pathname === '/docs/0.9/old-only' && document.querySelector('h1')?.textContent === 'Old only');
    expect(await isSameDocument(page)).toBe(true);
    expect((await page.textContent('.docs-version-dropdown .dropdown__toggle'))?.trim()).toBe('0.9');
    expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBe('0.9');
    // Off the docs, the Docs item leads to the saved version.
    await page.goto(`${server.url}/no-such-page`);
    await waitForHydration(page);
    await page.waitForFunction(() => document.querySelector('nav.navbar a.navbar__link[href="/docs/0.9/old-only"]')?.textContent === 'Docs');
    expect(consoleErrors.filter((e) => !/404/.test(e))).toEqual([]);
    await page.context().close();
  });

  it('clears a saved version that no longer exists, and the Docs item then leads to the last version', async () => {
    const { page } = await openWatchedPage(browser);
    await page.goto(`${server.url}/no-such-page`);
    await page.evaluate((key) => localStorage.setItem(key, '0.1'), KEY);
    await page.reload();
    await waitForHydration(page);
    await page.waitForFunction((key) => localStorage.getItem(key) === null, KEY);
    expect(await page.getAttribute('nav.navbar a.navbar__link:text-is("Docs")', 'href')).toBe('/docs/intro');
    await page.context().close();
  });
});
