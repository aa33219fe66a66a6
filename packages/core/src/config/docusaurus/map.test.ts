import path from 'node:path';
import { themes } from 'prism-react-renderer';
import { INFIMA_DEFAULTS_CSS } from '@folio/theme';
import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from '../schema.ts';
import { mapDocusaurusConfig } from './map.ts';

const SITE = '/sites/dropin';
const base = { title: 'Site', url: 'https://example.org/', baseUrl: '/', favicon: 'img/favicon.ico' };

async function map(config: Record<string, unknown>) {
  const { config: input, warnings } = await mapDocusaurusConfig(config, { siteDir: SITE, file: 'docusaurus.config.js' });
  return { input, warnings, config: siteConfigSchema.parse(input) };
}

/** The name and options of each Folio plugin, in order. */
function pluginsOf(config: { plugins: unknown[] }): [string, unknown][] {
  return config.plugins.map((entry) => {
    const [factory, options] = Array.isArray(entry) ? entry : [entry, undefined];
    return [(factory as { name: string }).name, options];
  });
}

describe('mapDocusaurusConfig: preset-classic', () => {
  it('maps docs, blog, pages, sitemap and customCss onto Folio’s plugins, with Docusaurus’s defaults where Folio’s differ', async () => {
    const remark = () => () => undefined;
    const { config, warnings } = await map({
      ...base,
      presets: [
        [
          'classic',
          {
            docs: { sidebarPath: './sidebars.js', routeBasePath: '/guide/', remarkPlugins: [remark], editUrl: 'https://example.org/edit/' },
            blog: { showReadingTime: true, postsPerPage: 5 },
            pages: {},
            theme: { customCss: './src/css/custom.css' },
          },
        ],
      ],
    });
    expect(warnings).toEqual([]);
    expect(config.url).toBe('https://example.org');
    // Infima's default values come first, then the site's custom.css, as in Docusaurus.
    expect(config.customCss).toEqual([INFIMA_DEFAULTS_CSS, './src/css/custom.css']);
    expect(pluginsOf(config)).toEqual([
      ['themePlugin', undefined],
      ['docsPlugin', { sidebarPath: './sidebars.js', routeBasePath: 'guide', remarkPlugins: [remark], editUrl: 'https://example.org/edit/' }],
      ['blogPlugin', { blogSidebarCount: 5, blogSidebarTitle: 'Recent posts', showReadingTime: true, postsPerPage: 5 }],
      ['pagesPlugin', { path: 'src/pages' }],
      ['sitemapPlugin', undefined],
    ]);
    // Docusaurus's code theme unless one is chosen, the same in dark mode; a light footer.
    expect(config.themeConfig.prism.theme).toBe(themes.palenight);
    expect(config.themeConfig.prism.darkTheme).toBe(themes.palenight);
    expect(config.markdown.mermaid).toBe(false);
    // Every file is MDX unless the site says otherwise, as in Docusaurus.
    expect(config.markdown.format).toBe('mdx');
  });

  it('leaves out the parts set to false, takes a customCss list, and the preset by its full name', async () => {
    const { config, warnings } = await map({ ...base, presets: [['@docusaurus/preset-classic', { docs: false, blog: false, sitemap: false, theme: { customCss: ['a.css', 'b.css'] } }]] });
    expect(warnings).toEqual([]);
    expect(pluginsOf(config).map(([name]) => name)).toEqual(['themePlugin', 'pagesPlugin']);
    expect(config.customCss).toEqual([INFIMA_DEFAULTS_CSS, 'a.css', 'b.css']);
  });

  it('reports each option Folio lacks once, and passes over those left at Docusaurus’s default', async () => {
    const { config, warnings } = await map({
      ...base,
      presets: [
        [
          'classic',
          {
            docs: { showLastUpdateTime: true, showLastUpdateAuthor: false, admonitions: true, include: ['**/*.{md,mdx}'], exclude: ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'] },
            blog: { feedOptions: { type: 'all', xslt: true }, truncateMarker: /<!-- more -->/ },
            sitemap: { changefreq: 'weekly', ignorePatterns: ['/tags/**'] },
            gtag: { trackingID: 'G-1' },
            debug: true,
            colour: 'red',
          },
        ],
      ],
    });
    expect(warnings).toEqual([
      'presets[0][1].colour: preset-classic has no such option; skipped',
      'presets[0][1].docs.showLastUpdateTime: Folio does not show when or by whom a page was last updated; skipped',
      'presets[0][1].blog.truncateMarker: Folio recognises the standard <!-- truncate --> and {/* truncate */} markers only; skipped',
      'presets[0][1].blog.feedOptions.xslt: Folio does not style feeds with XSLT; skipped',
      "presets[0][1].sitemap.ignorePatterns: Folio's sitemap leaves out redirects, unlisted and noindex pages, and has no patterns; skipped",
      'presets[0][1].gtag: plugin @docusaurus/plugin-google-gtag: Folio does not run it; add the gtag script to headTags instead; skipped',
      'presets[0][1].debug: plugin @docusaurus/plugin-debug: Folio has no debug pages; skipped',
    ]);
    expect(pluginsOf(config)[2]).toEqual(['blogPlugin', { blogSidebarCount: 5, blogSidebarTitle: 'Recent posts', feedOptions: { type: 'all' } }]);
  });
});

describe('mapDocusaurusConfig: plugins and themes', () => {
  it('reports every plugin Folio cannot run, however it is written, and runs none of them', async () => {
    const inline = function myPlugin() {
      return { name: 'mine' };
    };
    const { config, warnings } = await map({
      ...base,
      plugins: ['docusaurus-plugin-sass', ['./src/plugins/local', { a: 1 }], inline, [() => ({}), {}], path.join(SITE, 'node_modules/@acme/docusaurus-plugin-x/lib/index.js'), false, null],
      themes: ['@docusaurus/theme-live-codeblock'],
      presets: [['docusaurus-preset-openapi', {}]],
    });
    expect(warnings).toEqual([
      'presets[0]: preset docusaurus-preset-openapi: Folio cannot run Docusaurus presets other than preset-classic; its plugins and themes are skipped',
      'themes[0]: theme @docusaurus/theme-live-codeblock: Folio has no live code blocks; such blocks show as plain code; skipped',
      'plugins[0]: plugin docusaurus-plugin-sass: Folio compiles .scss and .sass files itself (CSS modules and customCss too); skipped',
      'plugins[1]: plugin ./src/plugins/local: Folio cannot run Docusaurus plugin code; skipped',
      'plugins[2]: plugin function myPlugin: Folio cannot run Docusaurus plugin code; skipped',
      'plugins[3]: plugin an inline function: Folio cannot run Docusaurus plugin code; skipped',
      'plugins[4]: plugin @acme/docusaurus-plugin-x: Folio cannot run Docusaurus plugin code; skipped',
    ]);
    expect(pluginsOf(config).map(([name]) => name)).toEqual(['themePlugin']);
  });

  it('maps the client-redirects plugin, by any of its names, with createRedirects', async () => {
    const createRedirects = (existing: string) => (existing.startsWith('/docs/') ? existing.replace('/docs/', '/guide/') : undefined);
    const { config, warnings } = await map({
      ...base,
      plugins: [['client-redirects', { redirects: [{ from: '/old', to: '/new' }], createRedirects, fromExtensions: ['html'] }]],
    });
    expect(warnings).toEqual([]);
    expect(pluginsOf(config)[1]).toEqual(['redirectsPlugin', { redirects: [{ from: '/old', to: '/new' }], createRedirects, fromExtensions: ['html'] }]);
  });

  it('maps docusaurus-lunr-search onto Folio’s search, adding its exclusions to Folio’s, with a search box in the navbar', async () => {
    const { config, warnings } = await map({
      ...base,
      presets: [['classic', { docs: { routeBasePath: 'reference' } }]],
      plugins: [[require_resolve('docusaurus-lunr-search'), { excludeRoutes: ['/docs/old/**'], highlightResult: true, maxHits: '8', languages: ['en', 'de'], indexBaseUrl: false }]],
      themeConfig: { navbar: { items: [{ to: '/blog', label: 'Blog' }] } },
    });
    expect(warnings).toEqual(['plugins[0][1].languages: Folio searches English text only; skipped']);
    const [name, options] = pluginsOf(config).find(([n]) => n === 'searchPlugin')!;
    expect(name).toBe('searchPlugin');
    expect(options).toMatchObject({ docsRouteBasePath: '/reference', highlightResult: true, maxHits: 8 });
    expect((options as { excludeRoutes: string[] }).excludeRoutes).toContain('/blog/tags/**');
    expect((options as { excludeRoutes: string[] }).excludeRoutes).toContain('/docs/old/**');
    expect(config.themeConfig.navbar.items).toEqual([{ to: '/blog', label: 'Blog' }, { type: 'search', position: 'right' }]);
  });

  it('maps @easyops-cn/docusaurus-search-local (listed as a theme) onto Folio’s search', async () => {
    const { config, warnings } = await map({
      ...base,
      themes: [['@easyops-cn/docusaurus-search-local', { hashed: true, indexPages: true, indexBlog: false, highlightSearchTermsOnTargetPage: true, searchResultLimits: 10, ignoreFiles: ['docs/legacy', /draft/], searchBarShortcutHint: false }]],
      themeConfig: { navbar: { items: [{ type: 'search', position: 'left' }] } },
    });
    expect(warnings).toEqual([
      'themes[0][1].ignoreFiles: Folio matches routes with path patterns, not regular expressions; the regular expressions are skipped',
      'themes[0][1].searchBarShortcutHint: Folio has no such search option; skipped',
    ]);
    expect(pluginsOf(config)[1]![1]).toMatchObject({ include: ['content-docs', 'content-pages'], highlightResult: true, maxHits: 10 });
    expect(config.themeConfig.navbar.items).toEqual([{ type: 'search', position: 'left' }]);
  });

  it('reads Mermaid as Docusaurus does: diagrams when markdown.mermaid is true; ideal-image at Folio’s settings passes, other settings are reported', async () => {
    const { config, warnings } = await map({
      ...base,
      markdown: { mermaid: true, mdx1Compat: { comments: true, admonitions: true, headingIds: true } },
      themes: ['@docusaurus/theme-mermaid'],
      plugins: [['@docusaurus/plugin-ideal-image', { quality: 70, max: 1030, min: 640, steps: 2, disableInDev: false }]],
    });
    expect(config.markdown.mermaid).toBe(true);
    expect(warnings).toEqual(['plugins[0][1].disableInDev: Folio optimises content images itself with fixed settings (quality 70, 640 to 1030 px wide in 2 sizes); skipped']);
  });
});

describe('mapDocusaurusConfig: site keys and themeConfig', () => {
  it('normalises url and baseUrl, turns scripts and stylesheets into head tags, and reports what Folio does not implement', async () => {
    const { config, warnings } = await map({
      ...base,
      url: 'https://example.org/',
      baseUrl: 'docs',
      titleDelimiter: '|',
      clientModules: [],
      ssrTemplate: '<html></html>',
      future: { experimental_faster: true },
      i18n: { defaultLocale: 'en', locales: ['en', 'fr'], path: 'i18n' },
      scripts: ['https://cdn.example.org/a.js', { src: 'https://cdn.example.org/b.js', defer: true, 'data-site': 'x' }],
      stylesheets: [{ href: 'https://cdn.example.org/c.css', type: 'text/css' }],
      headTags: [{ tagName: 'meta', attributes: { name: 'x', content: 'y' } }],
      customFields: { anything: { goes: true } },
      colour: 'red',
    });
    expect(config.url).toBe('https://example.org');
    expect(config.baseUrl).toBe('/docs/');
    expect(config.customFields).toEqual({ anything: { goes: true } });
    expect(config.headTags).toEqual([
      { tagName: 'meta', attributes: { name: 'x', content: 'y' } },
      { tagName: 'script', attributes: { src: 'https://cdn.example.org/a.js' } },
      { tagName: 'script', attributes: { src: 'https://cdn.example.org/b.js', defer: true, 'data-site': 'x' } },
      { tagName: 'link', attributes: { href: 'https://cdn.example.org/c.css', type: 'text/css', rel: 'stylesheet' } },
    ]);
    expect(warnings).toEqual([
      'ssrTemplate: Folio renders every page with its own HTML document; skipped',
      "future: Docusaurus's build flags do not apply to Folio; skipped",
      'i18n.locales: Folio builds the default locale (en) only; fr skipped',
      'colour: Folio has no such option; skipped',
    ]);
  });

  it('reads the classic theme’s themeConfig: string logo sizes, chosen code themes, simple footer links, item types Folio lacks', async () => {
    const { config, warnings } = await map({
      ...base,
      themeConfig: {
        navbar: {
          title: null,
          style: 'dark',
          logo: { src: 'img/logo.svg', width: '32px', height: 32, target: '_self' },
          items: [
            { type: 'doc', docId: 'intro', label: 'Docs' },
            { type: 'docsVersion', dropdownItemsBefore: [] },
            { to: '/docs/intro', activeBasePath: 'docs', label: 'Guide' },
            { type: 'custom-button', label: 'x' },
            { label: 'More', items: [{ href: 'https://x.org', html: '<b>X</b>' }] },
          ],
        },
        footer: { links: [{ label: 'Blog', to: '/blog' }, { html: '<img src="badge.svg">' }] },
        prism: { theme: themes.github, darkTheme: themes.dracula, additionalLanguages: ['rust'] },
        announcementBar: { content: 'Hello' },
        algolia: { appId: 'x' },
        colorMode: { respectPrefersColorScheme: true },
      },
    });
    expect(warnings).toEqual([
      'themeConfig.algolia: Folio has no Algolia DocSearch; it replaces docusaurus-lunr-search and @easyops-cn/docusaurus-search-local with its own search; skipped',
      `themeConfig.navbar.items[3]: navbar item type "custom-button": Folio's theme has no such item; the item is left out`,
      'themeConfig.navbar.items[4].items[0].html: Folio shows item labels as text; the HTML is shown as its text',
      "themeConfig.footer.links[1]: an HTML footer item: Folio's footer shows links only; the item is left out",
      'themeConfig.navbar.logo.target: Folio has no such option; skipped',
    ]);
    const { navbar, footer, prism, announcementBar } = config.themeConfig;
    expect(navbar.title).toBeUndefined();
    // Infima's navbar colour style carries over.
    expect(navbar.style).toBe('dark');
    expect(navbar.logo).toEqual({ src: 'img/logo.svg', alt: '', width: '32px', height: 32 });
    expect(navbar.items).toEqual([
      { type: 'doc', docId: 'intro', label: 'Docs' },
      { type: 'docsVersion', dropdownItemsBefore: [] },
      { to: '/docs/intro', activeBaseRegex: '^/docs', label: 'Guide' },
      { label: 'More', items: [{ href: 'https://x.org', label: 'X' }] },
    ]);
    expect(footer).toEqual({ style: 'light', links: [{ title: '', items: [{ label: 'Blog', to: '/blog' }] }] });
    expect(prism.theme).toEqual(themes.github);
    expect(prism.darkTheme).toEqual(themes.dracula);
    expect(prism.additionalLanguages).toEqual(['rust']);
    expect(announcementBar).toEqual({ id: 'announcement-bar', content: 'Hello', isCloseable: true });
  });

  it('keeps the docsVersionDropdown options Docusaurus 3 has, without a warning: before/after links, the versions shown and their labels, no active class', async () => {
    const dropdown = {
      type: 'docsVersionDropdown',
      position: 'right',
      dropdownItemsBefore: [{ to: '/changelog', label: 'Changelog', activeBasePath: 'changelog' }],
      dropdownItemsAfter: [{ href: 'https://example.org/archive', label: 'Archived versions' }],
      dropdownActiveClassDisabled: true,
    };
    const { config, warnings } = await map({
      ...base,
      themeConfig: { navbar: { items: [{ ...dropdown, versions: ['current', '1.0'] }, { ...dropdown, versions: { current: { label: 'Next 🚧' }, '1.0': {} } }] } },
    });
    expect(warnings).toEqual([]);
    const mapped = { ...dropdown, dropdownItemsBefore: [{ to: '/changelog', label: 'Changelog', activeBaseRegex: '^/changelog' }] };
    expect(config.themeConfig.navbar.items).toEqual([
      { ...mapped, versions: ['current', '1.0'] },
      { ...mapped, versions: { current: { label: 'Next 🚧' }, '1.0': {} } },
    ]);
    // The schema checks their shapes as strictly as the rest of an item.
    const item = (extra: Record<string, unknown>) => siteConfigSchema.safeParse({ ...base, themeConfig: { navbar: { items: [{ type: 'docsVersionDropdown', ...extra }] } } });
    expect(item({ versions: ['1.0'] }).success).toBe(true);
    expect(item({ versions: { '1.0': { label: 'One' } } }).success).toBe(true);
    expect(item({ versions: '1.0' }).success).toBe(false);
    expect(item({ versions: { '1.0': { label: 'One', badge: true } } }).success).toBe(false);
    expect(item({ dropdownActiveClassDisabled: 'yes' }).success).toBe(false);
    expect(item({ dropdownItemsAfter: [{ label: 'x', colour: 'red' }] }).success).toBe(false);
  });

  it('refuses a config that is not an object, naming the file', async () => {
    await expect(mapDocusaurusConfig([], { siteDir: SITE, file: 'docusaurus.config.js' })).rejects.toThrow('docusaurus.config.js: the config must be an object, or a function returning one; received an array.');
  });
});

/** What `require.resolve('docusaurus-lunr-search')` gives in a site with it installed. */
function require_resolve(name: string): string {
  return path.join(SITE, 'node_modules', name, 'src', 'index.js');
}
