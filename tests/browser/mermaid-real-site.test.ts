import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openWatchedPage, waitForHydration } from '../helpers/browser.ts';
import { REAL_SITE_OUT, type SiteServer } from '../helpers/realSite.ts';
import { withRealSiteInBrowser } from '../helpers/realSiteBrowser.ts';

/**
 * A Mermaid diagram of the real site without a flash of its source (issue 20, point 6): without
 * JavaScript the source is the readable diagram; with JavaScript the source keeps its place unseen
 * while mermaid's prebuilt entry is on its way (held here until the test releases it), then the SVG
 * takes its place.
 */

let browser: Browser;
let server: SiteServer;

withRealSiteInBrowser((ready) => ({ browser, server } = ready));

/** A post with one flowchart. */
const POST = '/blog/2022/08/arm64-support';
const VIEWPORT = { width: 1280, height: 800 };
const diagram = '.mermaid-diagram';
const source = '.mermaid-diagram__source';

/** The URL the Mermaid component loads mermaid from (its prebuilt entry): the one dynamic import of the chunk that renders its placeholder. */
function mermaidEntry(): string {
  const dir = path.join(REAL_SITE_OUT, 'assets/js');
  const components = readdirSync(dir).filter((f) => f.endsWith('.js') && readFileSync(path.join(dir, f), 'utf8').includes('mermaid-diagram--pending'));
  expect(components).toHaveLength(1);
  const imports = [...readFileSync(path.join(dir, components[0]!), 'utf8').matchAll(/import\("([^"]+)"\)/g)].map((m) => m[1]!);
  expect(imports).toHaveLength(1);
  expect(imports[0]).toMatch(/^\/assets\/mermaid\/[^/]+\/mermaid\.esm\.min\.mjs$/);
  return imports[0]!;
}

async function newContext(javaScriptEnabled: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORT, javaScriptEnabled });
  await context.route(/fonts\.(googleapis|gstatic)\.com/, (route) => route.fulfill({ status: 200, contentType: 'text/css', body: '' }));
  return context;
}

/** Height of the first diagram's box, in CSS pixels. */
async function diagramHeight(page: Page): Promise<number> {
  return (await page.locator(diagram).first().boundingBox())?.height ?? 0;
}

/** A node box of the diagram: a rectangle or, for a decision, a polygon. */
const nodeShape = `${diagram} svg .node rect, ${diagram} svg .node polygon`;

/** The fill of the diagram's first node box, as drawn. */
function nodeFill(page: Page): Promise<string> {
  return page.locator(nodeShape).first().evaluate((shape) => getComputedStyle(shape).fill);
}

/** Clicks the navbar's colour mode switch and waits for the diagram to be drawn again (its node fill no longer `before`); gives the new fill. */
async function switchColorMode(page: Page, mode: 'dark' | 'light', before: string): Promise<string> {
  await page.locator(`button.color-mode-toggle[title="Switch to ${mode} mode"]`).first().click();
  await page.waitForFunction(([selector, fill]) => {
    const shape = document.querySelector(selector);
    return shape !== null && getComputedStyle(shape).fill !== fill;
  }, [nodeShape, before] as const);
  return nodeFill(page);
}

describe('a Mermaid diagram of the real site in Chromium', () => {
  let noScriptHeight = 0;

  it('shows its source, readable, when JavaScript is off', async () => {
    const context = await newContext(false);
    const page = await context.newPage();
    await page.goto(`${server.url}${POST}`);
    expect(await page.locator(diagram).count()).toBe(1);
    const pre = page.locator(`${diagram} pre${source}`);
    expect(await pre.isVisible()).toBe(true);
    expect(await pre.textContent()).toContain('flowchart LR');
    expect(await pre.evaluate((element) => getComputedStyle(element).visibility)).toBe('visible');
    expect(await page.locator(`${diagram} svg`).count()).toBe(0);
    noScriptHeight = await diagramHeight(page);
    expect(noScriptHeight).toBeGreaterThan(50);
    await context.close();
  });

  it('keeps the place of the source, unseen, while the mermaid chunk loads, then shows the SVG', async () => {
    const entry = mermaidEntry();
    const context = await newContext(true);
    const { page, consoleErrors, failedRequests } = await openWatchedPage(browser, { context });
    let requested!: () => void;
    const chunkRequested = new Promise<void>((resolve) => (requested = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${entry}`, async (route) => {
      requested();
      await released;
      await route.continue();
    });
    await page.goto(`${server.url}${POST}`);
    await waitForHydration(page);
    expect(await page.locator(diagram).count()).toBe(1);
    await chunkRequested;

    // Hydrated, mermaid asked for and held: the source is in the page but not painted, its box kept.
    expect(await page.locator(`${diagram}[aria-busy="true"] ${source}`).count()).toBe(1);
    expect(await page.locator(source).textContent()).toContain('flowchart LR');
    expect(await page.locator(source).isVisible()).toBe(false);
    expect(await page.locator(source).evaluate((element) => getComputedStyle(element).visibility)).toBe('hidden');
    expect(await diagramHeight(page)).toBe(noScriptHeight);
    expect(await page.locator(`${diagram} svg`).count()).toBe(0);

    release();
    await page.waitForSelector(`${diagram} svg`);
    expect(await page.locator(`${diagram} svg`).isVisible()).toBe(true);
    expect(await page.locator(`${diagram} svg`).textContent()).toContain('Pull request');
    expect(await page.locator(source).count()).toBe(0);
    expect(await page.locator(`${diagram}[aria-busy]`).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    expect(failedRequests).toEqual([]);
    await context.close();
  });

  it('draws the diagram in mermaid’s dark theme once the colour mode is switched to dark, and back in light', async () => {
    const context = await newContext(true);
    const { page, consoleErrors, failedRequests } = await openWatchedPage(browser, { context });
    await page.goto(`${server.url}${POST}`);
    await waitForHydration(page);
    await page.waitForSelector(`${diagram} svg`);
    const light = await nodeFill(page);
    const dark = await switchColorMode(page, 'dark', light);
    // mermaid's default theme fills nodes #ECECFF, its dark theme #1f2020.
    expect(light).toBe('rgb(236, 236, 255)');
    expect(dark).toBe('rgb(31, 32, 32)');
    expect(await page.locator(`${diagram} svg`).textContent()).toContain('Pull request');
    expect(await switchColorMode(page, 'light', dark)).toBe(light);
    expect(consoleErrors).toEqual([]);
    expect(failedRequests).toEqual([]);
    await context.close();
  });
});
