import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@folio/core';
import { startDevServer } from '../../packages/core/src/dev/start.ts';
import { copyFixture, writeFiles } from '../helpers/site.ts';

/**
 * Issue 21: the files only the post-build phase makes come from the development server's own
 * loaded site, on demand, and follow edits; no second full build (the old `.folio/dev-full-build`).
 */

let siteDir: string;
let server: Awaited<ReturnType<typeof startDevServer>>;

const secondBuildDir = () => path.join(siteDir, '.folio', 'dev-full-build');

async function get(sitePath: string): Promise<{ status: number; type: string; body: Buffer }> {
  const response = await fetch(`${server.url}${sitePath}`);
  return { status: response.status, type: response.headers.get('content-type') ?? '', body: Buffer.from(await response.arrayBuffer()) };
}

async function text(sitePath: string): Promise<string> {
  const { status, body } = await get(sitePath);
  expect(status, sitePath).toBe(200);
  return body.toString('utf8');
}

function edit(relative: string, from: string, to: string): void {
  const file = path.join(siteDir, relative);
  const before = readFileSync(file, 'utf8');
  expect(before).toContain(from);
  writeFileSync(file, before.replace(from, to));
}

beforeAll(async () => {
  siteDir = copyFixture('llms-site');
  edit('site.config.ts', "import socialCards from '@folio/plugin-social-cards';", "import socialCards from '@folio/plugin-social-cards';\nimport search from '@folio/plugin-search';\nimport sitemap from '@folio/plugin-sitemap';");
  edit('site.config.ts', '    llms,\n', '    llms,\n    search,\n    sitemap,\n');
  server = await startDevServer({ siteDir, port: 0, host: '127.0.0.1', logger: createLogger('folio', true) });
  // The background compile's refresh is over: only the test's own reload changes the site after this.
  await server.warmed;
});

afterAll(async () => {
  await server?.close();
});

describe('the development server’s post-build files', () => {
  it('serves the sitemap, the feed, the search index, llms.txt, a page’s Markdown copy and its social card', async () => {
    expect(await text('/sitemap.xml')).toContain('<loc>https://llms.example.org/docs/next/guides/install</loc>');
    const rss = await get('/blog/rss.xml');
    expect(rss.status).toBe(200);
    expect(rss.type).toMatch(/xml/);
    // The feed carries the post's rendered body, as in a build.
    expect(rss.body.toString('utf8')).toMatch(/<title>Hello world<\/title>[\s\S]*The first post links to/);
    const { indexes } = JSON.parse(await text('/search/manifest.json')) as { indexes: { name: string; searchDoc: string }[] };
    expect(indexes.map((i) => i.name)).toEqual(['current', '1.0', 'blog']);
    expect(await text(`/search/${indexes[0]!.searchDoc}`)).toContain('Install');
    const llms = await text('/llms.txt');
    expect(llms.split('\n')[0]).toBe('# Llms Fixture');
    expect(llms).toContain('\n- [Install](https://llms.example.org/docs/next/guides/install.md): How to install the tool.\n');
    expect(await text('/docs/next/guides/tabs.md')).toBe(['# Tabs', '', '**Kubernetes**', '', '```bash', 'kubectl run tool', '```', '', '**Linux**', '', '```bash', 'sudo tool run', '```', ''].join('\n'));
    // The page's head names its card, and the card is a 1200 × 600 PNG.
    const page = await text('/docs/next/guides/install');
    const image = /<meta property="og:image" content="([^"]*)">/.exec(page)?.[1];
    expect(image).toMatch(/^https:\/\/llms\.example\.org\/img\/social-cards\/[0-9a-f]{20}\.png$/);
    const card = await get(new URL(image!).pathname);
    expect([card.status, card.type]).toEqual([200, 'image/png']);
    expect(card.body.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([card.body.readUInt32BE(16), card.body.readUInt32BE(20)]).toEqual([1200, 600]);
    expect(existsSync(secondBuildDir())).toBe(false);
  });

  it('follow an edited title and a new page after a reload', async () => {
    edit('docs/guides/install.mdx', 'title: Install', 'title: Install the tool');
    writeFiles(siteDir, { 'docs/upgrade.md': '---\ntitle: Upgrade\ndescription: Moving to a new release.\n---\n\nUpgrade with care.\n' });
    await server.reload([path.join(siteDir, 'docs/guides/install.mdx'), path.join(siteDir, 'docs/upgrade.md')]);
    const llms = await text('/llms.txt');
    expect(llms).toContain('\n- [Install the tool](https://llms.example.org/docs/next/guides/install.md): How to install the tool.\n');
    expect(llms).not.toContain('[Install](');
    expect(await text('/sitemap.xml')).toContain('<loc>https://llms.example.org/docs/next/upgrade</loc>');
    expect(await text('/docs/next/upgrade.md')).toContain('Upgrade with care.');
    expect((await get('/docs/next/missing.md')).status).toBe(404);
    expect(existsSync(secondBuildDir())).toBe(false);
  });
});
