/**
 * The MDX components in Chromium: a compiled page is prerendered with react-dom/server, bundled
 * with esbuild (split chunks, as the site bundler does) and hydrated. Checks what only a browser
 * shows: hydration without mismatch, tab groups, copy button, browser highlighting, Mermaid.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { launchBrowser, openWatchedPage } from '../../../../tests/helpers/browser.ts';
import { compileMarkdown } from '../compile.ts';
import { loadCompiled } from '../test/render.ts';

vi.mock('../../../../theme/src/theme/Link/index.tsx', () => ({
  default: ({ to, children }: { to: string; children?: ReactNode }) => createElement('a', { href: to, 'data-link': 'internal' }, children),
}));

const here = path.dirname(fileURLToPath(import.meta.url));
const THEME = path.resolve(here, '../../../../theme/src');
const OUT = path.resolve(here, '../../.test-tmp/browser');
// localhost is a secure context, so the Clipboard API exists there.
const ORIGIN = 'http://localhost:4173';

const PAGE = [
  "import Tabs from '@theme/Tabs';",
  "import TabItem from '@theme/TabItem';",
  "import CodeBlock from '@theme/CodeBlock';",
  'export const source = "const answer = 42;\\nanswer;";',
  '',
  '<Tabs groupId="os" queryString>',
  '  <TabItem value="linux" label="Linux">Linux one</TabItem>',
  '  <TabItem value="mac" label="macOS">Mac one</TabItem>',
  '  <TabItem value="win" label="Windows">Windows one</TabItem>',
  '</Tabs>',
  '',
  '<Tabs groupId="os">',
  '  <TabItem value="linux">Linux two</TabItem>',
  '  <TabItem value="mac">Mac two</TabItem>',
  '</Tabs>',
  '',
  '```bash title="install.sh"',
  'echo "hello"',
  '```',
  '',
  '<CodeBlock language="js" className="dynamic">{source}</CodeBlock>',
  '',
  '<details>',
  '  <summary>More</summary>',
  '',
  '  Hidden text.',
  '</details>',
  '',
  '```mermaid',
  'graph TD',
  '  A[Start] --> B(End)',
  '```',
  '',
  '```mermaid',
  'graph TD',
  '  A[Unclosed --> B',
  '```',
  '',
].join('\n');

let browser: Browser;
let metafile: Metafile;
let html: string;

beforeAll(async () => {
  const result = await compileMarkdown({ source: PAGE, filePath: '/site/docs/components.mdx' });
  const Content = await loadCompiled(result.code);
  const ssr = renderToString(createElement(Content));
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  writeFileSync(path.join(OUT, 'page.mjs'), result.code);
  writeFileSync(
    path.join(OUT, 'entry.tsx'),
    [
      "import { useEffect } from 'react';",
      "import { hydrateRoot } from 'react-dom/client';",
      "import Content from './page.mjs';",
      'function App() {',
      "  useEffect(() => { document.documentElement.dataset.hydrated = 'true'; }, []);",
      '  return <Content />;',
      '}',
      "hydrateRoot(document.getElementById('root')!, <App />, { onRecoverableError: (error) => console.error(`recoverable: ${String(error)}`) });",
    ].join('\n'),
  );
  const built = await build({
    entryPoints: { entry: path.join(OUT, 'entry.tsx') },
    outdir: path.join(OUT, 'dist'),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    metafile: true,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    nodePaths: [path.resolve(here, '../../../../node_modules')],
    plugins: [
      {
        name: 'theme-alias',
        setup(b) {
          // A theme component is a folder with an index (Tabs/index.tsx) or a file (CodeBlock/CopyButton.tsx).
          b.onResolve({ filter: /^@theme\// }, (args) => {
            const base = path.join(THEME, 'theme', args.path.slice('@theme/'.length));
            return { path: existsSync(`${base}.tsx`) ? `${base}.tsx` : path.join(base, 'index.tsx') };
          });
          b.onResolve({ filter: /\/Link\/index\.tsx$/ }, () => ({ path: path.join(here, 'LinkStub.tsx') }));
        },
      },
    ],
  });
  metafile = built.metafile;
  html = `<!doctype html><html data-theme="light"><head><meta charset="utf-8"><link rel="stylesheet" href="/markdown.css"></head><body><div id="root">${ssr}</div><script type="module" src="/dist/entry.js"></script></body></html>`;
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

/** Opens the page (optionally with a query string), served from memory and the bundle dir. */
async function openPage(query = '', page?: Page) {
  const watched = page ? undefined : await openWatchedPage(browser);
  const target = page ?? watched!.page;
  await target.route(`${ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/') return route.fulfill({ contentType: 'text/html', body: html });
    if (url.pathname === '/markdown.css') return route.fulfill({ contentType: 'text/css', body: readFileSync(path.join(THEME, 'css/markdown.css')) });
    return route.fulfill({ contentType: 'text/javascript', body: readFileSync(path.join(OUT, url.pathname)) });
  });
  await target.goto(`${ORIGIN}/${query}`);
  await target.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  return { page: target, watched };
}

function visiblePanels(page: Page) {
  return page.$$eval('[role=tabpanel]', (panels) => panels.filter((p) => !(p as HTMLElement).hidden).map((p) => p.textContent));
}

describe('MDX components in Chromium', () => {
  test('mermaid is only in a lazy chunk, never in the entry chunk', () => {
    const entry = Object.values(metafile.outputs).find((o) => o.entryPoint?.endsWith('entry.tsx'));
    expect(entry).toBeDefined();
    expect(Object.keys(entry?.inputs ?? {}).some((input) => input.includes('node_modules/mermaid/'))).toBe(false);
    expect(Object.values(metafile.outputs).some((o) => Object.keys(o.inputs).some((input) => input.includes('node_modules/mermaid/')))).toBe(true);
  });

  test('hydrates without errors; tabs sync by group, persist, follow the query string and the arrow keys', async () => {
    const { page, watched } = await openPage();
    expect(await visiblePanels(page)).toEqual(['Linux one', 'Linux two']);
    await page.click('text=macOS');
    expect(await visiblePanels(page)).toEqual(['Mac one', 'Mac two']);
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.os'))).toBe('mac');
    expect(new URL(page.url()).searchParams.get('os')).toBe('mac');
    await page.keyboard.press('ArrowRight');
    expect(await visiblePanels(page)).toEqual(['Windows one', 'Linux two']);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Windows');
    await page.keyboard.press('ArrowRight');
    expect(await visiblePanels(page)).toEqual(['Linux one', 'Linux two']);

    // A new load restores the stored choice; the query string wins over it.
    await page.evaluate(() => localStorage.setItem('docusaurus.tab.os', 'mac'));
    await openPage('', page);
    expect(await visiblePanels(page)).toEqual(['Mac one', 'Mac two']);
    await openPage('?os=win', page);
    expect(await visiblePanels(page)).toEqual(['Windows one', 'Linux two']);
    expect(watched?.consoleErrors).toEqual([]);
    await page.context().close();
  });

  test('copy button copies the code and says Copied; dynamic code is highlighted in the browser', async () => {
    const { page, watched } = await openPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ORIGIN });
    const block = page.locator('.code-block', { hasText: 'install.sh' });
    await block.hover();
    await block.locator('.code-block__copy').click();
    await expect.poll(() => block.locator('.code-block__copy').textContent()).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('echo "hello"');
    await page.waitForSelector('.code-block.dynamic .token.keyword');
    expect(await page.locator('.code-block.dynamic .token.keyword').first().textContent()).toBe('const');
    expect(watched?.consoleErrors).toEqual([]);
    await page.context().close();
  });

  test('details opens and closes with the summary', async () => {
    const { page } = await openPage();
    const details = page.locator('details.details');
    expect(await details.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    await page.click('summary:has-text("More")');
    await expect.poll(() => details.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(await page.isVisible('text=Hidden text.')).toBe(true);
    await page.waitForTimeout(300);
    await page.click('summary:has-text("More")');
    await expect.poll(() => details.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    await page.context().close();
  });

  test('mermaid renders SVG, follows the colour mode, and shows errors in place', async () => {
    const { page, watched } = await openPage();
    const diagram = page.locator('.mermaid-diagram').first();
    await page.waitForSelector('.mermaid-diagram svg');
    const light = await diagram.innerHTML();
    expect(light).toContain('Start');
    await page.waitForSelector('.mermaid-diagram--error');
    expect(await page.locator('.mermaid-diagram--error .mermaid-diagram__error-title').textContent()).toBe('This Mermaid diagram could not be rendered');
    await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
    await expect.poll(() => diagram.innerHTML(), { timeout: 10_000 }).not.toBe(light);
    // The old diagram stays until the new one replaces it: never an empty box in between.
    expect(await diagram.locator('svg').count()).toBe(1);
    expect(await diagram.innerHTML()).toContain('Start');
    expect(watched?.consoleErrors).toEqual([]);
    await page.context().close();
  });
});
