import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collapseDuration } from '../../theme/src/theme/Collapsible/index.tsx';
import { openWatchedPage, waitForHydration } from '../helpers/browser.ts';
import type { SiteServer } from '../helpers/realSite.ts';
import { layoutShift, watchLayoutShift } from '../helpers/layoutShift.ts';
import { withRealSiteInBrowser } from '../helpers/realSiteBrowser.ts';
import { holdRequests, twoFrames } from '../helpers/timing.ts';
import { REPOSITORY } from './spec.ts';

/** The chrome of the real site (issue 6 points 1–3, 5, 7, 9, 14, 15): navbar, footer, home, mobile drawer, keyboard. */

let browser: Browser;
let server: SiteServer;

withRealSiteInBrowser((ready) => ({ browser, server } = ready));

const navLink = (label: string) => `nav.navbar .navbar__inner a.navbar__link:text-is("${label}")`;
const isActive = async (page: Page, label: string) => (await page.getAttribute(navLink(label), 'class'))!.includes('navbar__link--active');

describe('navbar and footer', () => {
  it('has the logo (103 by 32, a dark variant), the items of the spec and the web-font stylesheet', async () => {
    const { page } = await openWatchedPage(browser);
    await page.goto(`${server.url}/docs/latest/quick-start`);
    await waitForHydration(page);
    const brand = page.locator('nav.navbar .navbar__inner a.navbar__brand');
    expect(await brand.getAttribute('href')).toBe('/');
    const logo = brand.locator('img.logo--light');
    expect(await logo.boundingBox()).toMatchObject({ width: 103, height: 32 });
    expect(await logo.getAttribute('src')).toBe('/img/logo.svg');
    expect(await brand.locator('img.logo--dark').getAttribute('src')).toBe('/img/logo-dark.svg');
    expect(await page.getAttribute(navLink('Blog'), 'href')).toBe('/blog');
    expect(await page.getAttribute(navLink('Docs'), 'href')).toMatch(/^\/docs\/latest\//);
    expect((await page.textContent('.docs-version-dropdown .dropdown__toggle'))?.trim()).toBe('latest');
    await page.click('.locale-dropdown .dropdown__toggle');
    expect(await page.locator('.locale-dropdown .dropdown__menu a').allTextContents()).toEqual(['English']);
    expect(await page.locator('nav.navbar input[role="combobox"]').count()).toBe(1);
    const github = page.locator(`nav.navbar a[href="${REPOSITORY}"]`);
    expect(await github.getAttribute('target')).toBe('_blank');
    expect(await github.getAttribute('aria-label')).toBe('Source repository on GitHub');
    expect(await page.locator('nav.navbar .navbar__inner .color-mode-toggle').count()).toBe(1);
    // Dark mode shows the dark logo.
    await page.click('nav.navbar .navbar__inner .color-mode-toggle');
    expect(await brand.locator('img.logo--dark').isVisible()).toBe(true);
    expect(await logo.isVisible()).toBe(false);
    // The web fonts: a stylesheet from the provider, with preconnect hints.
    const head = await page.evaluate(() => [...document.head.querySelectorAll('link')].map((l) => `${l.rel} ${l.href}`));
    expect(head).toContain('preconnect https://fonts.googleapis.com/');
    expect(head).toContain('preconnect https://fonts.gstatic.com/');
    expect(head.some((l) => l.startsWith('stylesheet https://fonts.googleapis.com/css2?family=Inter'))).toBe(true);
    await page.context().close();
  });

  it('marks Home active only on "/", and stays on screen while scrolling', async () => {
    const { page } = await openWatchedPage(browser, { viewport: { width: 1280, height: 700 } });
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    expect(await isActive(page, 'Home')).toBe(true);
    await page.click(navLink('Blog'));
    await page.waitForFunction(() => location.pathname === '/blog');
    expect(await isActive(page, 'Home')).toBe(false);
    expect(await isActive(page, 'Blog')).toBe(true);
    await page.click(navLink('Docs'));
    // The URL changes at once; the page follows when loaded (and scrolls to the top then).
    await page.waitForFunction(() => location.pathname.startsWith('/docs/') && document.querySelector('.docs-sidebar') !== null);
    expect(await isActive(page, 'Home')).toBe(false);
    expect(await isActive(page, 'Docs')).toBe(true);
    await page.mouse.wheel(0, 3000);
    await page.waitForFunction(() => window.scrollY > 1000);
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, -200);
    await page.waitForFunction((from) => window.scrollY < from, scrolled);
    expect((await page.locator('nav.navbar').boundingBox())?.y).toBe(0);
    expect(await page.locator('nav.navbar').isVisible()).toBe(true);
    await page.context().close();
  });

  it('has a footer with the Community column, its logo (155 by 32), copyright 2025 and the trademark notice', async () => {
    const { page } = await openWatchedPage(browser);
    await page.goto(`${server.url}/blog`);
    await waitForHydration(page);
    const footer = page.locator('footer.footer');
    expect(await footer.locator('.footer__title').allTextContents()).toEqual(['Community']);
    expect(await footer.locator('a:text-is("Contribute")').getAttribute('href')).toBe('/docs/latest/devel/contributing');
    expect(await footer.locator(`a[href="${REPOSITORY}"]`).count()).toBe(1);
    expect(await footer.locator('.footer__logo img:visible').boundingBox()).toMatchObject({ width: 155, height: 32 });
    const copyright = await footer.locator('.footer__copyright').textContent();
    expect(copyright).toContain('Copyright © 2025');
    expect(copyright).toContain('trademark');
    await page.context().close();
  });

  it('opens on a real home page: what it is, for whom, how to start, latest posts', async () => {
    const { page } = await openWatchedPage(browser);
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    expect(await page.textContent('h1')).toBe('Inspektor Gadget');
    expect(await page.locator('main h2').allTextContents()).toEqual(['What it is', 'Who it is for', 'How to start', 'Latest from the blog']);
    const docsLinks = await page.locator('main a[href^="/docs/latest/"]').count();
    expect(docsLinks).toBeGreaterThan(3);
    const posts = await page.locator('.home-post a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(posts.length).toBeGreaterThanOrEqual(3);
    for (const href of posts) expect(href).toMatch(/^\/blog\/20\d\d\/\d\d\//);
    await page.context().close();
  });

  it('starts light and does not follow a dark system preference', async () => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    await context.route(/fonts\.(googleapis|gstatic)\.com/, (route) => route.fulfill({ status: 200, contentType: 'text/css', body: '' }));
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await context.close();
  });
});

describe('at phone width (390 px)', () => {
  const open = async (page: Page) => {
    await page.click('button.navbar__toggle');
    await page.waitForSelector('.navbar-drawer[role="dialog"]');
  };
  const bodyOverflow = (page: Page) => page.evaluate(() => document.body.style.overflow);

  it('collapses the navbar into a menu button and a drawer holding the docs sidebar, locking the page', async () => {
    const { page } = await openWatchedPage(browser, { viewport: { width: 390, height: 800 } });
    await page.goto(`${server.url}/docs/latest/gadgets/trace_dns`);
    await waitForHydration(page);
    expect(await page.locator(navLink('Blog')).isVisible()).toBe(false);
    expect(await page.locator('.docs-sidebar').isVisible()).toBe(false);
    await open(page);
    const drawer = page.locator('.navbar-drawer');
    expect(await drawer.locator('.theme-doc-sidebar-menu a[aria-current="page"]').textContent()).toBe('trace_dns');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Close the navigation menu');
    expect(await bodyOverflow(page)).toBe('hidden');
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.move(380, 700);
    await page.evaluate(() => document.addEventListener('wheel', () => ((window as unknown as { __wheeled: boolean }).__wheeled = true), { once: true, capture: true }));
    await page.mouse.wheel(0, 800);
    // The page has the wheel event, and two frames later any scroll it caused would show.
    await page.waitForFunction(() => (window as unknown as { __wheeled?: boolean }).__wheeled === true);
    await twoFrames(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    // The main menu is one step back.
    await drawer.locator('button:text("Back to main menu")').click();
    expect(await drawer.locator('a.menu__link:text-is("Blog")').isVisible()).toBe(true);
    await drawer.locator('button:text("Docs sidebar")').click();
    // Navigating closes the drawer and unlocks the page.
    await drawer.locator('a:text-is("trace_exec")').click();
    await page.waitForFunction(() => location.pathname === '/docs/latest/gadgets/trace_exec');
    await page.waitForSelector('.navbar-drawer', { state: 'detached' });
    expect(await bodyOverflow(page)).toBe('');
    // Escape closes it, and focus returns to the menu button.
    await open(page);
    await page.keyboard.press('Escape');
    await page.waitForSelector('.navbar-drawer', { state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.classList.contains('navbar__toggle'));
    // Growing to desktop width closes it too.
    await open(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.waitForSelector('.navbar-drawer', { state: 'detached' });
    expect(await bodyOverflow(page)).toBe('');
    expect(await page.locator('.docs-sidebar').isVisible()).toBe(true);
    await page.context().close();
  });

  it('folds the table of contents into a toggle above the content', async () => {
    const { page } = await openWatchedPage(browser, { viewport: { width: 390, height: 800 } });
    await page.goto(`${server.url}/docs/latest/quick-start`);
    await waitForHydration(page);
    expect(await page.locator('.docs-aside').isVisible()).toBe(false);
    const toggle = page.locator('.toc-collapsible__button');
    expect(await toggle.isVisible()).toBe(true);
    expect(await page.locator('.toc-collapsible .toc__list').isVisible()).toBe(false);
    await toggle.click();
    const first = page.locator('.toc-collapsible .toc__list a').first();
    await first.waitFor({ state: 'visible' });
    const id = (await first.getAttribute('href'))!.slice(1);
    await first.click();
    await page.waitForFunction((target) => Math.abs(document.getElementById(target)!.getBoundingClientRect().top - 72) < 40, id);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await page.context().close();
  });
});

/** Records the `transition` of every sidebar collapsible while categories open and close. */
async function collapseTransitions(page: Page, label: string): Promise<{ transitions: string[]; height: number }> {
  await page.evaluate(() => {
    const seen: string[] = ((window as unknown as { __transitions: string[] }).__transitions = []);
    new MutationObserver((records) => {
      for (const r of records) {
        const t = (r.target as HTMLElement).style.transition;
        if (t) seen.push(t);
      }
    }).observe(document.querySelector('.docs-sidebar')!, { attributes: true, attributeFilter: ['style'], subtree: true });
  });
  await page.click(`.docs-sidebar button.menu__caret[aria-label$="'${label}'"]`);
  await page.waitForFunction((l) => document.querySelector(`.docs-sidebar button.menu__caret[aria-label$="'${l}'"]`)?.getAttribute('aria-expanded') === 'true', label);
  // The animation has ended when the collapsible drops its transition style.
  await page.waitForFunction((l) => {
    const caret = document.querySelector(`.docs-sidebar button.menu__caret[aria-label$="'${l}'"]`)!;
    const content = caret.closest('li')!.querySelector<HTMLElement>('[data-collapsed]')!;
    return content.dataset.collapsed === 'false' && content.style.transition === '' && content.style.height === '';
  }, label);
  const height = await page.evaluate((l) => {
    const caret = document.querySelector(`.docs-sidebar button.menu__caret[aria-label$="'${l}'"]`)!;
    return (caret.closest('li')!.querySelector('[data-collapsed]') as HTMLElement).scrollHeight;
  }, label);
  return { transitions: await page.evaluate(() => (window as unknown as { __transitions: string[] }).__transitions), height };
}

describe('sidebar categories', () => {
  it('animate with a duration from the content height, ease-in-out', async () => {
    const { page } = await openWatchedPage(browser);
    await page.goto(`${server.url}/docs/latest/quick-start`);
    await waitForHydration(page);
    const { transitions, height } = await collapseTransitions(page, 'Reference');
    // The height is measured as the animation starts; allow a pixel of rounding either way.
    const duration = Number(/^height (\d+)ms ease-in-out$/.exec(transitions[0] ?? '')?.[1]);
    expect(duration).toBeGreaterThanOrEqual(collapseDuration(height - 2, false));
    expect(duration).toBeLessThanOrEqual(collapseDuration(height + 2, false));
    expect(duration).toBeGreaterThan(100);
    await page.context().close();
  });

  it('take 1 ms when the reader prefers reduced motion', async () => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    await context.route(/fonts\.(googleapis|gstatic)\.com/, (route) => route.fulfill({ status: 200, contentType: 'text/css', body: '' }));
    const page = await context.newPage();
    await page.goto(`${server.url}/docs/latest/quick-start`);
    await waitForHydration(page);
    const { transitions } = await collapseTransitions(page, 'Reference');
    expect(transitions[0]).toBe('height 1ms ease-in-out');
    await context.close();
  });
});

describe('keyboard and landmarks', () => {
  it('puts the skip link first in the tab order, and it jumps to the content', async () => {
    const { page } = await openWatchedPage(browser);
    await page.goto(`${server.url}/docs/latest/quick-start`);
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    const box = (await page.locator('a.skip-to-content').boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.tagName === 'MAIN');
    // The next Tab lands in the content, past the navbar and the sidebar.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.docs-main')))).toBe(true);
    await page.context().close();
  });

  it('has the landmarks: banner navigation, main, complementary sidebar, content info', async () => {
    const { page } = await openWatchedPage(browser);
    await page.goto(`${server.url}/docs/latest/quick-start`);
    await waitForHydration(page);
    expect(await page.locator('main').count()).toBe(1);
    expect(await page.locator('nav[aria-label="Main"]').count()).toBe(1);
    expect(await page.locator('aside[aria-label="Docs navigation"]').count()).toBe(1);
    expect(await page.locator('footer.footer').count()).toBe(1);
    expect(await page.locator('nav[aria-label="Breadcrumbs"]').count()).toBe(1);
    await page.context().close();
  });

  it('reaches every control of the home page by keyboard, each with a visible focus ring', async () => {
    const { page } = await openWatchedPage(browser);
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    const controls = await page.evaluate(() => {
      const all = [...document.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled])')];
      return all.filter((el) => el.offsetParent !== null || getComputedStyle(el).position === 'fixed').filter((el) => getComputedStyle(el).visibility !== 'hidden').map((el, i) => {
        el.dataset.kbd = String(i);
        return i;
      });
    });
    // Every element that receives focus is recorded as it does (a control may change right after, like the search box loading).
    await page.evaluate(() => {
      const log: { id: string; ring: boolean; label: string }[] = [];
      (window as unknown as { __focused: typeof log }).__focused = log;
      document.addEventListener('focusin', (event) => {
        const el = event.target as HTMLElement;
        if (!el.dataset.kbd) return;
        const style = getComputedStyle(el);
        log.push({ id: el.dataset.kbd, ring: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2, label: el.textContent?.trim() || el.getAttribute('aria-label') || el.tagName });
      });
    });
    const reachedCount = () => page.evaluate(() => new Set((window as unknown as { __focused: { id: string }[] }).__focused.map((f) => f.id)).size);
    for (let i = 0; i < controls.length * 3 && (i % 10 !== 9 || (await reachedCount()) < controls.length); i++) await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => (window as unknown as { __focused: { id: string; ring: boolean; label: string }[] }).__focused);
    const reached = new Set(focused.map((f) => f.id));
    const unringed = focused.filter((f) => !f.ring).map((f) => f.label);
    const missed = await page.evaluate((ids) => [...document.querySelectorAll<HTMLElement>('[data-kbd]')].filter((el) => !ids.includes(el.dataset.kbd!)).map((el) => el.outerHTML.slice(0, 120)), [...reached]);
    expect(missed).toEqual([]);
    expect(unringed).toEqual([]);
    await page.context().close();
  });

  it('does not shift the layout while the home page and a doc load, even when the app starts after the first paint', async () => {
    // The app's scripts are held until the server HTML has been painted, so hydration always comes
    // after the first paint (as on a slow machine or network), where a change it made would show.
    for (const path of ['/', '/docs/latest/quick-start', '/blog']) {
      const { page } = await openWatchedPage(browser);
      await watchLayoutShift(page);
      const scripts = await holdRequests(page, `${server.url}/**/*.js`);
      await page.goto(`${server.url}${path}`, { waitUntil: 'commit' });
      await scripts.arrived();
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
      scripts.release();
      await waitForHydration(page);
      await page.waitForLoadState('load');
      const { cls, shifts } = await layoutShift(page);
      expect(cls, `${path}: ${shifts.join('; ')}`).toBeLessThan(0.05);
      await page.context().close();
    }
  });
});
