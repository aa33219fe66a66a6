import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openWatchedPage, waitForHydration } from '../helpers/browser.ts';
import type { SiteServer } from '../helpers/realSite.ts';
import { withRealSiteInBrowser } from '../helpers/realSiteBrowser.ts';
import { REPOSITORY, SPEC_VERSION_BANNERS } from './spec.ts';
import { isSameDocument, markDocument } from './theme-helpers.ts';

/** The docs pages of the real site in Chromium (issue 11, point 3). */

let browser: Browser;
let server: SiteServer;

withRealSiteInBrowser((ready) => ({ browser, server } = ready));

const sidebar = '.docs-sidebar';
const categoryExpanded = (page: Page, label: string) => page.getAttribute(`${sidebar} button.menu__caret[aria-label$="'${label}'"]`, 'aria-expanded');

describe('docs pages', () => {
  it('open the sidebar down to the current page, and open a category when navigating into it', async () => {
    const { page } = await openWatchedPage(browser);
    await page.goto(`${server.url}/docs/latest/gadgets/trace_dns`);
    await waitForHydration(page);
    expect(await categoryExpanded(page, 'Gadgets')).toBe('true');
    expect(await categoryExpanded(page, 'Reference')).toBe('false');
    const current = page.locator(`${sidebar} a[aria-current="page"]`);
    expect(await current.textContent()).toBe('trace_dns');
    expect(await current.isVisible()).toBe(true);
    // Into a collapsed category, client-side.
    await markDocument(page);
    await page.click(`${sidebar} a[href="/docs/latest/quick-start"]`);
    await page.waitForFunction(() => location.pathname === '/docs/latest/quick-start');
    await page.click(`${sidebar} button.menu__caret[aria-label$="'Reference'"]`);
    expect(await categoryExpanded(page, 'Reference')).toBe('true');
    await page.click(`${sidebar} a[href="/docs/latest/reference/run"]`);
    await page.waitForFunction(() => document.querySelector('.docs-sidebar a[aria-current="page"]')?.getAttribute('href') === '/docs/latest/reference/run');
    await page.waitForFunction(() => document.querySelector('.docs-sidebar a[aria-current="page"]')?.textContent === document.querySelector('main h1')?.textContent);
    // Categories the reader opened stay open: the sidebar does not auto-collapse.
    expect(await categoryExpanded(page, 'Gadgets')).toBe('true');
    expect(await isSameDocument(page)).toBe(true);
    await page.context().close();
  });

  it('highlight the table-of-contents entry of the section being read', async () => {
    const { page } = await openWatchedPage(browser, { viewport: { width: 1280, height: 700 } });
    await page.goto(`${server.url}/docs/latest/quick-start`);
    await waitForHydration(page);
    const ids = await page.locator('.docs-aside .toc a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!.slice(1)));
    expect(ids.length).toBeGreaterThan(3);
    const active = () => page.evaluate(() => document.querySelector('.docs-aside .toc__link--active')?.getAttribute('href'));
    expect(await active()).toBe(`#${ids[0]}`);
    for (const id of [ids[2]!, ids[ids.length - 2]!]) {
      await page.evaluate((target) => {
        const top = document.getElementById(target)!.getBoundingClientRect().top + window.scrollY;
        window.scrollTo(0, top - 80);
      }, id);
      await page.waitForFunction((target) => document.querySelector('.docs-aside .toc__link--active')?.getAttribute('href') === `#${target}`, id);
    }
    await page.context().close();
  });

  it('show breadcrumbs and previous/next links that navigate client-side', async () => {
    const { page } = await openWatchedPage(browser);
    await page.goto(`${server.url}/docs/latest/gadgets/trace_dns`);
    await waitForHydration(page);
    const crumbs = await page.locator('nav.theme-doc-breadcrumbs .breadcrumbs__item').evaluateAll((lis) => lis.map((li) => ({ text: li.textContent, href: li.querySelector('a')?.getAttribute('href') ?? null })));
    expect(crumbs).toEqual([
      { text: '', href: '/docs/latest/' },
      { text: 'Gadgets', href: '/docs/latest/gadgets/' },
      { text: 'trace_dns', href: null },
    ]);
    expect(await page.getAttribute('nav.theme-doc-breadcrumbs .breadcrumbs__item:last-child', 'aria-current')).toBe('page');
    expect(await page.textContent('.pagination-nav__link--prev .pagination-nav__label')).toBe('« trace_capabilities');
    expect(await page.textContent('.pagination-nav__link--next .pagination-nav__label')).toBe('trace_exec »');
    await markDocument(page);
    await page.click('.pagination-nav__link--next');
    await page.waitForFunction(() => location.pathname === '/docs/latest/gadgets/trace_exec' && document.querySelector('h1')?.textContent === 'trace_exec');
    await page.click('.pagination-nav__link--prev');
    await page.waitForFunction(() => location.pathname === '/docs/latest/gadgets/trace_dns');
    expect(await isSameDocument(page)).toBe(true);
    await page.context().close();
  });

  it('switch version to the same page, and remember the choice across reloads', async () => {
    const { page } = await openWatchedPage(browser);
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    // On every page, as in Docusaurus (issue 20): off the docs it names the last version.
    expect((await page.textContent('.docs-version-dropdown .dropdown__toggle'))?.trim()).toBe('latest');
    await page.goto(`${server.url}/docs/latest/gadgets/trace_dns`);
    await waitForHydration(page);
    await page.click('.docs-version-dropdown .dropdown__toggle');
    await page.click('.docs-version-dropdown a:text-is("v0.42.0")');
    await page.waitForFunction(() => location.pathname === '/docs/v0.42.0/gadgets/trace_dns');
    // The address changes at the click; the dropdown names the new version once the new page is drawn.
    await expect.poll(async () => (await page.textContent('.docs-version-dropdown .dropdown__toggle'))?.trim()).toBe('v0.42.0');
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('v0.42.0');
    // Elsewhere, after a reload, the Docs link leads to the chosen version.
    await page.goto(`${server.url}/blog`);
    await waitForHydration(page);
    await page.waitForFunction(() => document.querySelector('nav.navbar a.navbar__link[href^="/docs/v0.42.0"]') !== null);
    await page.click('nav.navbar a:text-is("Docs")');
    await page.waitForFunction(() => location.pathname.startsWith('/docs/v0.42.0'));
    await page.context().close();
  });

  it('show the version banner only on unmaintained and unreleased versions', async () => {
    const { page } = await openWatchedPage(browser);
    for (const [version, banner] of Object.entries(SPEC_VERSION_BANNERS)) {
      await page.goto(`${server.url}/docs/${version}/quick-start`);
      await waitForHydration(page);
      const text = (await page.locator('.version-banner').count()) ? await page.textContent('.version-banner') : null;
      if (banner === 'none') expect(text, version).toBeNull();
      if (banner === 'unmaintained') expect(text, version).toContain(`${version}, which is no longer actively maintained`);
      if (banner === 'unreleased') expect(text, version).toContain('unreleased documentation');
      if (banner !== 'none') expect(await page.getAttribute('.version-banner a', 'href'), version).toBe('/docs/latest/quick-start');
    }
    await page.context().close();
  });

  it('link "Edit this page" to the main branch of the repository', async () => {
    const { page } = await openWatchedPage(browser);
    for (const path of ['/docs/latest/quick-start', '/docs/v0.41.0/reference/run', '/docs/main/gadgets/trace_dns']) {
      await page.goto(`${server.url}${path}`);
      await waitForHydration(page);
      expect(await page.getAttribute('a.edit-this-page', 'href'), path).toMatch(new RegExp(`^${REPOSITORY.replace(/\./g, '\\.')}/edit/main/docs/`));
    }
    await page.context().close();
  });
});
