import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildQuietly, copyFixture, readBuilt, writeFiles, type CapturedLogs } from '../helpers/site.ts';

/**
 * Swizzling (issue 20 point 1): the files of a site's src/theme replace Folio's theme components
 * of the same name, written as for Docusaurus — a wrapped Footer, an ejected BlogPostItem, a
 * nested NavbarItem, an ejected DocItem/Footer in TypeScript, a @theme-init wrapper, CSS modules.
 */

let siteDir: string;
let logs: CapturedLogs;

beforeAll(async () => {
  siteDir = copyFixture('swizzle-site');
  logs = await buildQuietly(siteDir);
});

const page = (relative: string) => readBuilt(siteDir, relative);
const count = (html: string, marker: string) => html.split(`data-swizzle="${marker}"`).length - 1;
const PAGES = ['index.html', 'blog/index.html', 'blog/2024/01/10/post-1/index.html', 'blog/tags/news/index.html', 'docs/next/intro/index.html', 'docs/intro/index.html', '404.html'];

/** The site's stylesheets, as the pages link them, joined. */
function siteCss(html: string): string {
  const hrefs = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
  if (hrefs.length === 0) throw new Error('The page links no stylesheet.');
  return hrefs.map((href) => readFileSync(path.join(siteDir, 'build', href), 'utf8')).join('\n');
}

describe('a site’s src/theme', () => {
  it('wraps Folio’s Footer on every page through @theme-original, its CSS module scoped and in the site stylesheet', () => {
    for (const file of PAGES) {
      const html = page(file);
      expect(count(html, 'footer-wrapper'), file).toBe(1);
      // The wrapper, then Folio's own footer right after it.
      expect(html, file).toMatch(/data-swizzle="footer-wrapper">Wrapped footer banner<\/div><footer class="footer footer--dark">/);
    }
    const banner = /<div class="(banner_[\w-]+)" data-swizzle="footer-wrapper">/.exec(page('index.html'))?.[1];
    expect(banner).toBeDefined();
    expect(siteCss(page('index.html'))).toContain(`.${banner}{`);
  });

  it('draws every post with the ejected BlogPostItem, from useBlogPost(), on list, tag and post pages', () => {
    const list = page('blog/index.html');
    expect(count(list, 'blog-post-item')).toBe(2);
    expect(list).not.toContain('class="blog-post ');
    expect(list).toMatch(/data-page="list"><header><h2 class="title_[\w-]+"><a href="\/blog\/2024\/04\/10\/with-image"[^>]*>A post with an image<\/a><\/h2>/);
    expect(list).toContain('<time dateTime="2024-04-10T00:00:00.000Z">April 10, 2024</time>');
    expect(list).toContain('Keep reading');
    expect(count(page('blog/tags/news/index.html'), 'blog-post-item')).toBe(2);
    const post = page('blog/2024/01/10/post-1/index.html');
    expect(post).toMatch(/data-page="post"><header><h1 class="title_[\w-]+">Post number 1<\/h1>/);
    expect(post).toContain('by <!-- -->Ada');
    // The post's body is still where the feeds and search read it.
    expect(post).toMatch(/<div id="__blog-post-container" class="blog-post__content" data-search-content="">.*Rest of post 1/s);
    const css = siteCss(post);
    expect(css).toMatch(/\.post_[\w-]+\{/);
  });

  it('replaces a nested name, NavbarItem/DocsVersionDropdownNavbarItem, with the item’s props spread as in Docusaurus', () => {
    const doc = page('docs/next/intro/index.html');
    expect(doc).toContain('<div data-swizzle="version-dropdown" data-version="current"><div class="navbar__item dropdown docs-version-dropdown">');
    expect(page('docs/intro/index.html')).toContain('data-swizzle="version-dropdown" data-version="1.0"');
  });

  it('uses an ejected DocItem/Footer written in TypeScript with useDoc() and useThemeConfig()', () => {
    const doc = page('docs/next/intro/index.html');
    expect(doc).toContain('<footer data-swizzle="doc-footer" data-doc="intro"><p>Introduction<!-- --> (<!-- -->current<!-- -->) in <!-- -->Swizzle Fixture</p>');
    expect(doc).toContain('<a href="/docs/next/tags/start">#<!-- -->start</a>');
    expect(doc).not.toContain('class="doc-footer"');
  });

  it('wraps DocItem/Content through @theme-original, the docs hooks answering as in Docusaurus', () => {
    const next = page('docs/next/intro/index.html');
    expect(next).toContain('<p data-swizzle="doc-content" data-source="@site/docs/intro.md" data-sidebar="docs" data-version="current">Introduction<!-- -->, <!-- -->2<!-- --> sidebar items, version <!-- -->Next</p><article class="doc-article"');
    expect(page('docs/intro/index.html')).toContain('<p data-swizzle="doc-content" data-source="@site/versioned_docs/version-1.0/intro.md" data-sidebar="docs" data-version="1.0">Introduction<!-- -->, <!-- -->1<!-- --> sidebar items, version <!-- -->1.0</p>');
  });

  it('writes the classes Docusaurus puts on <html> for the page’s plugin, version and doc', () => {
    const classesOf = (file: string) => /<html [^>]*class="([^"]*)"/.exec(page(file))?.[1]?.split(' ').sort();
    expect(classesOf('docs/next/intro/index.html')).toEqual(['docs-doc-id-intro', 'docs-doc-page', 'docs-version-current', 'docs-wrapper', 'plugin-docs', 'plugin-id-default']);
    expect(classesOf('docs/next/usage/index.html')).toContain('docs-doc-id-usage');
    expect(classesOf('docs/intro/index.html')).toContain('docs-version-1.0');
    expect(classesOf('docs/next/tags/start/index.html')).toEqual(['docs-tags-doc-list-page', 'docs-version-current', 'docs-wrapper', 'plugin-docs', 'plugin-id-default']);
    expect(classesOf('index.html')).toEqual(['plugin-id-default', 'plugin-pages']);
    // Blog pages: the blog's wrapper and page classes, as Docusaurus 3 sets them (issue 20); none on the archive.
    const blog = ['plugin-blog', 'plugin-id-default'];
    expect(classesOf('blog/index.html')).toEqual(['blog-list-page', 'blog-wrapper', ...blog]);
    expect(classesOf('blog/2024/01/10/post-1/index.html')).toEqual(['blog-post-page', 'blog-wrapper', ...blog]);
    expect(classesOf('blog/tags/index.html')).toEqual(['blog-tags-list-page', 'blog-wrapper', ...blog]);
    expect(classesOf('blog/archive/index.html')).toEqual(blog);
  });

  it('reaches the original through @theme-init as well', () => {
    const newest = page('blog/2024/04/10/with-image/index.html');
    expect(newest).toMatch(/<section data-swizzle="post-paginator" data-older="\/blog\/2024\/03\/10\/post-3"><nav class="pagination-nav blog-post-paginator"/);
  });

  it('warns about a swizzled name Folio has no component for, which site code can still import', () => {
    expect(logs.warnings.filter((w) => w.includes('src/theme'))).toEqual([
      'src/theme/Image/index.js: Folio\'s theme has no component "Image", so this swizzled file replaces nothing (site code can still import it as @theme/Image). Check the name against the theme\'s components, or move the file out of src/theme.',
    ]);
    expect(page('blog/2024/04/10/with-image/index.html')).toContain('<img data-swizzle="image" src="/img/favicon.svg" alt="The fixture&#x27;s icon" loading="lazy"/>');
    expect(logs.errors).toEqual([]);
  });
});

describe('a swizzled component using what Folio lacks', () => {
  it('fails the build naming the file, line and the missing name, and leaves no build folder', async () => {
    const dir = copyFixture('basic-site');
    writeFiles(dir, {
      'src/theme/Footer/index.js': [
        "import React from 'react';",
        "import { useColorMode, useSearchLinkCreator } from '@docusaurus/theme-common';",
        '',
        'export default function Footer() {',
        '  const { colorMode } = useColorMode();',
        '  return <footer style={{ height: useSearchLinkCreator()("x").length }}>{colorMode}</footer>;',
        '}',
        '',
      ].join('\n'),
    });
    const failure = await buildQuietly(dir).then(
      () => undefined,
      (error: unknown) => error as Error,
    );
    expect(failure?.message).toContain('src/theme/Footer/index.js:2:24 "@docusaurus/theme-common" has no export "useSearchLinkCreator" in Folio (Docusaurus has it, Folio does not provide it yet). "@docusaurus/theme-common" offers: Collapsible,');
    expect(failure?.message).toContain("> 2 | import { useColorMode, useSearchLinkCreator } from '@docusaurus/theme-common';");
    expect(existsSync(path.join(dir, 'build'))).toBe(false);
    expect(readdirSync(dir).filter((name) => name.startsWith('build'))).toEqual([]);
  });
});
