import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openWatchedPage, waitForHydration } from '../helpers/browser.ts';
import { serveSite, type CachedSite, type SiteServer } from '../helpers/realSite.ts';

/**
 * A Docusaurus site's look in Folio (issue 20, points 2 and 3): tests/fixtures/docusaurus-look,
 * read from its docusaurus.config.js, restyles the theme through Infima's variables and class names
 * in its custom.css, and its swizzled components (a wrapped Footer, an ejected DocItem/Footer)
 * replace the theme's. Computed styles must equal the custom.css values, in light and dark mode.
 * scripts/docusaurus/side-by-side.ts puts the same pages next to Docusaurus's build.
 */

const LOOK_SITE: CachedSite = {
  name: 'docusaurus-look',
  sourceDir: 'tests/fixtures/docusaurus-look',
  inputs: ['docusaurus.config.js', 'sidebars.js', 'docs', 'blog', 'src', 'static'],
};

/** custom.css's primary colour in each mode, as computed styles give it. */
const PRIMARY = { light: 'rgb(124, 58, 237)', dark: 'rgb(185, 155, 255)' };

let browser: Browser;
let server: SiteServer;

beforeAll(async () => {
  server = await serveSite(LOOK_SITE);
  browser = await launchBrowser();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Opens a page of the fixture in the given colour mode, hydrated; checks nothing went wrong. */
async function open(path: string, mode: 'light' | 'dark', width = 1280): Promise<{ page: Page; done: () => Promise<void> }> {
  const watched = await openWatchedPage(browser, { viewport: { width, height: 900 } });
  await watched.page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
  await watched.page.goto(`${server.url}${path}`);
  await waitForHydration(watched.page);
  expect(await watched.page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
  return {
    page: watched.page,
    done: async () => {
      expect(watched.consoleErrors).toEqual([]);
      expect(watched.failedRequests).toEqual([]);
      await watched.page.context().close();
    },
  };
}

/** Computed style properties of the first element matching `selector`. */
function styleOf(page: Page, selector: string, properties: string[]): Promise<Record<string, string>> {
  return page.$eval(
    selector,
    (element, names) => {
      const style = getComputedStyle(element);
      return Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name)]));
    },
    properties,
  );
}

describe('custom.css on Infima variables', () => {
  for (const mode of ['light', 'dark'] as const) {
    it(`colours links, the active navbar item, the sidebar and buttons with the site's primary colour, ${mode} mode`, async () => {
      const { page, done } = await open('/docs/intro', mode);
      expect((await styleOf(page, '.markdown a[href*="install"]', ['color'])).color).toBe(PRIMARY[mode]);
      expect((await styleOf(page, '.navbar__link--active', ['color'])).color).toBe(PRIMARY[mode]);
      const active = await styleOf(page, '.docs-sidebar .menu__link--active', ['color', 'text-decoration-line']);
      expect(active).toEqual({ color: PRIMARY[mode], 'text-decoration-line': 'underline' });
      // A class selector of custom.css reaches the theme's navbar.
      expect(await styleOf(page, '.navbar', ['border-bottom-width', 'border-bottom-color'])).toEqual({ 'border-bottom-width': '3px', 'border-bottom-color': PRIMARY[mode] });
      const highlighted = { light: 'rgba(124, 58, 237, 0.14)', dark: 'rgba(185, 155, 255, 0.2)' }[mode];
      expect((await styleOf(page, '.theme-code-block-highlighted-line', ['background-color']))['background-color']).toBe(highlighted);
      await done();

      const home = await open('/', mode);
      expect((await styleOf(home.page, '.hero--primary', ['background-color']))['background-color']).toBe(PRIMARY[mode]);
      expect((await styleOf(home.page, '.button--primary', ['background-color']))['background-color']).toBe(PRIMARY[mode]);
      expect((await styleOf(home.page, '.footer--dark', ['background-color']))['background-color']).toBe('rgb(42, 23, 72)');
      await home.done();
    });
  }

  it('sets the fonts, the code font and its size, the navbar height and the docs sidebar width', async () => {
    const { page, done } = await open('/docs/intro', 'light');
    expect((await styleOf(page, 'body', ['font-family']))['font-family']).toMatch(/^"DejaVu Serif"/);
    expect((await styleOf(page, '.markdown h2', ['font-family']))['font-family']).toMatch(/^"DejaVu Sans"/);
    const code = await styleOf(page, '.markdown p code', ['font-family', 'font-size']);
    expect(code['font-family']).toMatch(/^"Liberation Mono"/);
    const text = await styleOf(page, '.markdown p', ['font-size']);
    expect(parseFloat(code['font-size']!)).toBeCloseTo(parseFloat(text['font-size']!) * 0.92, 1);
    expect((await page.$eval('.navbar', (nav) => nav.getBoundingClientRect().height))).toBe(72);
    expect((await page.$eval('.docs-sidebar', (aside) => aside.getBoundingClientRect().width))).toBe(240);
    await done();
  });

  it('starts from Infima’s defaults where custom.css sets nothing: an admonition’s colours and radius', async () => {
    const { page, done } = await open('/docs/intro', 'light');
    // The tip admonition: Infima's success contrast background and its darker border.
    const tip = await styleOf(page, '.theme-admonition-tip', ['background-color', 'border-left-color', 'border-top-left-radius']);
    expect(tip).toEqual({ 'background-color': 'rgb(230, 246, 230)', 'border-left-color': 'rgb(0, 148, 0)', 'border-top-left-radius': '6.4px' });
    await done();
  });
});

describe('swizzled components', () => {
  it('wraps the footer (src/theme/Footer) on every page and replaces the doc footer (src/theme/DocItem/Footer)', async () => {
    const { page, done } = await open('/docs/guides/install', 'light');
    const wrapped = page.locator('[data-swizzled="wrapped"]');
    expect(await wrapped.textContent()).toBe('Lookalike is a test site.');
    // The wrapper renders the theme's own footer right after its note.
    expect(await wrapped.evaluate((note) => note.nextElementSibling?.matches('footer.footer'))).toBe(true);
    const ejected = page.locator('[data-swizzled="ejected"]');
    expect(await ejected.textContent()).toBe('Something wrong on “Install”? Suggest a change');
    expect(await ejected.locator('a').getAttribute('href')).toBe('https://example.org/lookalike/edit/main/docs/guides/install.md');
    // The theme's own doc footer (its edit link) is gone.
    expect(await page.locator('.theme-edit-this-page, .edit-this-page').count()).toBe(0);
    await done();
  });
});
