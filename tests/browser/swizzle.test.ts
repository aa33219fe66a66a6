import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveBuild } from '../../packages/core/src/server/serve.ts';
import { launchBrowser, openWatchedPage, waitForHydration } from '../helpers/browser.ts';
import { buildQuietly, copyFixture } from '../helpers/site.ts';

/** Swizzled components (issue 20 point 1) after hydration and client-side navigation, in Chromium. */

let browser: Browser;
let server: Awaited<ReturnType<typeof serveBuild>>;

beforeAll(async () => {
  const siteDir = copyFixture('swizzle-site');
  await buildQuietly(siteDir);
  server = await serveBuild({ dir: path.join(siteDir, 'build'), port: 0 });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('a site with swizzled components, hydrated', () => {
  it('keeps the overrides (no hydration mismatch), styled by their CSS modules, and draws them on pages reached client-side', async () => {
    const watched = await openWatchedPage(browser);
    const { page } = watched;
    await page.goto(`${server.url}/blog`);
    await waitForHydration(page);
    expect(await page.locator('[data-swizzle="blog-post-item"][data-page="list"]').count()).toBe(2);
    expect(await page.locator('[data-swizzle="footer-wrapper"] + footer.footer').count()).toBe(1);
    // The CSS modules' rules reach the page: the scoped classes are styled.
    expect(await page.locator('[data-swizzle="blog-post-item"]').first().evaluate((e) => getComputedStyle(e).borderLeftColor)).toBe('rgb(200, 10, 10)');
    expect(await page.locator('[data-swizzle="footer-wrapper"]').evaluate((e) => getComputedStyle(e).backgroundColor)).toBe('rgb(1, 2, 3)');
    // Hydrated: the ejected item's links navigate client-side to a post, drawn by the same component.
    await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
    await page.click('[data-swizzle="blog-post-item"] h2 a >> text=Post number 3');
    await page.waitForURL(`${server.url}/blog/2024/03/10/post-3`);
    await page.waitForSelector('[data-swizzle="blog-post-item"][data-page="post"] h1');
    expect(await page.textContent('[data-swizzle="blog-post-item"] h1')).toBe('Post number 3');
    expect(await page.locator('[data-swizzle="post-paginator"] a[rel="next"]').getAttribute('href')).toBe('/blog/2024/02/10/post-2');
    expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(true);
    // A docs page: the nested navbar item and the ejected doc footer, after hydration.
    await page.goto(`${server.url}/docs/next/intro`);
    await waitForHydration(page);
    expect(await page.getAttribute('[data-swizzle="version-dropdown"]', 'data-version')).toBe('current');
    expect(await page.textContent('[data-swizzle="doc-footer"] p')).toBe('Introduction (current) in Swizzle Fixture');
    expect(await page.getAttribute('[data-swizzle="doc-content"]', 'data-sidebar')).toBe('docs');
    // <html> keeps the docs classes the server wrote; client-side to the blog, they give way to the blog's.
    const htmlClasses = () => page.evaluate(() => [...document.documentElement.classList].sort());
    expect(await htmlClasses()).toEqual(['docs-doc-id-intro', 'docs-doc-page', 'docs-version-current', 'docs-wrapper', 'plugin-docs', 'plugin-id-default']);
    await page.click('.navbar a:text-is("Blog")');
    await page.waitForSelector('[data-swizzle="blog-post-item"][data-page="list"]');
    // On a busy machine the navigation can outlast the progress bar's delay: its class (not the page's) leaves once the bar has faded out.
    await page.waitForFunction(() => !document.documentElement.classList.contains('nprogress-busy'));
    expect(await htmlClasses()).toEqual(['blog-list-page', 'blog-wrapper', 'plugin-blog', 'plugin-id-default']);
    expect(watched.consoleErrors).toEqual([]);
    expect(watched.failedRequests).toEqual([]);
    await page.context().close();
  });
});
