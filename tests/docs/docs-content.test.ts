import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { VersionMetadata } from '../../plugins/content-docs/src/index.ts';
import type { SidebarItem } from '../../plugins/content-docs/src/sidebars/types.ts';
import { buildQuietly, copyFixture, readBuilt } from '../helpers/site.ts';
import { bannerLink, dropdownLinks, readDataFile, tocIds } from './built-data.ts';

/** Drafts, unlisted docs, table of contents levels, category files, ref items and version metadata of the docs fixture (issue 4). */

let siteDir: string;
let outDir: string;
const page = (permalink: string) => readBuilt(siteDir, `${permalink.replace(/^\//, '')}/index.html`);
const version = (name: string) => readDataFile<VersionMetadata>(outDir, `docs-default-version-${name}`);
const sidebar = (name: string) => readDataFile<SidebarItem[]>(outDir, `docs-default-${name}-sidebar-docs`);
const hrefs = (items: SidebarItem[]): string[] => items.flatMap((i) => (i.type === 'link' ? [i.href] : i.type === 'category' ? [...(i.href ? [i.href] : []), ...hrefs(i.items)] : []));

beforeAll(async () => {
  siteDir = copyFixture('docs-site');
  outDir = (await buildQuietly(siteDir)).outDir;
});

describe('version metadata', () => {
  it('holds the spec’s fields for each version', () => {
    const current = version('current');
    expect(Object.keys(current)).toEqual(['name', 'label', 'isLast', 'path', 'mainDocId', 'docs', 'draftIds', 'sidebars']);
    expect(current).toMatchObject({ name: 'current', label: 'Next', isLast: false, path: '/docs/next', mainDocId: 'index', draftIds: ['draft-notes'] });
    expect(current.sidebars).toEqual({ docs: { link: { path: '/docs/next/', label: 'Welcome' } } });
    expect(current.docs).toContainEqual({ id: 'guides/setup', path: '/docs/next/guides/setup', sidebar: 'docs' });
    expect(current.docs.map((d) => d.id)).toEqual(['concepts/architecture', 'deep', 'guides/deploy', 'guides/setup', 'headings', 'index', 'intro', 'reference/cli', 'reference/overview', 'secret']);
    expect(version('1.0')).toMatchObject({ name: '1.0', label: '1.0', isLast: true, path: '/docs', draftIds: [] });
  });

  it('falls back to the first doc of the sidebar as main doc when a version has no index doc', () => {
    // 1.0 sorts guides/setup first, but its sidebar starts with intro.
    expect(version('1.0').mainDocId).toBe('intro');
    expect(version('1.0').sidebars).toEqual({ docs: { link: { path: '/docs/intro', label: 'Introduction' } } });
    expect(version('0.9').mainDocId).toBe('old-only');
    // As in Docusaurus, the version's root has no page of its own (issue 19 point 5).
    expect(existsSync(path.join(outDir, 'docs/0.9/index.html'))).toBe(false);
  });
});

describe('draft and unlisted docs in a production build', () => {
  it('leave drafts out of the build and the sidebars, listing them in draftIds', () => {
    expect(existsSync(path.join(outDir, 'docs/next/draft-notes'))).toBe(false);
    expect(hrefs(sidebar('current'))).not.toContain('/docs/next/draft-notes');
    expect(version('current').docs.map((d) => d.id)).not.toContain('draft-notes');
  });

  it('build unlisted docs with noindex, but leave them out of sidebars and the sitemap', () => {
    const secret = page('/docs/next/secret');
    expect(secret).toContain('<h1>Secret page</h1>');
    expect(secret).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(hrefs(sidebar('current'))).not.toContain('/docs/next/secret');
    expect(version('current').docs.find((d) => d.id === 'secret')?.sidebar).toBeUndefined();
    const sitemap = readBuilt(siteDir, 'sitemap.xml');
    expect(sitemap).toContain('<loc>https://docs.example.org/docs/next/intro</loc>');
    expect(sitemap).not.toContain('secret');
  });
});

describe('table of contents', () => {
  it('uses the site’s levels (h2–h3 by default), widened by toc_max_heading_level', () => {
    expect(tocIds(page('/docs/next/deep'))).toEqual(['deep-two', 'deep-three']);
    expect(tocIds(page('/docs/next/headings'))).toEqual(['level-two', 'level-three', 'level-four']);
  });
});

describe('category files and sidebar items', () => {
  it('reads _category_.yml and _category_.yaml: label, position, collapsible, collapsed, className, doc link', () => {
    const items = sidebar('current');
    const categories = items.filter((i) => i.type === 'category');
    expect(categories.map((c) => c.label)).toEqual(['Guides', 'Reference', 'Core concepts']);
    expect(categories[1]).toEqual({
      type: 'category',
      label: 'Reference',
      href: '/docs/next/reference/overview',
      linkDocId: 'reference/overview',
      // The linked doc is the category's page, not one of its items.
      items: [{ type: 'link', label: 'Command line', href: '/docs/next/reference/cli', docId: 'reference/cli' }],
      collapsible: false,
      collapsed: true,
      className: 'sidebar-reference',
    });
    expect(categories[2]).toMatchObject({ label: 'Core concepts', collapsible: true, collapsed: false, className: 'sidebar-concepts' });
    expect(categories[2]).not.toHaveProperty('href');
    // Plugin defaults where the category file says nothing.
    expect(categories[0]).toMatchObject({ collapsible: true, collapsed: true });
  });

  it('draws those categories: no caret when not collapsible, open when not collapsed, with their class', () => {
    const html = page('/docs/next/intro');
    expect(html).not.toContain('aria-label="Expand sidebar category &#x27;Reference&#x27;"');
    // Docusaurus's stable class names come first, then Infima's and the category's own.
    expect(html).toMatch(/<li class="theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-1 menu__list-item menu__category sidebar-reference">/);
    expect(html).toMatch(/<li class="theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-1 menu__list-item menu__category sidebar-concepts">/);
    expect(html).toMatch(/<li class="theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-1 menu__list-item menu__category menu__list-item--collapsed ">.{0,250}Guides/s);
    expect(page('/docs/next/reference/overview')).toMatch(/pagination-nav__link--next" href="\/docs\/next\/reference\/cli"/);
  });

  it('leaves a collapsed category’s links out of the HTML until it is opened, as Docusaurus does', () => {
    // Guides is collapsed on a page outside it, so its docs are not rendered there…
    expect(page('/docs/next/intro')).not.toContain('href="/docs/next/guides/setup"');
    // …and open, with its links, on a page inside it.
    expect(page('/docs/next/guides/deploy')).toMatch(/menu__link[^"]*" href="\/docs\/next\/guides\/setup"/);
  });

  it('links a ref item without making it part of navigation', () => {
    const items = sidebar('1.0');
    expect(items[2]).toEqual({ type: 'link', label: 'Legacy notes (ref)', href: '/docs/legacy' });
    expect(page('/docs/guides/setup')).not.toContain('pagination-nav__link--next');
    expect(page('/docs/legacy')).not.toContain('class="docs-sidebar"');
    expect(version('1.0').docs.find((d) => d.id === 'legacy')).toEqual({ id: 'legacy', path: '/docs/legacy' });
  });
});

describe('version banner, badge and dropdown', () => {
  it('link an unmaintained doc to the same doc in the last version, else to its main doc', () => {
    expect(page('/docs/0.9/guides/setup')).toContain('which is no longer actively maintained');
    expect(bannerLink(page('/docs/0.9/guides/setup'))).toBe('/docs/guides/setup');
    expect(bannerLink(page('/docs/0.9/old-only'))).toBe('/docs/intro');
  });

  it('link a generated index page to the same category page in the last version, else its main doc', () => {
    expect(bannerLink(page('/docs/next/guides-overview'))).toBe('/docs/guides-overview/');
    expect(bannerLink(page('/docs/0.9/old-guides'))).toBe('/docs/intro');
    expect(dropdownLinks(page('/docs/next/guides-overview'))).toEqual({ Next: '/docs/next/guides-overview/', '1.0': '/docs/guides-overview/', '0.9': '/docs/0.9/old-only' });
  });

  it('offer each version’s main doc when the doc does not exist there', () => {
    expect(dropdownLinks(page('/docs/next/headings'))).toEqual({ Next: '/docs/next/headings', '1.0': '/docs/intro', '0.9': '/docs/0.9/old-only' });
    expect(dropdownLinks(page('/docs/next/guides/setup'))).toEqual({ Next: '/docs/next/guides/setup', '1.0': '/docs/guides/setup', '0.9': '/docs/0.9/guides/setup' });
  });

  it('show the version badge unless the version turns it off', () => {
    const badge = (html: string) => /<span class="theme-doc-version-badge badge version-badge">(.*?)<\/span>/.exec(html.replaceAll('<!-- -->', ''))?.[1];
    expect(badge(page('/docs/next/intro'))).toBe('Version: Next');
    expect(badge(page('/docs/intro'))).toBe('Version: 1.0');
    expect(badge(page('/docs/0.9/old-only'))).toBeUndefined();
  });
});

describe('a development build with the site’s table of contents set to h3–h5', () => {
  let devDir: string;
  let devOut: string;
  beforeAll(async () => {
    devDir = copyFixture('docs-site');
    const config = path.join(devDir, 'site.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace('themeConfig: {', 'themeConfig: {\n    tableOfContents: { minHeadingLevel: 3, maxHeadingLevel: 5 },'));
    const { build, createLogger } = await import('@folio/core');
    devOut = (await build({ siteDir: devDir, outDir: 'build-dev', mode: 'development', logger: { ...createLogger('folio', true), warn: () => undefined } })).outDir;
  });
  const devPage = (permalink: string) => readBuilt(devDir, `${permalink.replace(/^\//, '')}/index.html`, 'build-dev');

  it('builds drafts and lists unlisted docs, as Docusaurus does in development', () => {
    expect(devPage('/docs/next/draft-notes')).toContain('<h1>Draft notes</h1>');
    expect(readDataFile<VersionMetadata>(devOut, 'docs-default-version-current').draftIds).toEqual([]);
    const links = hrefs(readDataFile<SidebarItem[]>(devOut, 'docs-default-current-sidebar-docs'));
    expect(links).toContain('/docs/next/draft-notes');
    expect(links).toContain('/docs/next/secret');
  });

  it('takes the table of contents levels from the site config, and each bound front matter leaves unset', () => {
    expect(tocIds(devPage('/docs/next/deep'))).toEqual(['deep-three', 'deep-four', 'deep-five']);
    expect(tocIds(devPage('/docs/next/headings'))).toEqual(['level-three', 'level-four']);
  });
});
