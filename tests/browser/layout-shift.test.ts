import { readFileSync } from 'node:fs';
import type { Browser, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForHydration } from '../helpers/browser.ts';
import type { SiteServer } from '../helpers/realSite.ts';
import { withRealSiteInBrowser } from '../helpers/realSiteBrowser.ts';
import { layoutShift, watchLayoutShift } from '../helpers/layoutShift.ts';
import { holdRequests, type HeldRequests } from '../helpers/timing.ts';

/**
 * No layout shift from late images or fonts (issue 6 point 15), measured as Chromium's cumulative
 * layout shift (PerformanceObserver `layout-shift` entries) on the architecture doc, whose diagram
 * is a static-path image, while that image or the web fonts arrive late: each is held until the
 * test lets it go, after the page has been laid out without it.
 *
 * Inter itself cannot be fetched here (offline). The late font is a stand-in: Liberation Sans (the
 * metric clone of Arial the theme's fallback face is built on) given Inter's metrics in its own
 * @font-face, as Inter has them. A control run with the bare stand-in shows the measurement does
 * catch a font swap that moves text.
 */

let browser: Browser;
let server: SiteServer;

withRealSiteInBrowser((ready) => ({ browser, server } = ready));

const PAGE = '/docs/latest/reference/architecture';
const FONT_DIR = '/usr/share/fonts/truetype/liberation';
const STAND_INS = { 'sans-400': 'LiberationSans-Regular.ttf', 'sans-700': 'LiberationSans-Bold.ttf', 'mono-400': 'LiberationMono-Regular.ttf' } as const;
const INTER_METRICS = 'size-adjust: 107.4%; ascent-override: 90.2%; descent-override: 22.48%; line-gap-override: 0%;';
const MONO_METRICS = 'size-adjust: 100%; ascent-override: 102%; descent-override: 30%; line-gap-override: 0%;';

/** The web-font stylesheet: Inter 400/700 and JetBrains Mono, each a stand-in file, with or without the real fonts' metrics. */
function fontStylesheet(withMetrics: boolean): string {
  const face = (family: string, weight: number, file: keyof typeof STAND_INS, metrics: string) =>
    `@font-face { font-family: '${family}'; font-weight: ${weight}; font-display: swap; src: url(https://fonts.gstatic.com/stand-in/${file}.ttf) format('truetype'); ${withMetrics ? metrics : ''} }`;
  return [face('Inter', 400, 'sans-400', INTER_METRICS), face('Inter', 700, 'sans-700', INTER_METRICS), face('JetBrains Mono', 400, 'mono-400', MONO_METRICS)].join('\n');
}

/** Opens the page with a layout-shift counter, the routes given, and the other font requests answered empty. */
async function openMeasured(routes: (page: Page) => Promise<void>): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.route(/fonts\.(googleapis|gstatic)\.com/, (route) => route.fulfill({ status: 200, contentType: 'text/css', body: '' }));
  await routes(page);
  await watchLayoutShift(page);
  // Not waiting for the load event: what the tests hold back would delay it.
  await page.goto(`${server.url}${PAGE}`, { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  return page;
}

/** Loads the page while the stand-in fonts are held until the text has been laid out in the fallback faces; the diagram is held throughout. Returns the shift. */
async function shiftFromLateFonts(withMetrics: boolean): Promise<number> {
  let fonts!: HeldRequests;
  let image!: HeldRequests;
  const page = await openMeasured(async (p) => {
    await p.route('https://fonts.googleapis.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/css', body: fontStylesheet(withMetrics) }));
    await p.route('https://fonts.gstatic.com/stand-in/**', async (route: Route) => {
      const key = /stand-in\/([\w-]+)\.ttf/.exec(route.request().url())![1] as keyof typeof STAND_INS;
      await route.fulfill({ status: 200, contentType: 'font/ttf', body: readFileSync(`${FONT_DIR}/${STAND_INS[key]}`) }).catch(() => {});
    });
    fonts = await holdRequests(p, 'https://fonts.gstatic.com/stand-in/**');
    image = await holdRequests(p, '**/img/architecture.svg', { then: 'abort' });
  });
  // Before the swap the text is set in the theme's fallback faces, found on this machine.
  await fonts.arrived(Object.keys(STAND_INS).length);
  const fallbacksLoaded = () => [...document.fonts].filter((f) => f.family.includes('Fallback')).map((f) => `${f.family} ${f.weight} ${f.status}`);
  await page.waitForFunction((expected) => [...document.fonts].filter((f) => f.family.includes('Fallback') && f.status === 'loaded').length === expected, Object.keys(STAND_INS).length);
  const fallbacks = await page.evaluate(fallbacksLoaded);
  fonts.release();
  await page.waitForFunction(() => document.fonts.check('16px Inter') && document.fonts.check('700 16px Inter') && document.fonts.check('14px "JetBrains Mono"'));
  const { cls, shifts } = await layoutShift(page);
  image.release();
  await page.context().close();
  if (withMetrics) {
    expect(fallbacks.filter((f) => f.endsWith('loaded')), `fallback faces: ${fallbacks.join('; ')}`).toHaveLength(3);
    expect(cls, `shifts: ${shifts.join('; ')}`).toBeLessThan(0.002);
  }
  return cls;
}

describe('layout shift on the architecture doc', () => {
  it('stays near 0 when the web fonts swap in late (fallback faces sized like them)', async () => {
    expect(readFileSync(`${FONT_DIR}/${STAND_INS['sans-400']}`).length, 'the Liberation fonts (Debian fonts-liberation) are needed').toBeGreaterThan(0);
    await shiftFromLateFonts(true);
    // Control: the same late font without those metrics moves the text (about 0.012 here), and the measurement sees it.
    expect(await shiftFromLateFonts(false)).toBeGreaterThan(0.005);
  });

  // The diagram is written `![…](/img/architecture.svg)`, a site path: the docs plugin reads its
  // intrinsic size from static/ and the theme's Markdown image sets width and height, so its box
  // is reserved before it arrives (without them it pushed the text down, CLS about 0.05).
  it('stays near 0 while the diagram (a static-path image) loads slowly', async () => {
    // The image is held until the page has hydrated and been laid out without it.
    let held!: HeldRequests;
    const page = await openMeasured(async (p) => {
      held = await holdRequests(p, '**/img/architecture.svg');
    });
    await held.arrived();
    await layoutShift(page);
    held.release();
    const image = page.locator('main img[src$="/img/architecture.svg"]');
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('main img[src$="/img/architecture.svg"]');
      return img?.complete && img.naturalWidth > 0;
    });
    const { cls, shifts } = await layoutShift(page);
    const size = { width: await image.getAttribute('width'), height: await image.getAttribute('height') };
    await page.context().close();
    expect(size, 'the image carries its intrinsic size').toEqual({ width: '960', height: '540' });
    expect(cls, `shifts: ${shifts.join('; ')}`).toBeLessThan(0.01);
  });
});
