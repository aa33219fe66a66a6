import path from 'node:path';
import type { MarkdownCompiler } from '@folio/markdown';
import { createSiteUrl } from '@folio/client/site-url';
import type { SiteConfig } from '../config/schema.ts';
import type { Logger } from '../logger.ts';
import { runHook } from './failure.ts';
import type { ModuleStore } from './module-store.ts';
import { staticImageSizes } from './static-images.ts';
import type { Diagnostic, FinalRoute, Plugin, PluginContext, PluginFactory, RouteConfig, RouteHead } from './types.ts';

/** A plugin with the content it loaded and what it added. */
export interface LoadedPlugin {
  plugin: Plugin<any>;
  content: unknown;
  routes: RouteConfig[];
  globalData: unknown;
}

/** Everything the plugins produced. */
export interface PluginsResult {
  plugins: LoadedPlugin[];
  routes: RouteConfig[];
  globalData: Record<string, unknown>;
  /** Data name → value, from `createData`. */
  data: Map<string, unknown>;
  /** Module store file → source file it was compiled from. */
  moduleSources: Map<string, string>;
  diagnostics: Diagnostic[];
}

/** Shared by every plugin context of one build. */
export interface HostOptions {
  siteDir: string;
  outDir: string;
  cacheDir: string;
  mode: 'production' | 'development';
  config: SiteConfig;
  /** The config file (absolute, or relative to the site folder), for messages; `site.config.ts` if not given. */
  configFile?: string | undefined;
  logger: Logger;
  /** The Markdown compiler the plugins share (see PluginContext.compiler). */
  compiler: MarkdownCompiler;
}

/** Instantiates every configured plugin with its own context. */
export async function initPlugins(options: HostOptions, modules: ModuleStore, diagnostics: Diagnostic[]): Promise<Plugin<any>[]> {
  const plugins: Plugin<any>[] = [];
  const siteUrl = createSiteUrl(options.config);
  const staticDirs = options.config.staticDirectories.map((dir) => path.resolve(options.siteDir, dir));
  for (const entry of options.config.plugins) {
    const [factory, pluginOptions] = (Array.isArray(entry) ? entry : [entry, {}]) as [PluginFactory, unknown];
    const context: PluginContext = {
      siteDir: options.siteDir,
      outDir: options.outDir,
      cacheDir: options.cacheDir,
      baseUrl: options.config.baseUrl,
      siteUrl,
      mode: options.mode,
      siteConfig: options.config,
      configFile: options.configFile ? path.relative(options.siteDir, path.resolve(options.siteDir, options.configFile)) : 'site.config.ts',
      logger: options.logger.child(factory.name || 'plugin'),
      compiler: options.compiler,
      createModule: (code, extension, sourceFile) => modules.create(code, extension, sourceFile),
      report: (diagnostic) => diagnostics.push(diagnostic),
      staticImageSizes: (srcs) => staticImageSizes(srcs, staticDirs),
    };
    plugins.push(await runHook(factory.name || 'plugin', 'its factory function', () => factory(context, pluginOptions ?? {})));
  }
  // Transforms a plugin contributes apply to every Markdown file of the site, after the config's own.
  for (const plugin of plugins) {
    options.config.markdown.remarkPlugins.push(...(plugin.markdown?.remarkPlugins ?? []));
    options.config.markdown.rehypePlugins.push(...(plugin.markdown?.rehypePlugins ?? []));
  }
  return plugins;
}

/**
 * What the dev server knows of a plugin's earlier content: kept as it is, or with the files of the
 * plugin that changed since (the plugin may then reload only what they touch).
 */
export interface PreviousContent {
  content: unknown;
  changedFiles?: string[] | undefined;
}

/**
 * Runs `loadContent` for all plugins in parallel, then `contentLoaded` in order. `previous` lets
 * the dev server keep the content of plugins whose files did not change, and reload only part of
 * the others (reloadContent).
 */
export async function loadPlugins(plugins: Plugin<any>[], moduleSources: Map<string, string>, diagnostics: Diagnostic[], previous?: (index: number) => PreviousContent | undefined): Promise<PluginsResult> {
  const contents = await Promise.all(plugins.map((plugin, index) => {
    const earlier = previous?.(index);
    if (earlier && !earlier.changedFiles) return earlier.content;
    if (earlier?.changedFiles && plugin.reloadContent) {
      const args = { previous: earlier.content, changedFiles: earlier.changedFiles };
      return runHook(plugin.name, 'reloadContent', () => plugin.reloadContent!(args));
    }
    return runHook(plugin.name, 'loadContent', () => plugin.loadContent?.());
  }));
  const loaded: LoadedPlugin[] = [];
  const data = new Map<string, unknown>();
  const globalData: Record<string, unknown> = {};
  for (const [index, plugin] of plugins.entries()) {
    const routes: RouteConfig[] = [];
    const content = contents[index];
    await runHook(plugin.name, 'contentLoaded', () => plugin.contentLoaded?.({
      content,
      actions: {
        addRoute: (route) => routes.push({ ...route, plugin: plugin.name }),
        setGlobalData: (value) => {
          globalData[plugin.name] = value;
        },
        createData: (name, value) => {
          data.set(name, value);
        },
      },
    }));
    loaded.push({ plugin, content, routes, globalData: globalData[plugin.name] });
  }
  return { plugins: loaded, routes: loaded.flatMap((p) => p.routes), globalData, data, moduleSources, diagnostics };
}

/** Head fields of `head` that are set (not undefined). Pure. */
function setFields(head: RouteHead | undefined): RouteHead {
  return Object.fromEntries(Object.entries(head ?? {}).filter(([, value]) => value !== undefined)) as RouteHead;
}

/**
 * Runs every plugin's `routesLoaded` in order, with all final routes and the shared data; head
 * defaults a plugin sets fill only the fields a route leaves unset (its own values win).
 */
export async function runRoutesLoaded(plugins: readonly Plugin<any>[], routes: FinalRoute[], data: ReadonlyMap<string, unknown>): Promise<void> {
  const hooked = plugins.filter((plugin) => plugin.routesLoaded);
  if (!hooked.length) return;
  const byPath = new Map<string, FinalRoute[]>();
  for (const route of routes) byPath.set(route.path, [...(byPath.get(route.path) ?? []), route]);
  const setHeadDefaults = (routePath: string, head: RouteHead) => {
    for (const route of byPath.get(routePath) ?? []) route.head = { ...setFields(head), ...setFields(route.head) };
  };
  for (const plugin of hooked) await runHook(plugin.name, 'routesLoaded', () => plugin.routesLoaded!({ routes, data, setHeadDefaults }));
}
