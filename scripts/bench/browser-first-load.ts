import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import type { FirstLoad } from './first-load.ts';

/**
 * Tells both sites' prefetchers to stay idle (both skip prefetching on `saveData`), so that only
 * what the page itself needs is fetched.
 */
const SAVE_DATA = `Object.defineProperty(navigator, 'connection', { configurable: true, get: () => ({ saveData: true, effectiveType: '4g' }) });`;

/**
 * The JavaScript Chromium fetches for a page served from `buildDir` at `origin`, from navigation
 * until the network is idle (500 ms without requests), with link prefetching off. Unlike the HTML
 * scan it also sees chunks an entry script loads before hydrating (Docusaurus loads a route's
 * chunks that way) and scripts loaded eagerly at startup (docusaurus-lunr-search's). Sizes are
 * those of the build files; gzip is zlib level 6 per file.
 */
export async function measureBrowserFirstLoad(browser: Browser, origin: string, buildDir: string, urlPath: string): Promise<FirstLoad> {
  const context = await browser.newContext();
  await context.addInitScript(SAVE_DATA);
  const urls: string[] = [];
  try {
    const page = await context.newPage();
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && request.url().startsWith(origin)) urls.push(new URL(request.url()).pathname);
    });
    await page.goto(origin + urlPath, { waitUntil: 'networkidle' });
  } finally {
    await context.close();
  }
  const files = [...new Set(urls)].flatMap((url) => {
    const file = path.join(buildDir, decodeURIComponent(url));
    if (!existsSync(file)) return [];
    const content = readFileSync(file);
    return [{ url, raw: content.length, gzip: gzipSync(content).length }];
  });
  return { page: urlPath, files, raw: files.reduce((s, f) => s + f.raw, 0), gzip: files.reduce((s, f) => s + f.gzip, 0) };
}
