import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@folio/core';
import { startDevServer } from '../../packages/core/src/dev/start.ts';
import { launchBrowser, openWatchedPage, waitForHydration } from '../helpers/browser.ts';
import { copyFixture } from '../helpers/site.ts';

let browser: Browser;
let siteDir: string;
let server: Awaited<ReturnType<typeof startDevServer>>;

beforeAll(async () => {
  siteDir = copyFixture('docs-site');
  server = await startDevServer({ siteDir, port: 0, host: '127.0.0.1', logger: createLogger('folio', true) });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/**
 * Opens a page of the server once its live-update channel is open (a save before that would not
 * be heard), with the full update after a save held back (it needs the new route table): only the
 * pushed content can show an edit.
 */
async function openPushedOnlyPage(sitePath: string): Promise<Page> {
  const { page } = await openWatchedPage(browser);
  await page.addInitScript(() => {
    const Native = window.EventSource;
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        this.addEventListener('open', () => ((window as unknown as { __liveOpen: boolean }).__liveOpen = true));
      }
    };
  });
  await page.goto(`${server.url}${sitePath}`);
  await waitForHydration(page);
  await page.waitForFunction(() => (window as unknown as { __liveOpen?: boolean }).__liveOpen === true);
  await page.route(/\/assets\/routes\//, () => undefined);
  return page;
}

describe('the development server', () => {
  it('serves pages and the not-found page, on loopback, and nothing outside the site', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await fetch(`${server.url}/docs/next/intro`)).status).toBe(200);
    expect((await fetch(`${server.url}/docs/next/nope`)).status).toBe(404);
    for (const attempt of ['/../site.config.ts', '/%2e%2e/site.config.ts', '/..%2fsite.config.ts']) {
      const response = await fetch(`${server.url}${attempt}`);
      expect(await response.text()).not.toContain('defineConfig');
    }
  });

  it('refuses live-reload connections from other origins', async () => {
    const response = await fetch(`${server.url}/__folio/events`, { headers: { origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
    // Nor may another origin report a pushed page as shown (which lets a save's reload go ahead).
    const report = await fetch(`${server.url}/__folio/shown?saved=1`, { method: 'POST', headers: { origin: 'https://evil.example' } });
    expect(report.status).toBe(403);
    expect((await fetch(`${server.url}/__folio/shown?saved=1`, { method: 'POST' })).status).toBe(204);
  });

  it('shows an edit in place, without a reload, keeping the scroll position', async () => {
    const { page, consoleErrors } = await openWatchedPage(browser, { viewport: { width: 1280, height: 400 } });
    await page.goto(`${server.url}/docs/next/guides/setup`);
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
      document.querySelector('main')!.style.minHeight = '3000px';
      window.scrollTo(0, 200);
    });
    const file = path.join(siteDir, 'docs/guides/setup.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace('Run the installer.', 'Run the new installer.'));
    await page.waitForFunction(() => document.body.textContent?.includes('Run the new installer.'), undefined, { timeout: 60_000 });
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(200);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('pushes a saved page’s new content before loading the site again, then sends the full update', async () => {
    const events = await fetch(`${server.url}/__folio/events`);
    const reader = events.body!.pipeThrough(new TextDecoderStream()).getReader();
    const file = path.join(siteDir, 'docs/deep.md');
    writeFileSync(file, `${readFileSync(file, 'utf8')}\nA sentence pushed at once.\n`);
    const seen: Array<{ event: string; data: string }> = [];
    let buffer = '';
    // Until the update for this save (the background compile may send an update of its own).
    while (!seen.some((e) => e.event === 'update' && e.data.includes('docs/deep.md'))) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        if (event && event !== 'error-overlay') seen.push({ event, data: /^data: (.*)$/m.exec(block)?.[1] ?? '' });
      }
    }
    await reader.cancel();
    // The content comes first, and only then the update (which waits for the site to load again).
    const pushed = seen.slice(0, -1).filter((e) => e.event === 'content');
    expect(pushed).toHaveLength(1);
    const { modules } = JSON.parse(pushed[0]!.data) as { modules: Array<{ path: string; url: string; code: string }> };
    expect(modules).toHaveLength(1);
    expect(modules[0]!.url.startsWith(`${modules[0]!.path}?saved=`)).toBe(true);
    // The code travels with the event, and is served under its URL too.
    expect(modules[0]!.code).toContain('A sentence pushed at once.');
    expect(await (await fetch(`${server.url}${modules[0]!.url}`)).text()).toBe(modules[0]!.code);
  });

  it('shows a saved page’s content in the browser even before the site data of the full update arrives', async () => {
    const page = await openPushedOnlyPage('/docs/next/intro');
    // The page runs the content the event carried, fetching nothing, then tells the server it shows it (the reload waits for that).
    const fetchedSaved: string[] = [];
    const reportedShown: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.includes('/__folio/content/') && url.searchParams.has('saved')) fetchedSaved.push(url.searchParams.get('saved')!);
      if (url.pathname === '/__folio/shown') reportedShown.push(url.searchParams.get('saved')!);
    });
    const file = path.join(siteDir, 'docs/intro.md');
    writeFileSync(file, `${readFileSync(file, 'utf8')}\nShown from the pushed content alone.\n`);
    await page.waitForFunction(() => document.body.textContent?.includes('Shown from the pushed content alone.'), undefined, { timeout: 60_000 });
    await expect.poll(() => reportedShown).toHaveLength(1);
    expect(fetchedSaved).toEqual([]);
    await page.context().close();
  });

  it('swaps a saved page’s content into the elements it has: only what the save changed is built again', async () => {
    const page = await openPushedOnlyPage('/docs/next/reference/cli');
    const paragraphs = () => page.evaluate(() => [...document.querySelectorAll('article p')].map((p) => (p as HTMLElement & { __kept?: boolean }).__kept === true));
    await page.evaluate(() => document.querySelectorAll('article p').forEach((p) => ((p as HTMLElement & { __kept?: boolean }).__kept = true)));
    const before = await paragraphs();
    expect(before.length).toBeGreaterThan(0);
    const file = path.join(siteDir, 'docs/reference/cli.md');
    writeFileSync(file, `${readFileSync(file, 'utf8')}\nA paragraph added by the save.\n`);
    await page.waitForFunction(() => document.body.textContent?.includes('A paragraph added by the save.'), undefined, { timeout: 60_000 });
    // The paragraphs the page had are the same elements, and the new one is the only new element.
    expect(await paragraphs()).toEqual([...before, false]);
    await page.context().close();
  });

  it('shows a compile error in an overlay, keeps serving, and clears it when the file is fixed', async () => {
    const { page } = await openWatchedPage(browser);
    await page.goto(`${server.url}/docs/next/guides/deploy`);
    await waitForHydration(page);
    const file = path.join(siteDir, 'docs/guides/deploy.mdx');
    const good = readFileSync(file, 'utf8');
    writeFileSync(file, good.replace('## Steps', '## Steps\n\n<Broken>'));
    await page.waitForSelector('#__folio-overlay', { timeout: 60_000 });
    expect(await page.textContent('#__folio-overlay')).toMatch(/docs\/guides\/deploy\.mdx:\d+:\d+/);
    expect((await fetch(`${server.url}/docs/next/intro`)).status).toBe(200);
    writeFileSync(file, good);
    await page.waitForSelector('#__folio-overlay', { state: 'detached', timeout: 60_000 });
    await page.context().close();
  });

  it('picks up new and deleted pages without a restart', async () => {
    writeFileSync(path.join(siteDir, 'docs/guides/upgrade.md'), '---\ntitle: Upgrade\n---\n\n## How\n\nUpgrade in place.\n');
    await expect.poll(async () => (await fetch(`${server.url}/docs/next/guides/upgrade`)).status, { timeout: 60_000 }).toBe(200);
    rmSync(path.join(siteDir, 'docs/guides/upgrade.md'));
    await expect.poll(async () => (await fetch(`${server.url}/docs/next/guides/upgrade`)).status, { timeout: 60_000 }).toBe(404);
  });
});

describe('classifyChange', () => {
  it('sorts changes into config (full reload), content and styles (in place) and code (reload)', async () => {
    const { classifyChange } = await import('../../packages/core/src/dev/session.ts');
    expect(classifyChange('/s/site.config.ts', '/s')).toBe('config');
    expect(classifyChange('/s/docs/a.mdx', '/s')).toBe('content');
    expect(classifyChange('/s/docs/_category_.json', '/s')).toBe('content');
    expect(classifyChange('/s/sidebars.ts', '/s')).toBe('content');
    expect(classifyChange('/s/src/custom.css', '/s')).toBe('style');
    expect(classifyChange('/s/src/Footer.tsx', '/s')).toBe('code');
    // A Docusaurus config, and a local file a config imports, reload the config.
    expect(classifyChange('/s/docusaurus.config.js', '/s')).toBe('config');
    expect(classifyChange('/s/src/remark/plugin.js', '/s', new Set(['/s/docusaurus.config.js', '/s/src/remark/plugin.js']))).toBe('config');
  });
});
