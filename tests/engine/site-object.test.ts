import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createSite, type Logger, type Site } from '@folio/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture } from '../helpers/site.ts';

/** Issue 21: the Site object's phases, called one by one as the build and the dev server call them. */

const quiet: Logger = { info: () => undefined, success: () => undefined, warn: () => undefined, error: () => undefined, child: () => quiet };

let siteDir: string;
let site: Site;

beforeAll(() => {
  siteDir = copyFixture('llms-site');
  site = createSite({ siteDir, mode: 'production', logger: quiet });
});

afterAll(async () => {
  await site?.close();
});

const contentOf = (name: string) => site.content.loaded.plugins.find((p) => p.plugin.name === name)?.content;

describe('createSite', () => {
  it('loads nothing until asked, then the config, the plugins and their content', async () => {
    expect(() => site.content).toThrow(/used before it was loaded/);
    const content = await site.loadContent();
    expect(site.config.title).toBe('Llms Fixture');
    expect(content.routes.map((r) => r.path)).toEqual(expect.arrayContaining(['/docs/next/intro', '/docs/1.0/intro', '/blog/2024/05/31/hello']));
  });

  it('reloads only the plugins watching a changed file, and the config only when it changed', async () => {
    const blog = contentOf('content-blog');
    const docs = contentOf('content-docs');
    const intro = path.join(siteDir, 'docs/intro.md');
    writeFileSync(intro, readFileSync(intro, 'utf8').replace('title: Introduction', 'title: Getting started'));
    const changed = await site.reload([intro]);
    expect(changed.configLoaded).toBe(false);
    expect(contentOf('content-blog')).toBe(blog);
    expect(contentOf('content-docs')).not.toBe(docs);
    expect(changed.content.routes.find((r) => r.path === '/docs/next/intro')?.head?.title).toBe('Getting started');
    const config = site.config;
    expect((await site.reload([path.join(siteDir, 'site.config.ts')])).configLoaded).toBe(true);
    expect(site.config).not.toBe(config);
    expect(contentOf('content-blog')).not.toBe(blog);
  });

  it('bundles, renders, runs postBuild and checks links into any folder, leaving the output folder alone', async () => {
    const outDir = path.join(siteDir, '.folio', 'phases-out');
    const bundle = await site.bundle(outDir);
    const rendered = await site.render(outDir, bundle);
    expect(rendered.built.map((p) => p.outFile)).toContain('docs/next/intro/index.html');
    expect(readFileSync(path.join(outDir, 'docs/next/intro/index.html'), 'utf8')).toContain('<title>Getting started | Llms Fixture</title>');
    const written = new Map<string, string>();
    const timings = await site.postBuild({ outDir, pages: rendered.built, bundle, writeFile: async (file, data) => void written.set(file, String(data)) });
    expect(Object.keys(timings)).toEqual(['content-blog', 'llms', 'social-cards']);
    expect(written.get('llms.txt')).toContain('- [Getting started](https://llms.example.org/docs/next/intro.md)');
    expect(written.get('blog/rss.xml')).toContain('<title>Hello world</title>');
    expect(await site.checkLinks(outDir, rendered)).toEqual([]);
    expect(existsSync(site.outDir)).toBe(false);
  });
});
