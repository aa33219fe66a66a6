import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '@folio/core';
import { startDevServer } from '../../packages/core/src/dev/start.ts';
import { launchBrowser, openWatchedPage, waitForHydration } from '../helpers/browser.ts';
import { copyFixture, writeFiles } from '../helpers/site.ts';

const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

let browser: Browser;
let siteDir: string;
let server: Awaited<ReturnType<typeof startDevServer>>;
let compiledAtStart: number;

/** Entries of the Markdown compile cache (one per distinct compiled file). */
function compiledEntries(): number {
  const dir = path.join(siteDir, '.folio', 'markdown');
  return existsSync(dir) ? readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.json')).length : 0;
}

beforeAll(async () => {
  siteDir = copyFixture('docs-site');
  writeFiles(siteDir, {
    'docs/guides/diagram.md': '---\ntitle: Diagram\n---\n\n## Flow {#the-flow}\n\n```mermaid\ngraph TD\n  A-->B\n```\n\n![A pixel](./pixel.png)\n\n### Details\n\nText.\n',
  });
  writeFileSync(path.join(siteDir, 'docs/guides/pixel.png'), PIXEL_PNG);
  server = await startDevServer({ siteDir, port: 0, host: '127.0.0.1', logger: createLogger('folio', true) });
  compiledAtStart = compiledEntries();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the development server compiles on demand', () => {
  it('starts without compiling the Markdown, serving routes and tables of contents from a scan', async () => {
    expect(compiledAtStart).toBe(0);
    const html = await (await fetch(`${server.url}/docs/next/guides/diagram`)).text();
    expect(html).toContain('<title>Diagram | Docs Fixture</title>');
    const boot = JSON.parse(html.match(/<script id="__FOLIO_DATA__" type="application\/json">(.*?)<\/script>/)![1]!);
    expect(boot.route.m).toMatch(/^\/__folio\/content\/[0-9a-f]{20}\.js\?v=\d+$/);
    const props = await (await fetch(`${server.url}${boot.route.p}`)).json();
    expect(JSON.stringify(props)).toContain('"id":"the-flow"');
    // The page's props and data are preloaded, as in the built site: they come while the app loads.
    for (const url of [boot.route.p, ...Object.values(boot.route.d ?? {})]) expect(html).toContain(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${url}">`);
  });

  it('bundles a page’s content module when it is asked for, taking what it shares with the app from the app’s registry', async () => {
    const boot = JSON.parse((await (await fetch(`${server.url}/docs/next/guides/diagram`)).text()).match(/<script id="__FOLIO_DATA__" type="application\/json">(.*?)<\/script>/)![1]!);
    const code = await (await fetch(`${server.url}${boot.route.m}`)).text();
    expect(code).toMatch(/= globalThis\.__FOLIO_SHARED__\.pick\("react\/jsx-runtime", \[[^\]]*"jsx"/);
    expect(code).not.toMatch(/^\s*import\b/m);
    expect(code).not.toContain('folio-shared:');
    // The compile's cache entry is written beside the answer, not before it: wait for the file.
    await vi.waitFor(() => expect(compiledEntries()).toBeGreaterThan(0), { timeout: 30_000, interval: 20 });
  });

  it('renders the page in the browser: content, diagram (mermaid’s prebuilt build, served from its package) and optimised image', async () => {
    const { page, consoleErrors, failedRequests } = await openWatchedPage(browser);
    await page.goto(`${server.url}/docs/next/guides/diagram`);
    await waitForHydration(page);
    await page.waitForSelector('.mermaid-diagram svg', { timeout: 30_000 });
    // mermaid came from its prebuilt files, under a folder named by its version; nothing else of its package is served.
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
    const entry = scripts.find((url) => /^\/assets\/mermaid\/\d+\.\d+\.\d+-[0-9a-f]+\/mermaid\.esm\.min\.mjs$/.test(url));
    expect(entry, scripts.join('\n')).toBeDefined();
    expect(scripts.some((url) => url.startsWith(entry!.replace('mermaid.esm.min.mjs', 'chunks/mermaid.esm.min/flowDiagram-')))).toBe(true);
    for (const other of [`${entry}.map`, entry!.replace('mermaid.esm.min.mjs', 'mermaid.core.mjs'), entry!.replace('mermaid.esm.min.mjs', '../package.json')]) expect((await fetch(`${server.url}${other}`)).status, other).toBe(404);
    const image = await page.waitForSelector('img[alt="A pixel"]');
    const src = await image.getAttribute('src');
    expect(src).toMatch(/^\/assets\/media\//);
    expect((await fetch(`${server.url}${src}`)).status).toBe(200);
    expect(consoleErrors.join('\n')).toBe('');
    expect(failedRequests).toEqual([]);
    await page.context().close();
  });

  it('compiles the rest in the background, then serves exact content', async () => {
    await server.warmed;
    expect(compiledEntries()).toBeGreaterThanOrEqual(readdirSync(path.join(siteDir, 'docs'), { recursive: true }).filter((f) => /\.mdx?$/.test(String(f)) && !/(^|\/)_/.test(String(f))).length);
  });
});
