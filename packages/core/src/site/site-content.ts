import path from 'node:path';
import { siteCompileOptions } from '@folio/markdown';
import type { PluggableList } from 'unified';
import { THEME_DIR, resolveModuleFile, resolveThemeComponent, type AliasOptions } from '../bundle/aliases.ts';
import { discoverSwizzled } from '../bundle/swizzle.ts';
import type { BundleInput } from '../bundle/bundle.ts';
import type { SiteConfig } from '../config/schema.ts';
import { UserError } from '../config/errors.ts';
import { applySeverity, reportDiagnostics } from '../diagnostics.ts';
import type { Logger } from '../logger.ts';
import { loadPlugins, runRoutesLoaded, type PluginsResult, type PreviousContent } from '../plugin/host.ts';
import type { Diagnostic, FinalRoute, Plugin } from '../plugin/types.ts';
import { findDuplicateRoutes } from '../routes/duplicates.ts';
import { finalizeNotFound, finalizeRoutes } from './finalize-routes.ts';
import { prismThemeCssFile } from './prism-css.ts';

/** What the plugins produced, ready for bundling and rendering. */
export interface SiteContent {
  loaded: PluginsResult;
  routes: FinalRoute[];
  notFound: FinalRoute;
  resolveComponent(id: string): string;
  /** Site-wide problems at severity `throw`, to fail the build after reporting everything. */
  siteErrors: string[];
  /** Bundler input for an output folder. */
  bundleInput(outDir: string, cacheDir: string, mode: 'production' | 'development'): BundleInput;
}

/**
 * How `@theme/...` resolves for a site, with its replacements: the files of `src/theme`
 * (swizzled components, as in Docusaurus), then the config's `themeComponents`, which win.
 */
export function aliasOptionsFor(siteDir: string, config: SiteConfig): AliasOptions {
  const configured = Object.fromEntries(Object.entries(config.themeComponents).map(([k, v]) => [k, path.resolve(siteDir, v)]));
  return { siteDir, themeComponents: { ...discoverSwizzled(siteDir), ...configured } };
}

/**
 * Warns about swizzled files (`src/theme/...`) whose name is no component of Folio's theme: they
 * replace nothing, though site code may still import them as `@theme/<name>`.
 */
export function reportSwizzles(siteDir: string, config: SiteConfig, logger: Logger): void {
  const swizzled = discoverSwizzled(siteDir);
  for (const [name, file] of Object.entries(swizzled)) {
    if (name in config.themeComponents || resolveModuleFile(path.join(THEME_DIR, name))) continue;
    logger.warn(`${path.relative(siteDir, file)}: Folio's theme has no component "${name}", so this swizzled file replaces nothing (site code can still import it as @theme/${name}). Check the name against the theme's components, or move the file out of src/theme.`);
  }
}

/** Folder of the route adapters: a route whose component is `@theme/<Name>` renders `<Name>.tsx` from here when it exists. */
const ROUTE_ADAPTERS_DIR = path.join(THEME_DIR, '../routes');

/**
 * The route adapter of a theme component id: a page component that turns Folio's page (`{ page }`)
 * into the props Docusaurus's component of that name takes (`@theme/BlogListPage` gets
 * `{ sidebar, metadata, items }`), then renders `@theme/<Name>`, swizzled or not.
 */
export function routeAdapterFor(id: string): string | undefined {
  return id.startsWith('@theme/') ? resolveModuleFile(path.join(ROUTE_ADAPTERS_DIR, id.slice('@theme/'.length))) : undefined;
}

/** Resolves a route's component id to a file (its route adapter, if it has one), failing with what to fix. */
export function resolveComponentFor(siteDir: string, config: SiteConfig): (id: string) => string {
  const alias = aliasOptionsFor(siteDir, config);
  // Hundreds of routes name a handful of components: look each up on disk once.
  const resolved = new Map<string, string>();
  return (id) => {
    if (path.isAbsolute(id)) return id;
    let file = resolved.get(id);
    if (!file) {
      file = routeAdapterFor(id) ?? resolveThemeComponent(id, alias);
      if (!file) throw new UserError(`No theme component "${id}" exists. Check the component name a plugin or themeComponents uses.`);
      resolved.set(id, file);
    }
    return file;
  };
}

/** Runs the plugins' content phases and turns their routes into final routes; reports problems. */
export async function loadSiteContent(args: {
  siteDir: string;
  config: SiteConfig;
  plugins: Plugin<any>[];
  moduleSources: Map<string, string>;
  diagnostics: Diagnostic[];
  logger: Logger;
  previous?: ((index: number) => PreviousContent | undefined) | undefined;
}): Promise<SiteContent> {
  const { siteDir, config, logger } = args;
  const loaded = await loadPlugins(args.plugins, args.moduleSources, args.diagnostics, args.previous);
  if (!args.previous) reportSwizzles(siteDir, config, logger);
  reportDiagnostics(args.diagnostics, siteDir, logger);
  const siteErrors: string[] = [];
  const duplicates = findDuplicateRoutes(loaded.routes);
  if (duplicates.length) {
    const named = (source: string) => (path.isAbsolute(source) ? path.relative(siteDir, source) : `the ${source} plugin`);
    const list = duplicates.map((d) => `  - ${d.path} (from ${d.sources.map(named).join(', ')})`).join('\n');
    applySeverity(config.onDuplicateRoutes, `Duplicate routes: several pages are published at the same path, so only one of each survives:\n${list}`, logger, siteErrors);
  }
  const routes = finalizeRoutes(loaded.routes, config);
  await runRoutesLoaded(args.plugins, routes, loaded.data);
  const notFound = finalizeNotFound(config);
  const resolveComponent = resolveComponentFor(siteDir, config);
  return {
    loaded,
    routes,
    notFound,
    resolveComponent,
    siteErrors,
    bundleInput: (outDir, cacheDir, mode) => ({
      ...siteBundleInput({ siteDir, config, moduleSources: args.moduleSources, outDir, cacheDir, mode }),
      pageModules: [...routes, notFound].flatMap((r) => [resolveComponent(r.component), ...(r.content ? [r.content] : [])]),
    }),
  };
}

/** Bundler input from the config alone, without page modules (the development app needs no more). */
export function siteBundleInput(args: { siteDir: string; config: SiteConfig; moduleSources: ReadonlyMap<string, string>; outDir: string; cacheDir: string; mode: 'production' | 'development'; nodeEnv?: BundleInput['nodeEnv'] }): BundleInput {
  const { siteDir, config } = args;
  return {
    siteDir,
    cacheDir: args.cacheDir,
    outDir: args.outDir,
    baseUrl: config.baseUrl,
    mode: args.mode,
    nodeEnv: args.nodeEnv,
    alias: aliasOptionsFor(siteDir, config),
    pageModules: [],
    cssFiles: [path.join(THEME_DIR, '../css/index.css'), ...[prismThemeCssFile(config.themeConfig.prism, args.cacheDir) ?? []].flat(), ...config.customCss.map((c) => path.resolve(siteDir, c))],
    staticDirs: config.staticDirectories.map((dir) => path.resolve(siteDir, dir)),
    moduleSources: args.moduleSources,
    // Partials imported from pages get the site's transforms too.
    markdown: { ...siteCompileOptions(config.markdown), remarkPlugins: config.markdown.remarkPlugins as PluggableList, rehypePlugins: config.markdown.rehypePlugins as PluggableList },
  };
}
