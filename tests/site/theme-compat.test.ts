import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildQuietly, copyFixture, readBuilt } from '../helpers/site.ts';

/**
 * Docusaurus theme compatibility (issue 20): the docs version dropdown on every page with its
 * Docusaurus 3 options (B), and blog pages naming their plugin instance and setting Docusaurus's
 * classes on `<html>` (C). The docs fixture (versions Next, 1.0 and 0.9) with a home page, a blog
 * and a second blog instance `changelog`, built once; everything here is in the server HTML.
 */

let siteDir: string;
let warnings: string[];
const page = (permalink: string) => readBuilt(siteDir, `${permalink.replace(/^\//, '').replace(/\/?$/, '/')}index.html`);

const CONFIG = `import { defineConfig } from '@folio/core';
import theme from '@folio/theme';
import docs from '@folio/plugin-content-docs';
import blog from '@folio/plugin-content-blog';
import pages from '@folio/plugin-content-pages';

export default defineConfig({
  title: 'Theme Compat Fixture',
  url: 'https://compat.example.org',
  baseUrl: '/',
  onBrokenMarkdownLinks: 'warn',
  onBrokenLinks: 'warn',
  themeConfig: {
    navbar: {
      items: [
        { type: 'docSidebar', sidebarId: 'docs', label: 'Docs', position: 'left' },
        {
          type: 'docsVersionDropdown',
          position: 'right',
          className: 'first-dropdown',
          versions: { current: { label: 'Next 🚧' }, '1.0': {} },
          dropdownItemsBefore: [{ to: '/changelog', label: 'Changelog' }],
          dropdownItemsAfter: [{ href: 'https://example.org/archive', label: 'Archived versions' }],
        },
        { type: 'docsVersionDropdown', position: 'right', className: 'second-dropdown', versions: ['0.9', '1.0'], dropdownActiveClassDisabled: true },
      ],
    },
  },
  plugins: [
    theme,
    pages,
    [docs, { path: 'docs', sidebarPath: 'sidebars.ts', lastVersion: '1.0', versions: { current: { label: 'Next', path: 'next' }, '0.9': { badge: false } } }],
    blog,
    [blog, { id: 'changelog', path: 'changelog', routeBasePath: 'changelog' }],
  ],
});
`;

/** Writes a file of the site, making its folder. */
function write(relative: string, text: string): void {
  mkdirSync(path.dirname(path.join(siteDir, relative)), { recursive: true });
  writeFileSync(path.join(siteDir, relative), text);
}

beforeAll(async () => {
  siteDir = copyFixture('docs-site');
  write('site.config.ts', CONFIG);
  write('content/pages/index.md', '# Home\n\nThe home page.\n');
  write('blog/authors.yml', 'ana:\n  name: Ana\n  page: true\n');
  write('blog/2024-01-02-first.md', '---\ntitle: First post\ntags: [release]\nauthors: [ana]\n---\n\nHello.\n');
  write('changelog/2024-02-01-v1.md', '---\ntitle: Version 1\ntags: [release]\n---\n\nShipped.\n');
  // A swizzled wrapper that shows what useRouteContext() says on every blog page.
  write(
    'src/theme/BlogLayout/index.js',
    `import React from 'react';
import BlogLayout from '@theme-original/BlogLayout';
import useRouteContext from '@docusaurus/useRouteContext';

export default function BlogLayoutWrapper(props) {
  const { plugin } = useRouteContext();
  return <><span data-route-plugin={plugin.name + ':' + plugin.id} /><BlogLayout {...props} /></>;
}
`,
  );
  ({ warnings } = await buildQuietly(siteDir));
});

/** One version dropdown of a page (by its class): the toggle's label and classes, and its links (label → href) in order. */
function dropdown(html: string, className: string): { label: string; toggleClass: string; links: [string, string][] } | undefined {
  const match = new RegExp(`<div class="navbar__item dropdown [^"]*${className}[^"]*">(.*?)</ul>`, 's').exec(html.replaceAll('<!-- -->', ''));
  if (!match) return undefined;
  const toggle = /<button[^>]*class="([^"]*)"[^>]*>([^<]*)</.exec(match[1]!)!;
  const links = [...match[1]!.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m): [string, string] => [m[2]!, m[1]!]);
  return { label: toggle[2]!.trim(), toggleClass: toggle[1]!, links };
}

/** The classes on a page's `<html>`. */
function htmlClasses(html: string): string[] {
  return (/<html[^>]*class="([^"]*)"/.exec(html)?.[1] ?? '').split(/\s+/).filter(Boolean);
}

describe('the docs version dropdown (issue 20 B)', () => {
  it('accepts Docusaurus 3’s options in the site config, with no warning about them', () => {
    expect(warnings.filter((w) => /dropdownItems|versions|dropdownActiveClassDisabled/.test(w))).toEqual([]);
  });

  it('is on the home page and on blog pages, each listed version linking to its main doc, with the labels and subset configured and the extra links before and after', () => {
    const expected = {
      label: '1.0',
      links: [
        ['Changelog', '/changelog'],
        ['Next 🚧', '/docs/next/'],
        ['1.0', '/docs/intro'],
        ['Archived versions', 'https://example.org/archive'],
      ],
    };
    for (const permalink of ['/', '/blog', '/blog/2024/01/02/first', '/changelog']) {
      const html = page(permalink);
      expect(dropdown(html, 'first-dropdown'), permalink).toMatchObject(expected);
      // Off the docs no version is being read: the dropdown is not marked active.
      expect(dropdown(html, 'first-dropdown')!.toggleClass, permalink).not.toContain('navbar__link--active');
      expect(dropdown(html, 'second-dropdown'), permalink).toMatchObject({ label: '1.0', links: [['0.9', '/docs/0.9/old-only'], ['1.0', '/docs/intro']] });
    }
  });

  it('on a doc, links each version to the same doc there, is labelled with the version read, and is active unless dropdownActiveClassDisabled', () => {
    const next = page('/docs/next/guides/setup');
    expect(dropdown(next, 'first-dropdown')).toMatchObject({
      label: 'Next 🚧',
      links: [
        ['Changelog', '/changelog'],
        ['Next 🚧', '/docs/next/guides/setup'],
        ['1.0', '/docs/guides/setup'],
        ['Archived versions', 'https://example.org/archive'],
      ],
    });
    expect(dropdown(next, 'first-dropdown')!.toggleClass).toContain('navbar__link--active');
    // Next is not among the second dropdown's versions: it shows the last version, linking to this doc in each.
    expect(dropdown(next, 'second-dropdown')).toMatchObject({ label: '1.0', links: [['0.9', '/docs/0.9/guides/setup'], ['1.0', '/docs/guides/setup']] });
    const one = page('/docs/guides/setup');
    expect(dropdown(one, 'first-dropdown')!.toggleClass).toContain('navbar__link--active');
    expect(dropdown(one, 'second-dropdown')!.label).toBe('1.0');
    expect(dropdown(one, 'second-dropdown')!.links).toContainEqual(['1.0', '/docs/guides/setup']);
    expect(dropdown(one, 'second-dropdown')!.toggleClass).not.toContain('navbar__link--active');
  });
});

describe('blog pages’ plugin instance and classes (issue 20 C)', () => {
  const blogPages: [string, string][] = [
    ['/blog', 'blog-list-page'],
    ['/blog/2024/01/02/first', 'blog-post-page'],
    ['/blog/tags', 'blog-tags-list-page'],
    ['/blog/tags/release', 'blog-tags-post-list-page'],
    ['/blog/authors', 'blog-authors-list-page'],
    ['/blog/authors/ana', 'blog-authors-posts-page'],
  ];

  it('sets Docusaurus’s blog-wrapper and page classes on <html>, with the plugin’s', () => {
    for (const [permalink, pageClass] of blogPages) {
      expect(htmlClasses(page(permalink)), permalink).toEqual(expect.arrayContaining(['blog-wrapper', pageClass, 'plugin-blog', 'plugin-id-default']));
    }
    // The archive sets no page class, as in Docusaurus; it is still the blog's page.
    expect(htmlClasses(page('/blog/archive'))).toEqual(expect.arrayContaining(['plugin-blog', 'plugin-id-default']));
  });

  it('names the blog instance that made the page: useRouteContext() and plugin-id-<id>', () => {
    for (const [permalink] of blogPages) expect(page(permalink), permalink).toContain('data-route-plugin="docusaurus-plugin-content-blog:default"');
    for (const permalink of ['/changelog', '/changelog/2024/02/01/v1', '/changelog/tags', '/changelog/tags/release']) {
      const html = page(permalink);
      expect(html, permalink).toContain('data-route-plugin="docusaurus-plugin-content-blog:changelog"');
      expect(htmlClasses(html), permalink).toEqual(expect.arrayContaining(['blog-wrapper', 'plugin-blog', 'plugin-id-changelog']));
      expect(htmlClasses(html), permalink).not.toContain('plugin-id-default');
    }
  });
});
