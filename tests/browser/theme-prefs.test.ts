import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openWatchedPage, waitForHydration } from '../helpers/browser.ts';
import { serveSite, THEME_SITE, type SiteServer } from '../helpers/realSite.ts';
import { twoFrames } from '../helpers/timing.ts';

/**
 * The theme's remembered choices and small controls (spec section 4), on the theme fixture site:
 * colour mode, announcement bar, dropdowns, back-to-top, and what happens without localStorage;
 * plus the site's customCss and a replaced theme component.
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

const dataTheme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
const storageItem = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

describe('colour mode', () => {
  it('is saved under "theme" and applied before the first paint of the next page', async () => {
    const { page, consoleErrors } = await openWatchedPage(browser);
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    expect(await dataTheme(page)).toBe('light');
    await page.click('nav.navbar .color-mode-toggle');
    expect(await dataTheme(page)).toBe('dark');
    expect(await storageItem(page, 'theme')).toBe('dark');
    // What the mode is when <body> first exists, i.e. before anything of the page is painted.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        (window as unknown as { __themeAtBody?: string }).__themeAtBody = document.documentElement.dataset.theme;
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${server.url}/long`);
    expect(await page.evaluate(() => (window as unknown as { __themeAtBody?: string }).__themeAtBody)).toBe('dark');
    await waitForHydration(page);
    expect(await dataTheme(page)).toBe('dark');
    expect(await page.getAttribute('nav.navbar .color-mode-toggle', 'aria-label')).toBe('Switch to light mode (currently dark mode)');
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('is synced across open tabs', async () => {
    const { page: first } = await openWatchedPage(browser);
    const second = await first.context().newPage();
    await first.goto(`${server.url}/`);
    await second.goto(`${server.url}/long`);
    await waitForHydration(first);
    await waitForHydration(second);
    await first.click('nav.navbar .color-mode-toggle');
    await second.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    expect(await second.getAttribute('nav.navbar .color-mode-toggle', 'aria-label')).toContain('currently dark mode');
    await second.click('nav.navbar .color-mode-toggle');
    await first.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    await first.context().close();
  });

  it('follows the system (this fixture asks for it) but never changes while printing', async () => {
    const { page } = await openWatchedPage(browser);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    expect(await dataTheme(page)).toBe('dark');
    // Printing: browsers report a light scheme to print; the page keeps its mode. The test's own
    // listener, added after the page's, hears the change last: the page has had it by then.
    await page.evaluate(() =>
      matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => ((window as unknown as { __schemeChanged: boolean }).__schemeChanged = true), { once: true }),
    );
    await page.emulateMedia({ media: 'print', colorScheme: 'light' });
    await page.waitForFunction(() => (window as unknown as { __schemeChanged?: boolean }).__schemeChanged === true);
    await twoFrames(page);
    expect(await dataTheme(page)).toBe('dark');
    await page.emulateMedia({ media: 'screen', colorScheme: 'dark' });
    expect(await dataTheme(page)).toBe('dark');
    await page.context().close();
  });
});

describe('the announcement bar', () => {
  it('is dismissed for good, before paint on the next page, with its keys in localStorage', async () => {
    const { page } = await openWatchedPage(browser);
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    const bar = page.locator('.announcement-bar');
    expect(await bar.textContent()).toBe('Fixture announcement');
    expect(await storageItem(page, 'docusaurus.announcement.id')).toBe('fixture-2');
    expect(await storageItem(page, 'docusaurus.announcement.dismiss')).toBe('false');
    await page.click('.announcement-bar__close');
    expect(await bar.count()).toBe(0);
    expect(await storageItem(page, 'docusaurus.announcement.dismiss')).toBe('true');
    await page.goto(`${server.url}/long`, { waitUntil: 'domcontentloaded' });
    // Hidden by CSS from the first paint, not removed after hydration.
    expect(await page.evaluate(() => document.documentElement.dataset.announcementBarInitiallyDismissed)).toBe('true');
    expect(await page.locator('.announcement-bar').isVisible()).toBe(false);
    await waitForHydration(page);
    expect(await page.locator('.announcement-bar').count()).toBe(0);
    await page.context().close();
  });

  it('comes back when the bar id changes', async () => {
    const { page } = await openWatchedPage(browser);
    await page.addInitScript(() => {
      if (localStorage.getItem('docusaurus.announcement.id') === null) {
        localStorage.setItem('docusaurus.announcement.id', 'fixture-1');
        localStorage.setItem('docusaurus.announcement.dismiss', 'true');
      }
    });
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    expect(await page.locator('.announcement-bar').isVisible()).toBe(true);
    expect(await storageItem(page, 'docusaurus.announcement.id')).toBe('fixture-2');
    expect(await storageItem(page, 'docusaurus.announcement.dismiss')).toBe('false');
    await page.context().close();
  });
});

describe('dropdowns', () => {
  const toggle = '.locale-dropdown .dropdown__toggle';
  const menu = '.locale-dropdown .dropdown__menu';
  const isOpen = async (page: Page) => (await page.getAttribute(toggle, 'aria-expanded')) === 'true' && (await page.locator(menu).isVisible());

  it('open and close by click, and close on an outside click, touch or focus', async () => {
    const { page } = await openWatchedPage(browser);
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    expect(await isOpen(page)).toBe(false);
    await page.click(toggle);
    expect(await isOpen(page)).toBe(true);
    await page.click(toggle);
    expect(await isOpen(page)).toBe(false);
    await page.click(toggle);
    await page.mouse.click(600, 400);
    expect(await isOpen(page)).toBe(false);
    await page.click(toggle);
    await page.locator('h1').dispatchEvent('touchstart');
    expect(await isOpen(page)).toBe(false);
    await page.click(toggle);
    await page.focus('nav.navbar .color-mode-toggle');
    expect(await isOpen(page)).toBe(false);
    await page.context().close();
  });

  it('work from the keyboard: Enter opens, arrows move, Escape closes and returns focus', async () => {
    const { page } = await openWatchedPage(browser);
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    await page.focus(toggle);
    await page.keyboard.press('Enter');
    expect(await isOpen(page)).toBe(true);
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'menuitem');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('en');
    await page.keyboard.press('Escape');
    expect(await isOpen(page)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('dropdown__toggle'))).toBe(true);
    await page.context().close();
  });
});

describe('reading aids and site customisation', () => {
  it('shows a back-to-top button after scrolling down, which scrolls to the top', async () => {
    const { page } = await openWatchedPage(browser, { viewport: { width: 1280, height: 600 } });
    await page.goto(`${server.url}/long`);
    await waitForHydration(page);
    const button = page.locator('button.back-to-top');
    expect(await button.isVisible()).toBe(false);
    await page.mouse.wheel(0, 2000);
    await page.waitForFunction(() => window.scrollY > 1000);
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.back-to-top')!).visibility === 'visible');
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0);
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.back-to-top')!).visibility === 'hidden');
    await page.context().close();
  });

  it('bundles customCss after the theme CSS and uses a replaced theme component everywhere', async () => {
    const { page } = await openWatchedPage(browser);
    await page.goto(`${server.url}/long`);
    await waitForHydration(page);
    // The fixture's CSS repeats the theme's own selector: only order decides.
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.navbar')!).borderBottomColor)).toBe('rgb(1, 2, 3)');
    // The Layout (a theme component) renders the site's Footer, not the theme's.
    expect(await page.textContent('footer.fixture-footer')).toBe('Replaced footer from the fixture');
    expect(await page.locator('.footer__inner').count()).toBe(0);
    await page.context().close();
  });
});

describe('without localStorage', () => {
  it('still works, and warns once naming iframes, private windows and privacy settings', async () => {
    const { page, consoleErrors, consoleWarnings } = await openWatchedPage(browser);
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    expect(await page.textContent('h1')).toBe('Theme fixture');
    await page.click('nav.navbar .color-mode-toggle');
    expect(await dataTheme(page)).toBe('dark');
    await page.click('.announcement-bar__close');
    expect(await page.locator('.announcement-bar').count()).toBe(0);
    await page.click('a:text("A long page")');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'A long page');
    const storageWarnings = consoleWarnings.filter((w) => /storage/i.test(w));
    expect(storageWarnings).toHaveLength(1);
    expect(storageWarnings[0]).toMatch(/iframe/);
    expect(storageWarnings[0]).toMatch(/private or incognito/);
    expect(storageWarnings[0]).toMatch(/privacy settings/);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});
