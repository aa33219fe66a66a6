import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveBuild } from '../../packages/core/src/server/serve.ts';
import { launchBrowser, openWatchedPage, waitForHydration } from '../helpers/browser.ts';
import { buildQuietly, copyFixture } from '../helpers/site.ts';

let browser: Browser;
let server: Awaited<ReturnType<typeof serveBuild>>;

beforeAll(async () => {
  const siteDir = copyFixture('blog-site');
  await buildQuietly(siteDir);
  server = await serveBuild({ dir: path.join(siteDir, 'build'), port: 0 });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Marks the document so a test can tell client-side navigation from a full page load. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}

async function isSameDocument(page: Page): Promise<boolean> {
  return (await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)) === true;
}

const h1Is = (page: Page, text: string) => page.waitForFunction((t) => document.querySelector('main h1')?.textContent === t, text);
const postTitles = (page: Page) => page.locator('main h2.blog-post__title').allTextContents();

describe('the blog in Chromium', () => {
  it('pages through the list client-side, ten posts a page, newest first', async () => {
    const watched = await openWatchedPage(browser);
    const { page } = watched;
    await page.goto(`${server.url}/blog`);
    await waitForHydration(page);
    await markDocument(page);
    expect(await postTitles(page)).toHaveLength(10);
    expect((await postTitles(page))[0]).toBe('Inline tags and authors');
    expect(await page.textContent('.blog-list-paginator__status')).toBe('Page 1 of 2');
    await page.click('main a[rel="next"]');
    await page.waitForURL(`${server.url}/blog/page/2`);
    await page.waitForFunction(() => document.querySelectorAll('main h2.blog-post__title').length === 8);
    expect((await postTitles(page)).at(-1)).toBe('An undated file');
    expect(await page.textContent('.blog-list-paginator__status')).toBe('Page 2 of 2');
    expect(await page.title()).toBe('Fixture blog (page 2) | Blog Fixture');
    expect(await page.locator('main a[rel="next"]').count()).toBe(0);
    expect(await isSameDocument(page)).toBe(true);
    expect(watched.consoleErrors).toEqual([]);
    expect(watched.failedRequests).toEqual([]);
    await page.context().close();
  });

  it('comes back to /blog client-side from page 2', async () => {
    const { page, consoleErrors, failedRequests } = await openWatchedPage(browser);
    await page.goto(`${server.url}/blog/page/2`);
    await waitForHydration(page);
    await page.click('main a[rel="prev"]');
    await page.waitForURL(`${server.url}/blog`);
    await page.waitForFunction(() => document.querySelectorAll('main h2.blog-post__title').length === 10);
    expect(consoleErrors).toEqual([]);
    expect(failedRequests).toEqual([]);
    await page.context().close();
  });

  it('opens a post from its Read more link and shows the whole post', async () => {
    const watched = await openWatchedPage(browser);
    const { page } = watched;
    await page.goto(`${server.url}/blog`);
    await waitForHydration(page);
    expect(await page.locator('main', { hasText: 'AFTER-MDX-TRUNCATE' }).count()).toBe(0);
    await markDocument(page);
    await page.click('a[aria-label="Read more about An MDX post"]');
    await h1Is(page, 'An MDX post');
    expect(new URL(page.url()).pathname).toBe('/blog/2024/08/01/mdx-post');
    await page.waitForSelector('text=AFTER-MDX-TRUNCATE');
    expect(await page.locator('.admonition').count()).toBe(1);
    expect(await page.title()).toBe('An MDX post | Blog Fixture');
    expect(await isSameDocument(page)).toBe(true);
    expect(watched.consoleErrors).toEqual([]);
    expect(watched.failedRequests).toEqual([]);
    await page.context().close();
  });

  it('goes from a post to its tag page and on to the tag’s second page', async () => {
    const { page, consoleErrors, failedRequests } = await openWatchedPage(browser);
    await page.goto(`${server.url}/blog/2023/03/third-post`);
    await waitForHydration(page);
    await page.click('main a.tag[href="/blog/tags/e-bpf"]');
    await h1Is(page, '12 posts tagged with “eBPF”');
    expect(await postTitles(page)).toHaveLength(10);
    await page.click('main a[rel="next"]');
    await page.waitForURL(`${server.url}/blog/tags/e-bpf/page/2`);
    await page.waitForFunction(() => document.querySelectorAll('main h2.blog-post__title').length === 2);
    expect(await postTitles(page)).toEqual(['The second post', 'The first post']);
    await page.click('main a[href="/blog/tags"]');
    await h1Is(page, 'Tags');
    expect(await page.textContent('main a.tag[href="/blog/tags/k-9-s"]')).toBe('k9s1');
    expect(consoleErrors).toEqual([]);
    expect(failedRequests).toEqual([]);
    await page.context().close();
  });

  it('lists every post by year in the archive', async () => {
    const { page, consoleErrors, failedRequests } = await openWatchedPage(browser);
    await page.goto(`${server.url}/blog/archive`);
    await waitForHydration(page);
    expect(await page.locator('main h2').allTextContents()).toEqual(['2025', '2024', '2023', '2022']);
    expect(await page.locator('#archive-2023 + ul li').count()).toBe(11);
    await page.click('main a[href="/blog/undated-post"]');
    await h1Is(page, 'An undated file');
    expect(consoleErrors).toEqual([]);
    expect(failedRequests).toEqual([]);
    await page.context().close();
  });

  it('shows the year sidebar with the current post marked, and moves the mark on navigation', async () => {
    const watched = await openWatchedPage(browser);
    const { page } = watched;
    await page.goto(`${server.url}/blog/2023/05/fifth-post`);
    await waitForHydration(page);
    expect(await page.locator('.blog-sidebar .blog-sidebar__year').allTextContents()).toEqual(['2025', '2024', '2023', '2022']);
    expect(await page.locator('.blog-sidebar [aria-current="page"]').textContent()).toBe('The fifth post');
    await markDocument(page);
    await page.click('.blog-sidebar a[href="/blog/2023/09/ninth-post"]');
    await h1Is(page, 'The ninth post');
    expect(await page.locator('.blog-sidebar [aria-current="page"]').textContent()).toBe('The ninth post');
    expect(await isSameDocument(page)).toBe(true);
    expect(watched.consoleErrors).toEqual([]);
    expect(watched.failedRequests).toEqual([]);
    await page.context().close();
  });

  it('moves the sidebar into the navigation drawer on narrow screens', async () => {
    const { page, consoleErrors, failedRequests } = await openWatchedPage(browser, { viewport: { width: 600, height: 900 } });
    await page.goto(`${server.url}/blog/2023/05/fifth-post`);
    await waitForHydration(page);
    expect(await page.locator('.blog-sidebar').isVisible()).toBe(false);
    await page.click('button.navbar__toggle');
    const drawer = page.locator('.navbar-drawer');
    await drawer.waitFor();
    expect(await drawer.locator('.blog-sidebar__year').allTextContents()).toEqual(['2025', '2024', '2023', '2022']);
    expect(await drawer.locator('.blog-sidebar__menu [aria-current="page"]').textContent()).toBe('The fifth post');
    await drawer.locator('a[href="/blog/2023/02/second-post"]').click();
    await h1Is(page, 'The second post');
    expect(await page.locator('.navbar-drawer').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    expect(failedRequests).toEqual([]);
    await page.context().close();
  });
});
