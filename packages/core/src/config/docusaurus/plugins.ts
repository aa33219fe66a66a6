import { IMAGE_OPTIMIZATION } from '../../bundle/image-optimizer.ts';
import type { DocusaurusEntry } from './entries.ts';
import { fitToSchema, joinKey, knownKeys, type ReportSkipped } from './fit.ts';
import type { FolioPlugins, ConfigurablePlugin } from './folio-plugins.ts';
import { BLOG_NOTES, DOCS_NOTES, PAGES_NOTES, SITEMAP_NOTES, sameValue, takeNoted } from './notes.ts';
import { mapLocalSearch, mapLunrSearch } from './search.ts';

/** Docusaurus packages Folio maps onto its own plugins. */
export const MAPPED_PACKAGES = new Set([
  '@docusaurus/preset-classic',
  '@docusaurus/theme-classic',
  '@docusaurus/plugin-content-docs',
  '@docusaurus/plugin-content-blog',
  '@docusaurus/plugin-content-pages',
  '@docusaurus/plugin-sitemap',
  '@docusaurus/plugin-client-redirects',
  '@docusaurus/theme-mermaid',
  '@docusaurus/plugin-ideal-image',
  'docusaurus-lunr-search',
  '@easyops-cn/docusaurus-search-local',
]);

/** Docusaurus packages Folio knows and does not run, with what to do instead. */
const NOT_RUN: Record<string, string> = {
  '@docusaurus/theme-search-algolia': 'Folio has no Algolia DocSearch; list docusaurus-lunr-search or @easyops-cn/docusaurus-search-local to get Folio’s own search',
  '@docusaurus/plugin-debug': 'Folio has no debug pages',
  '@docusaurus/plugin-google-gtag': 'Folio does not run it; add the gtag script to headTags instead',
  '@docusaurus/plugin-google-analytics': 'Folio does not run it; add the analytics script to headTags instead',
  '@docusaurus/plugin-google-tag-manager': 'Folio does not run it; add the tag manager script to headTags instead',
  '@docusaurus/plugin-pwa': 'Folio does not make a progressive web app',
  '@docusaurus/theme-live-codeblock': 'Folio has no live code blocks; such blocks show as plain code',
  '@docusaurus/plugin-svgr': 'Folio imports SVG files itself',
  'docusaurus-plugin-sass': 'Folio compiles .scss and .sass files itself (CSS modules and customCss too)',
  '@docusaurus/plugin-vercel-analytics': 'Folio does not run it; add the analytics script to headTags instead',
  '@docusaurus/plugin-rsdoctor': 'Folio bundles with esbuild; there is no webpack build to analyse',
};

/** Docusaurus packages Folio knows by name but does not run. */
export const NOT_RUN_PACKAGES: readonly string[] = Object.keys(NOT_RUN);

/** A Folio plugin entry and where it goes among the others. */
export interface MappedPlugin {
  /** Theme 0, docs 1, blog 2, pages 3, redirects 4, search 5, sitemap 6: the order of Folio's own site. */
  rank: number;
  entry: unknown;
}

/** What the plugins, themes and presets of a Docusaurus config come to in Folio. */
export interface MappedSetup {
  plugins: MappedPlugin[];
  customCss: string[];
  /** Options of Folio's search, when a local-search plugin was listed. */
  search?: Record<string, unknown> | undefined;
  /** The first docs plugin's URL base, which Folio's search needs. */
  docsRouteBasePath?: string | undefined;
}

/** What the mapping functions share. */
export interface MapContext {
  siteDir: string;
  folio: FolioPlugins;
  skip: ReportSkipped;
}

/** `/docs/` → `docs`, `/` → `` (Docusaurus accepts route bases with or without slashes). Pure. */
export function trimSlashes(routePath: unknown): unknown {
  return typeof routePath === 'string' ? routePath.replace(/^\/+|\/+$/g, '') : routePath;
}

/** Notes about options the plugin's schema does not know (an option Folio gains later is no longer skipped). */
function unknownTo(plugin: ConfigurablePlugin, notes: Record<string, { value?: unknown; why: string }>): Record<string, { value?: unknown; why: string }> {
  const known = knownKeys(plugin.schema);
  return Object.fromEntries(Object.entries(notes).filter(([name]) => !known.has(name)));
}

function contentOptions(options: Record<string, unknown>, key: string, notes: Record<string, { value?: unknown; why: string }>, plugin: ConfigurablePlugin, skip: ReportSkipped): Record<string, unknown> {
  const rest = takeNoted(options, unknownTo(plugin, notes), (name) => name.split('.').reduce(joinKey, key), skip);
  if ('routeBasePath' in rest) rest.routeBasePath = trimSlashes(rest.routeBasePath);
  return fitToSchema(rest, plugin.schema, key, skip) as Record<string, unknown>;
}

function mapDocs(options: Record<string, unknown>, key: string, ctx: MapContext, out: MappedSetup): void {
  const input = { ...options };
  // As Docusaurus: categories that cannot collapse start expanded unless told otherwise.
  if (input.sidebarCollapsible === false && input.sidebarCollapsed === undefined) input.sidebarCollapsed = false;
  const docs = contentOptions(input, key, DOCS_NOTES, ctx.folio.docs, ctx.skip);
  out.docsRouteBasePath ??= `/${(docs.routeBasePath as string | undefined) ?? 'docs'}`.replace(/\/$/, '') || '/';
  out.plugins.push({ rank: 1, entry: [ctx.folio.docs.factory, docs] });
}

function mapBlog(options: Record<string, unknown>, key: string, ctx: MapContext, out: MappedSetup): void {
  // Docusaurus's defaults where Folio's differ.
  const blog = contentOptions({ blogSidebarCount: 5, blogSidebarTitle: 'Recent posts', ...options }, key, BLOG_NOTES, ctx.folio.blog, ctx.skip);
  out.plugins.push({ rank: 2, entry: [ctx.folio.blog.factory, blog] });
}

function mapPages(options: Record<string, unknown>, key: string, ctx: MapContext, out: MappedSetup): void {
  const pages = contentOptions({ path: 'src/pages', ...options }, key, PAGES_NOTES, ctx.folio.pages, ctx.skip);
  out.plugins.push({ rank: 3, entry: [ctx.folio.pages.factory, pages] });
}

function mapSitemap(options: Record<string, unknown>, key: string, ctx: MapContext, out: MappedSetup): void {
  const rest = takeNoted(options, SITEMAP_NOTES, (name) => joinKey(key, name), ctx.skip);
  for (const name of Object.keys(rest)) ctx.skip(joinKey(key, name), 'Folio has no such sitemap option; skipped');
  if (!out.plugins.some((p) => p.rank === 6)) out.plugins.push({ rank: 6, entry: ctx.folio.sitemap });
}

function mapIdealImage(options: Record<string, unknown>, key: string, ctx: MapContext): void {
  const folio: Record<string, unknown> = { quality: IMAGE_OPTIMIZATION.quality, min: IMAGE_OPTIMIZATION.minWidth, max: IMAGE_OPTIMIZATION.maxWidth, steps: IMAGE_OPTIMIZATION.steps, disableInDev: true };
  const settings = `quality ${IMAGE_OPTIMIZATION.quality}, ${IMAGE_OPTIMIZATION.minWidth} to ${IMAGE_OPTIMIZATION.maxWidth} px wide in ${IMAGE_OPTIMIZATION.steps} sizes`;
  for (const [name, value] of Object.entries(options)) {
    if (name in folio && sameValue(value, folio[name])) continue;
    ctx.skip(joinKey(key, name), `Folio optimises content images itself with fixed settings (${settings}); skipped`);
  }
}

function setSearch(options: Record<string, unknown>, entry: DocusaurusEntry, ctx: MapContext, out: MappedSetup): void {
  if (out.search) {
    ctx.skip(entry.key, `${entry.name}: a second search plugin; Folio has one search, set up from the first; skipped`);
    return;
  }
  out.search = fitToSchema(options, ctx.folio.search.schema, entry.optionsKey, ctx.skip) as Record<string, unknown>;
  out.plugins.push({ rank: 5, entry: undefined });
}

/**
 * Maps one plugin or theme entry onto Folio: its own plugins for those it implements (with their
 * options; what they lack is reported), a report for any other. Pure but for `ctx.skip`.
 */
export function mapPluginEntry(entry: DocusaurusEntry, ctx: MapContext, out: MappedSetup): void {
  const key = entry.optionsKey;
  const searchDefaults = { excludeRoutes: (ctx.folio.search.schema.parse({}) as { excludeRoutes: string[] }).excludeRoutes };
  switch (entry.code ? '' : entry.name) {
    case '@docusaurus/plugin-content-docs':
      return mapDocs(entry.options, key, ctx, out);
    case '@docusaurus/plugin-content-blog':
      return mapBlog(entry.options, key, ctx, out);
    case '@docusaurus/plugin-content-pages':
      return mapPages(entry.options, key, ctx, out);
    case '@docusaurus/plugin-sitemap':
      return mapSitemap(entry.options, key, ctx, out);
    case '@docusaurus/plugin-client-redirects':
      out.plugins.push({ rank: 4, entry: [ctx.folio.redirects.factory, fitToSchema(entry.options, ctx.folio.redirects.schema, key, ctx.skip)] });
      return;
    case '@docusaurus/theme-classic': {
      const { customCss, ...rest } = entry.options;
      out.customCss.push(...(Array.isArray(customCss) ? customCss : customCss === undefined ? [] : [customCss]).filter((c): c is string => typeof c === 'string'));
      for (const name of Object.keys(rest)) ctx.skip(joinKey(key, name), 'Folio has no such theme option; skipped');
      return;
    }
    case '@docusaurus/theme-mermaid':
      // Diagrams are drawn when markdown.mermaid is true, as in Docusaurus (see mapMarkdown).
      return;
    case '@docusaurus/plugin-ideal-image':
      return mapIdealImage(entry.options, key, ctx);
    case 'docusaurus-lunr-search':
      return setSearch(mapLunrSearch(entry.options, key, searchDefaults, ctx.skip), entry, ctx, out);
    case '@easyops-cn/docusaurus-search-local':
      return setSearch(mapLocalSearch(entry.options, key, searchDefaults, ctx.skip), entry, ctx, out);
    default: {
      const why = NOT_RUN[entry.name] ?? (entry.code ? `Folio cannot run Docusaurus ${entry.kind} code` : `Folio cannot run Docusaurus ${entry.kind}s`);
      ctx.skip(entry.key, `${entry.kind} ${entry.name}: ${why}; skipped`);
    }
  }
}
