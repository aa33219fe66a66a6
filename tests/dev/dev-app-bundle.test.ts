import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@folio/core';
import { startDevServer } from '../../packages/core/src/dev/start.ts';
import { appCode, appScripts } from '../helpers/devApp.ts';
import { copyFixture, writeFiles } from '../helpers/site.ts';

/** The development app bundle (issues 10 and 22): fixed entry URLs in the page, one script with a registry of what pages share with it, its errors in the overlay. */

let siteDir: string;
let server: Awaited<ReturnType<typeof startDevServer>>;

const FOOTER = 'export default function Footer() {\n  return <footer>Custom footer</footer>;\n}\n';

beforeAll(async () => {
  siteDir = copyFixture('basic-site');
  const config = path.join(siteDir, 'site.config.ts');
  writeFileSync(config, readFileSync(config, 'utf8').replace("  plugins: [theme, pages, sitemap],", "  themeComponents: { Footer: 'src/Footer.tsx' },\n  plugins: [theme, pages, sitemap],"));
  writeFiles(siteDir, { 'src/Footer.tsx': FOOTER });
  server = await startDevServer({ siteDir, port: 0, host: '127.0.0.1', logger: createLogger('folio', true) });
});

afterAll(async () => {
  await server?.close();
});

/** Reads the live-update channel until an event matches. */
async function waitForEvent(stream: ReadableStreamDefaultReader<string>, matches: (event: string, data: string) => boolean): Promise<string> {
  let buffer = '';
  for (;;) {
    const { value, done } = await stream.read();
    if (done) throw new Error('The live-update channel closed.');
    buffer += value;
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? '';
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? '';
      if (matches(event, data)) return data;
    }
  }
}

describe('the development app bundle', () => {
  it('is named by fixed URLs in the page, and serves them once bundled', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    expect(html).toContain('<script type="module" src="/assets/js/main.js"');
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/js\/main\.css\?v=\d+"/);
    const script = await fetch(`${server.url}/assets/js/main.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect((await fetch(`${server.url}/assets/js/main.css`)).status).toBe(200);
    expect((await fetch(`${server.url}/assets/js/nope.js`)).status).toBe(404);
  });

  it('is one script and a few chunks, not a hundred: pages take what they share with it from its registry', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const scripts = await appScripts(server.url, '/assets/js/main.js');
    expect(scripts.get('/assets/js/main.js')).toContain('globalThis.__FOLIO_SHARED__ = {');
    // One entry: chunks only for what dynamic imports share with it (one per theme component and package before).
    expect(scripts.size).toBeLessThan(10);
    // The home page is a site page, bundled on request: it imports nothing from the app.
    const boot = JSON.parse(html.match(/<script id="__FOLIO_DATA__" type="application\/json">(.*?)<\/script>/)![1]!) as { route: { c: string } };
    const page = await (await fetch(`${server.url}${boot.route.c}`)).text();
    expect(page).toContain('globalThis.__FOLIO_SHARED__.pick("@theme/Layout", ["default"])');
    expect(page).not.toMatch(/^\s*import\b/m);
    // A theme page component's fixed URL gives its default export from the registry.
    const layout = await fetch(`${server.url}/assets/js/shared-theme-Layout.js`);
    expect(layout.headers.get('content-type')).toContain('javascript');
    expect(await layout.text()).toBe('export default globalThis.__FOLIO_SHARED__.pick("@theme/Layout", ["default"]).default;\n');
  });

  it('shows a theme component that does not bundle in the overlay, and clears it once fixed', async () => {
    const events = await fetch(`${server.url}/__folio/events`);
    const stream = events.body!.pipeThrough(new TextDecoderStream()).getReader();
    writeFileSync(path.join(siteDir, 'src/Footer.tsx'), 'export default function Footer( {\n  return <footer>;\n}\n');
    const shown = await waitForEvent(stream, (event, data) => event === 'error-overlay' && data.includes('Footer.tsx'));
    expect(JSON.parse(shown).message).toMatch(/src\/Footer\.tsx:\d+:\d+ Expected/);
    // The page is still answered meanwhile.
    expect((await fetch(`${server.url}/`)).status).toBe(200);
    writeFileSync(path.join(siteDir, 'src/Footer.tsx'), FOOTER.replace('Custom footer', 'Fixed footer'));
    await waitForEvent(stream, (event, data) => event === 'error-overlay' && data === '{}');
    await stream.cancel();
    expect(await appCode(server.url, '/assets/js/main.js')).toContain('Fixed footer');
  });
});
