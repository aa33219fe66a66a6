import path from 'node:path';
import { context as esbuildContext, type BuildContext } from 'esbuild';
import type { ClientRoute, SiteData } from '@folio/client';
import { clientBuildOptions, readClientOutputs, writeEntries } from '../bundle/bundle.ts';
import { loadSiteContent, type SiteContent } from '../build/site-content.ts';
import { loadSiteConfig } from '../config/load.ts';
import type { SiteConfig } from '../config/schema.ts';
import type { Logger } from '../logger.ts';
import { initPlugins } from '../plugin/host.ts';
import type { Diagnostic, Plugin } from '../plugin/types.ts';
import { planRender } from '../render/plan.ts';
import { normalizeRoutePath } from '../routes/paths.ts';
import { FOLIO_VERSION } from '../version.ts';
import { createMemoryJsonWriter, type MemoryFile } from './memory-files.ts';
import { routeThroughProxies } from './proxies.ts';

/** What the dev server serves at one moment. */
export interface DevSnapshot {
  config: SiteConfig;
  site: SiteData;
  routes: Map<string, { route: ClientRoute; head: SiteContent['routes'][number]['head'] }>;
  notFound: ClientRoute;
  entry: { script: string; css: string[] };
  files: Map<string, MemoryFile>;
}

/** What changed, as the watcher saw it. */
export type ChangeKind = 'config' | 'content' | 'style' | 'code';

/** Classifies a changed file: config and theme code need a full reload, content an in-place update. */
export function classifyChange(file: string, siteDir: string): ChangeKind {
  const relative = path.relative(siteDir, file);
  if (/^site\.config\.[mc]?[jt]s$/.test(relative)) return 'config';
  if (file.endsWith('.css')) return 'style';
  if (/\.(md|mdx|json|ya?ml)$/.test(file) || /(^|\/)sidebars\.[jt]s$/.test(relative)) return 'content';
  return 'code';
}

/**
 * The development pipeline kept in memory: plugins stay loaded, esbuild rebuilds incrementally, and
 * only plugins whose files changed load their content again. Nothing is prerendered.
 */
export function createDevSession(options: { siteDir: string; logger: Logger }) {
  const siteDir = path.resolve(options.siteDir);
  const cacheDir = path.join(siteDir, '.folio');
  const outDir = path.join(cacheDir, 'dev-out');
  let config: SiteConfig | undefined;
  let plugins: Plugin<any>[] = [];
  let contents: unknown[] = [];
  let moduleSources = new Map<string, string>();
  // Plugins report into this list through their context; it is emptied before every refresh.
  const diagnostics: Diagnostic[] = [];
  let bundler: { context: BuildContext; clientEntry: string; entryKey: string } | undefined;

  const ensureBundler = async (site: SiteContent): Promise<NonNullable<typeof bundler>> => {
    const input = site.bundleInput(outDir, cacheDir, 'development');
    const entryKey = [...new Set(input.pageModules)].sort().join('\n');
    if (bundler && bundler.entryKey === entryKey) return bundler;
    await bundler?.context.dispose();
    const { clientEntry } = await writeEntries(input);
    const context = await esbuildContext({ ...clientBuildOptions(input, clientEntry), write: false });
    bundler = { context, clientEntry, entryKey };
    return bundler;
  };

  /** Loads (or reloads) the site. `changedFiles` limits which plugins load their content again. */
  async function refresh(changedFiles: string[] | 'all'): Promise<DevSnapshot> {
    if (changedFiles === 'all' || changedFiles.some((f) => classifyChange(f, siteDir) === 'config') || !config) {
      config = (await loadSiteConfig(siteDir)).config;
      moduleSources = new Map();
      plugins = await initPlugins({ siteDir, outDir, cacheDir, mode: 'development', config, logger: options.logger }, moduleSources, diagnostics);
      contents = [];
    }
    diagnostics.length = 0;
    const watched = plugins.map((p) => (p.watchPaths?.() ?? []).map((w) => path.resolve(siteDir, w)));
    const keep = (index: number) => {
      if (changedFiles === 'all' || contents[index] === undefined) return undefined;
      const touched = changedFiles.some((file) => watched[index]!.some((w) => file === w || file.startsWith(`${w}${path.sep}`)));
      return touched ? undefined : { content: contents[index] };
    };
    const site = await loadSiteContent({ siteDir, config, plugins, moduleSources, diagnostics, logger: options.logger, previous: keep });
    contents = site.loaded.plugins.map((p) => p.content);
    const routes = routeThroughProxies(site.routes, cacheDir);
    const notFound = site.notFound;
    const proxied: SiteContent = { ...site, routes, bundleInput: (o, c, m) => ({ ...site.bundleInput(o, c, m), pageModules: [...routes, notFound].flatMap((r) => [site.resolveComponent(r.component), ...(r.content ? [r.content] : [])]) }) };
    const { context, clientEntry } = await ensureBundler(proxied);
    const result = await context.rebuild();
    const files = new Map<string, MemoryFile>();
    const base = config.baseUrl;
    for (const file of result.outputFiles ?? []) {
      const url = `${base}${path.relative(outDir, file.path).split(path.sep).join('/')}`;
      files.set(url, { body: file.contents, type: file.path.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8' });
    }
    const outputs = readClientOutputs(proxied.bundleInput(outDir, cacheDir, 'development'), result.metafile!, clientEntry);
    const writeJson = createMemoryJsonWriter(files, base);
    const plan = await planRender({ config, version: FOLIO_VERSION, outDir, routes, notFound, resolveComponent: site.resolveComponent, bundle: outputs, globalData: site.loaded.globalData, data: site.loaded.data, writeJson });
    const heads = new Map(routes.map((r) => [normalizeRoutePath(r.path), r.head]));
    return {
      config,
      site: { ...plan.site, dev: true } as SiteData,
      routes: new Map([...plan.clientRoutes].map(([p, route]) => [p, { route, head: heads.get(p) }])),
      notFound: plan.site.notFound,
      entry: { script: outputs.entry.script, css: outputs.entry.css },
      files,
    };
  }

  return {
    refresh,
    async close() {
      await bundler?.context.dispose();
    },
  };
}
