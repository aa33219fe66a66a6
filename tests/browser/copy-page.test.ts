import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveBuild } from '../../packages/core/src/server/serve.ts';
import { launchBrowser, openWatchedPage, waitForHydration, type WatchedPage } from '../helpers/browser.ts';
import { buildQuietly, copyFixture } from '../helpers/site.ts';

/** Issue 25: "Copy page as Markdown" puts the page's Markdown copy on the clipboard, in Chromium. */

let browser: Browser;
let server: Awaited<ReturnType<typeof serveBuild>>;
let siteDir: string;

beforeAll(async () => {
  siteDir = copyFixture('llms-site');
  await buildQuietly(siteDir);
  server = await serveBuild({ dir: path.join(siteDir, 'build'), port: 0 });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A page in a context allowed to read and write the clipboard. */
async function openWithClipboard(): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  return openWatchedPage(browser, { context });
}

/** Opens a page and holds its clock still once it has hydrated: confirmations stay until the test moves time. */
async function openHeld(watched: WatchedPage, url: string): Promise<void> {
  await watched.page.clock.install();
  await watched.page.goto(url);
  await waitForHydration(watched.page);
  await watched.page.clock.pauseAt(await watched.page.evaluate(() => Date.now() + 1000));
}

const built = (file: string) => readFileSync(path.join(siteDir, 'build', file), 'utf8');
const clipboard = (watched: WatchedPage) => watched.page.evaluate(() => navigator.clipboard.readText());

describe('Copy page as Markdown', () => {
  it('copies a doc page’s Markdown copy, from a click, and says so for two seconds', async () => {
    const watched = await openWithClipboard();
    const { page } = watched;
    // The confirmation lasts two seconds of the page's clock, which the test holds still.
    await openHeld(watched, `${server.url}/docs/next/guides/tabs`);
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    const button = page.locator('.copy-page__button');
    expect(await button.textContent()).toBe('Copy page as Markdown');
    await button.click();
    await page.getByRole('status').filter({ hasText: 'Page copied to the clipboard as Markdown.' }).waitFor();
    expect(await button.textContent()).toBe('Copied');
    expect(await clipboard(watched)).toBe(built('docs/next/guides/tabs.md'));
    await page.clock.runFor(1900);
    expect(await button.textContent()).toBe('Copied');
    await page.clock.runFor(200);
    await page.waitForFunction(() => document.querySelector('.copy-page__button')?.textContent === 'Copy page as Markdown');
    expect(await page.getByRole('status').textContent()).toBe('');
    expect(watched.consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('works from the keyboard on a blog post, and on a category’s index page (/docs/1.0/guides/ → guides.md)', async () => {
    const watched = await openWithClipboard();
    const { page } = watched;
    await openHeld(watched, `${server.url}/blog/2024/05/31/hello`);
    await page.locator('.copy-page__button').focus();
    await page.keyboard.press('Enter');
    await page.getByText('Page copied to the clipboard as Markdown.').waitFor();
    expect(await clipboard(watched)).toBe(built('blog/2024/05/31/hello.md'));
    await page.goto(`${server.url}/docs/1.0/guides/`);
    await waitForHydration(page);
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await page.locator('.copy-page__button').focus();
    await page.keyboard.press('Space');
    await page.getByText('Page copied to the clipboard as Markdown.').waitFor();
    expect(await clipboard(watched)).toBe(built('docs/1.0/guides.md'));
    expect(watched.consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('says it could not copy, with a link to the Markdown, when the copy is missing', async () => {
    rmSync(path.join(siteDir, 'build/docs/next/faq.md'));
    const watched = await openWithClipboard();
    const { page } = watched;
    await openHeld(watched, `${server.url}/docs/next/faq`);
    await page.evaluate(() => navigator.clipboard.writeText('untouched'));
    await page.getByRole('button', { name: 'Copy page as Markdown' }).click();
    const link = page.getByRole('status').getByRole('link', { name: 'open the Markdown' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('/docs/next/faq.md');
    expect(await clipboard(watched)).toBe('untouched');
    await page.context().close();
  });
});
