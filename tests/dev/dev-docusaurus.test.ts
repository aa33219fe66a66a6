import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@folio/core';
import { startDevServer } from '../../packages/core/src/dev/start.ts';
import { copyFixture } from '../helpers/site.ts';

let siteDir: string;
let server: Awaited<ReturnType<typeof startDevServer>>;

function edit(relative: string, from: string, to: string): void {
  const file = path.join(siteDir, relative);
  const text = readFileSync(file, 'utf8');
  expect(text).toContain(from);
  writeFileSync(file, text.replace(from, to));
}

const page = async (pagePath: string) => (await fetch(`${server.url}${pagePath}`)).text();

beforeAll(async () => {
  siteDir = copyFixture('docusaurus-site');
  server = await startDevServer({ siteDir, port: 0, host: '127.0.0.1', logger: createLogger('folio', true) });
});

afterAll(async () => {
  await server?.close();
});

describe('the development server on a Docusaurus site', () => {
  it('serves the site from docusaurus.config.js', async () => {
    expect(await page('/docs/intro')).toContain('<title>Tutorial Intro | Drop-in Site</title>');
  });

  it('loads the config again when a local file it requires changes', async () => {
    edit('src/meta.js', "title: 'Drop-in Site'", "title: 'Renamed Site'");
    await expect.poll(async () => (await page('/docs/intro')).includes('<title>Tutorial Intro | Renamed Site</title>'), { timeout: 30_000 }).toBe(true);
  });

  it('loads an edited docusaurus.config.js again', async () => {
    edit('docusaurus.config.js', 'tagline: meta.tagline,', "tagline: 'A new tagline',");
    await expect.poll(async () => (await page('/docs/intro')).includes('A new tagline'), { timeout: 30_000 }).toBe(true);
  });
});
