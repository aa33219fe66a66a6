import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openWatchedPage, waitForHydration } from '../helpers/browser.ts';
import type { SiteServer } from '../helpers/realSite.ts';
import { withRealSiteInBrowser } from '../helpers/realSiteBrowser.ts';
import { SPEC_VERSION_BANNERS } from './spec.ts';

/** The real site's announcement bar (issue 6 point 6) and the docs version dropdown from the keyboard (point 8). */

let browser: Browser;
let server: SiteServer;

withRealSiteInBrowser((ready) => ({ browser, server } = ready));

const storageItem = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

describe('the announcement bar of site.config.ts', () => {
  it('announces the release with its link, and stays dismissed once closed', async () => {
    const { page, consoleErrors } = await openWatchedPage(browser);
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    const bar = page.locator('.announcement-bar');
    expect(await bar.isVisible()).toBe(true);
    expect(await bar.textContent()).toContain('Inspektor Gadget v0.43.0 is out.');
    const link = bar.locator('a');
    expect(await link.textContent()).toBe('Get started with the latest release');
    expect(await link.getAttribute('href')).toBe('/docs/latest/quick-start');
    expect(await storageItem(page, 'docusaurus.announcement.id')).toBe('release-v0.43.0');
    expect(await storageItem(page, 'docusaurus.announcement.dismiss')).toBe('false');

    // The link leads to a real page, and the bar is still there.
    await link.click();
    await page.waitForURL(`${server.url}/docs/latest/quick-start`);
    await waitForHydration(page);
    expect(await page.locator('main h1').first().textContent()).toBeTruthy();
    expect(await bar.isVisible()).toBe(true);

    const close = bar.getByRole('button');
    expect(await close.getAttribute('aria-label')).toBeTruthy();
    await close.click();
    expect(await bar.count()).toBe(0);
    expect(await storageItem(page, 'docusaurus.announcement.dismiss')).toBe('true');
    await page.reload();
    await waitForHydration(page);
    expect(await page.locator('.announcement-bar').count()).toBe(0);
    await page.goto(`${server.url}/blog`);
    await waitForHydration(page);
    expect(await page.locator('.announcement-bar').isVisible()).toBe(false);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});

describe('the docs version dropdown from the keyboard', () => {
  const toggle = '.docs-version-dropdown .dropdown__toggle';
  const state = (page: Page) =>
    page.evaluate((selector) => {
      const button = document.querySelector(selector)!;
      const menu = document.getElementById(button.getAttribute('aria-controls')!)!;
      const focused = document.activeElement;
      return {
        open: button.getAttribute('aria-expanded') === 'true' && !menu.hidden,
        focus: focused === button ? 'toggle' : focused?.getAttribute('role') === 'menuitem' ? focused.textContent : focused?.tagName,
      };
    }, toggle);
  /** Presses a key and waits until the dropdown reaches the state expected (focus moves on the next frame). */
  const press = async (page: Page, key: string, expected: { open: boolean; focus: string | null | undefined }) => {
    await page.keyboard.press(key);
    await expect.poll(() => state(page)).toEqual(expected);
  };

  it('opens with Enter or Space, moves with arrows, Home and End, closes with Escape and returns focus', async () => {
    const { page, consoleErrors } = await openWatchedPage(browser);
    await page.goto(`${server.url}/docs/latest/reference/run`);
    await waitForHydration(page);
    const labels = await page.locator('.docs-version-dropdown [role="menuitem"]').allTextContents();
    expect([...labels].sort()).toEqual(Object.keys(SPEC_VERSION_BANNERS).sort());
    const [first, second, last] = [labels[0], labels[1], labels[labels.length - 1]];

    await page.focus(toggle);
    expect(await state(page)).toEqual({ open: false, focus: 'toggle' });
    await press(page, 'Enter', { open: true, focus: first });
    await press(page, 'ArrowDown', { open: true, focus: second });
    await press(page, 'ArrowUp', { open: true, focus: first });
    await press(page, 'ArrowUp', { open: true, focus: last });
    await press(page, 'ArrowDown', { open: true, focus: first });
    await press(page, 'End', { open: true, focus: last });
    await press(page, 'Home', { open: true, focus: first });
    await press(page, 'Escape', { open: false, focus: 'toggle' });

    await press(page, 'Space', { open: true, focus: first });
    await press(page, 'Escape', { open: false, focus: 'toggle' });
    // ArrowUp on the closed toggle opens on the last version; Tab out of the menu closes it.
    await press(page, 'ArrowUp', { open: true, focus: last });
    await page.keyboard.press('Tab');
    await expect.poll(async () => (await state(page)).open).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.closest('.docs-version-dropdown'))).toBeNull();
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('switches the version with Enter on an item', async () => {
    const { page, consoleErrors } = await openWatchedPage(browser);
    await page.goto(`${server.url}/docs/latest/reference/run`);
    await waitForHydration(page);
    await page.focus(toggle);
    await press(page, 'Enter', { open: true, focus: 'latest' });
    // One arrow at a time, each waited for: focus moves on the next frame, and a key pressed before
    // it moved would start from the same item again.
    const labels = await page.locator('.docs-version-dropdown [role="menuitem"]').allTextContents();
    for (const label of labels.slice(1, labels.indexOf('v0.42.0') + 1)) await press(page, 'ArrowDown', { open: true, focus: label });
    expect((await state(page)).focus).toBe('v0.42.0');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.pathname.startsWith('/docs/v0.42.0/'));
    await expect.poll(async () => (await page.textContent(toggle))?.trim()).toBe('v0.42.0');
    expect((await state(page)).open).toBe(false);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});
