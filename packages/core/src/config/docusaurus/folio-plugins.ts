import type { ZodTypeAny } from 'zod';
import type { PluginFactory } from '../../plugin/types.ts';

/** A Folio plugin the mapping can configure: its factory and the schema of its options. */
export interface ConfigurablePlugin {
  factory: PluginFactory;
  schema: ZodTypeAny;
}

/** Folio's own plugins, which a Docusaurus config's presets, plugins and themes map onto. */
export interface FolioPlugins {
  theme: PluginFactory;
  /** Navbar item types the theme draws. */
  navbarItemTypes: readonly string[];
  /** The theme's stylesheet of Infima's default values, put before a Docusaurus site's customCss. */
  infimaDefaultsCss: string;
  docs: ConfigurablePlugin;
  blog: ConfigurablePlugin;
  pages: ConfigurablePlugin;
  redirects: ConfigurablePlugin;
  search: ConfigurablePlugin;
  sitemap: PluginFactory;
}

/** Imports Folio's plugin packages (only when a Docusaurus config is read: they import this package). */
export async function loadFolioPlugins(): Promise<FolioPlugins> {
  const [theme, docs, blog, pages, redirects, search, sitemap] = await Promise.all([
    import('@folio/theme'),
    import('@folio/plugin-content-docs'),
    import('@folio/plugin-content-blog'),
    import('@folio/plugin-content-pages'),
    import('@folio/plugin-redirects'),
    import('@folio/plugin-search'),
    import('@folio/plugin-sitemap'),
  ]);
  return {
    theme: theme.default,
    navbarItemTypes: theme.NAVBAR_ITEM_TYPE_NAMES,
    infimaDefaultsCss: theme.INFIMA_DEFAULTS_CSS,
    docs: { factory: docs.default, schema: docs.docsOptionsSchema },
    blog: { factory: blog.default, schema: blog.blogOptionsSchema },
    pages: { factory: pages.default, schema: pages.pagesOptionsSchema },
    redirects: { factory: redirects.default, schema: redirects.redirectsOptionsSchema },
    search: { factory: search.default, schema: search.searchOptionsSchema },
    sitemap: sitemap.default,
  };
}
