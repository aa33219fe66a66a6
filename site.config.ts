import { defineConfig } from '@folio/core';
import theme from '@folio/theme';
import blog from '@folio/plugin-content-blog';
import docs from '@folio/plugin-content-docs';
import llms from '@folio/plugin-llms';
import pages from '@folio/plugin-content-pages';
import redirects from '@folio/plugin-redirects';
import search from '@folio/plugin-search';
import sitemap from '@folio/plugin-sitemap';
import socialCards from '@folio/plugin-social-cards';

const repository = 'https://github.com/inspektor-gadget/inspektor-gadget';

/** The Inspektor Gadget website: versioned docs, a blog, search, and the chrome around them. */
export default defineConfig({
  title: 'Inspektor Gadget',
  tagline: 'Tools and a framework for inspecting Kubernetes clusters and Linux hosts with eBPF',
  url: 'https://inspektor-gadget.io',
  baseUrl: '/',
  favicon: '/img/favicon.svg',
  organizationName: 'inspektor-gadget',
  projectName: 'inspektor-gadget',
  noIndex: false,
  baseUrlIssueBanner: true,
  onBrokenLinks: 'warn',
  onBrokenMarkdownLinks: 'warn',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' } },
  },
  headTags: [
    { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.googleapis.com' } },
    { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.gstatic.com', crossorigin: 'anonymous' } },
    { tagName: 'link', attributes: { rel: 'stylesheet', href: 'https://fonts.googleapis.com/css2?family=Inter:wght@400;500;600;700;800&family=JetBrains+Mono:wght@400;600&display=swap' } },
  ],
  themeConfig: {
    image: '/img/social-card.png',
    metadata: [{ name: 'keywords', content: 'eBPF, Kubernetes, observability, containers, gadgets, tracing' }],
    colorMode: { defaultMode: 'light', respectPrefersColorScheme: false },
    announcementBar: {
      id: 'release-v0.43.0',
      content: 'Inspektor Gadget v0.43.0 is out. <a href="/docs/latest/quick-start">Get started with the latest release</a>.',
      isCloseable: true,
    },
    navbar: {
      title: '',
      logo: { alt: 'Inspektor Gadget', src: '/img/logo.svg', srcDark: '/img/logo-dark.svg', width: 103, height: 32 },
      items: [
        { to: '/', label: 'Home', position: 'left', exact: true },
        { to: '/blog', label: 'Blog', position: 'left' },
        { type: 'docSidebar', sidebarId: 'mainSidebar', label: 'Docs', position: 'left' },
        { type: 'docsVersionDropdown', position: 'right' },
        { type: 'localeDropdown', position: 'right' },
        { type: 'search', position: 'right' },
        { href: repository, position: 'right', 'aria-label': 'Source repository on GitHub' },
      ],
    },
    footer: {
      style: 'dark',
      logo: { alt: 'Inspektor Gadget', src: '/img/logo-footer.svg', width: 155, height: 32 },
      links: [
        {
          title: 'Community',
          items: [
            { label: 'Contribute', to: '/docs/latest/devel/contributing' },
            { label: 'GitHub', href: repository },
          ],
        },
      ],
      copyright:
        'Copyright © 2025 Inspektor Gadget authors. Inspektor Gadget is a Cloud Native Computing Foundation sandbox project. ' +
        'The Linux Foundation® (TLF) has registered trademarks and uses trademarks; see its <a href="https://www.linuxfoundation.org/legal/trademark-usage">trademark usage page</a> for the list.',
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    docs: { sidebar: { hideable: false, autoCollapseCategories: false } },
  },
  customCss: ['content/pages/_components/home.css'],
  plugins: [
    theme,
    [
      docs,
      {
        path: 'content/docs',
        sidebarPath: 'content/sidebars.ts',
        routeBasePath: 'docs',
        lastVersion: 'current',
        editUrl: ({ docPath }: { docPath: string }) => `${repository}/edit/main/docs/${docPath}`,
        versions: {
          current: { label: 'latest', path: 'latest', banner: 'none' },
          'v0.43.0': { label: 'v0.43.0', path: 'v0.43.0', banner: 'none' },
          'v0.42.0': { label: 'v0.42.0', path: 'v0.42.0', banner: 'unmaintained' },
          'v0.41.0': { label: 'v0.41.0', path: 'v0.41.0', banner: 'unmaintained' },
          main: { label: 'main', path: 'main', banner: 'unreleased' },
        },
      },
    ],
    [
      blog,
      {
        path: 'content/blog',
        routeBasePath: 'blog',
        blogTitle: 'Blog',
        blogDescription: 'News, releases and deep dives from the Inspektor Gadget project',
        blogSidebarTitle: 'All posts',
        blogSidebarCount: 'ALL',
        postsPerPage: 10,
        feedOptions: { type: 'all', title: 'Inspektor Gadget Blog', description: 'News, releases and deep dives from the Inspektor Gadget project', copyright: 'Copyright © 2025 Inspektor Gadget authors' },
      },
    ],
    pages,
    [
      redirects,
      {
        redirects: [
          { from: '/docs', to: '/docs/latest' },
          { from: '/docs/latest/guides/run', to: '/docs/latest/reference/run' },
          { from: '/docs/latest/core-concepts/architecture', to: '/docs/latest/reference/architecture' },
          { from: '/docs/latest/getting-started/quick-start', to: '/docs/latest/quick-start' },
          { from: '/docs/latest/ig', to: '/docs/latest/reference/ig' },
          { from: '/docs/latest/getting-started/install-kubernetes', to: '/docs/latest/reference/install-kubernetes' },
          { from: '/docs/latest/getting-started/install-linux', to: '/docs/latest/reference/install-linux' },
        ],
      },
    ],
    [search, { highlightResult: true, maxHits: 8 }],
    sitemap,
    llms,
    socialCards,
  ],
});
