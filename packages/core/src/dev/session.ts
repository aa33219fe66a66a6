import path from 'node:path';
import { claimEsbuild } from '@folio/markdown';
import type { ClientRoute, SiteData } from '@folio/client';
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AppChunk } from '../bundle/app-build.ts';
import { isStoreModule, mediaStoreDir, type BundleInput } from '../bundle/bundle.ts';
import { storeName } from '../bundle/content-build.ts';
import { createMediaStore } from '../bundle/media.ts';
import { reportSwizzles, resolveComponentFor, routeAdapterFor, siteBundleInput, type SiteContent } from '../site/site-content.ts';
import { classifyChange, type ChangeKind } from '../site/changes.ts';
import { createSite } from '../site/create-site.ts';
import type { SiteConfig } from '../config/schema.ts';
import type { Logger } from '../logger.ts';
import { planRender } from '../render/plan.ts';
import { normalizeRoutePath } from '../routes/paths.ts';
import { FOLIO_VERSION } from '../version.ts';
import { createDevApp, devAppLayout, type DevAppLayout } from './dev-app.ts';
import { createDevContent, devContentUrl, type DevContentResult } from './dev-content.ts';
import { createMemoryJsonWriter, type MemoryFile } from './memory-files.ts';
import { devSharedSpecifiers } from './shared-superset.ts';
import { createPageCompiles } from './page-compiles.ts';
import { timed } from '../timeline.ts';
import { createLatestRuns } from './latest-runs.ts';

/** What the dev server serves at one moment. */
export interface DevSnapshot {
  config: SiteConfig;
  site: SiteData;
  routes: Map<string, { route: ClientRoute; head: SiteContent['routes'][number]['head'] }>;
  notFound: ClientRoute;
  entry: { script: string; css: string[] };
  files: Map<string, MemoryFile>;
  /** Revision of the site: content module URLs carry it, so an edit makes browsers fetch them again. */
  revision: number;
}

/** The watcher's view of a changed file (kept here for the dev server's callers). */
export { classifyChange, type ChangeKind };

/** How many revisions an older app chunk or JSON file stays served after it changed. */
const KEEP_REVISIONS = 5;
/** How many times the page worker compiles a page the browser shows before its first save (see warmPageWorker). */
const WARM_RUNS = 2;

/**
 * The development pipeline kept in memory, around one Site object: plugins stay loaded and only
 * those whose files changed load their content again (`site.reload`; Markdown is scanned, not
 * compiled, until a page needs it); the app is an incremental esbuild context; content modules are
 * bundled when a page asks for them. Pages are not prerendered: the Site's bundle and render
 * phases run only when a post-build file is asked for (see site-outputs.ts).
 */
export function createDevSession(options: { siteDir: string; logger: Logger; reactDevelopment?: boolean | undefined; onAppBuilt?: ((error: Error | undefined) => void) | undefined }) {
  // React's production build unless asked otherwise: pages render as in the built site, and fast.
  const nodeEnv = options.reactDevelopment ? 'development' : 'production';
  // Scans Markdown at first and compiles a page's file when it is asked for; modules stay in
  // memory, where the dev server's bundles read them.
  const site = createSite({ siteDir: options.siteDir, mode: 'development', outDir: path.join('.folio', 'dev-out'), logger: options.logger, scanFirst: true, inMemoryModules: true, nodeEnv });
  const { siteDir, cacheDir, outDir, compiler } = site;
  const compiles = createPageCompiles(compiler, cacheDir);
  /** Markdown files of the pages whose HTML was asked for, and those the page worker was warmed on. */
  const openedSources = new Set<string>();
  const warmedSources = new Set<string>();
  // The app's incremental context lives in esbuild's service: no build in this process may stop it.
  const esbuild = claimEsbuild();
  const media = createMediaStore(mediaStoreDir(cacheDir));
  const app = createDevApp({ media, cacheDir });
  const content = createDevContent({ media });
  let revision = 0;
  let bundleInput: BundleInput | undefined;
  let layout: (DevAppLayout & { pageChunks: Map<string, AppChunk> }) | undefined;
  /** The app bundle under way or done; its files are served when it is done. */
  const appBuilds = createLatestRuns();
  const appFiles = new Map<string, MemoryFile & { build: number }>();

  const storeModules = new Map<string, string>();
  let currentModules = new Set<string>();
  const served = new Map<string, MemoryFile & { revision: number }>();

  /** Where the app for a config will be, with the chunk of each theme component that is a page component. */
  function appLayoutFor(forConfig: SiteConfig) {
    reportSwizzles(siteDir, forConfig, options.logger);
    const input = siteBundleInput({ siteDir, config: forConfig, moduleSources: site.setup.moduleSources, outDir, cacheDir, mode: 'development', nodeEnv });
    const shared = devSharedSpecifiers(siteDir, input.alias);
    const planned = devAppLayout(input, shared);
    const resolve = resolveComponentFor(siteDir, forConfig);
    const pageChunks = new Map<string, AppChunk>();
    // A route adapter is not the component its specifier names: it is bundled on request like a site page.
    for (const [specifier, chunk] of planned.sharedChunks) if (specifier.startsWith('@theme/') && !routeAdapterFor(specifier)) pageChunks.set(resolve(specifier), chunk);
    return { input, shared, layout: { ...planned, pageChunks } };
  }

  /**
   * Bundles the app in the background: pages that ask for its files wait for it. Files of the
   * last few builds stay served (an open page may still load a chunk of an earlier one). Builds
   * run one at a time (see createLatestRuns): one that changes the app's shared modules replaces
   * the esbuild context, which must not be disposed under a rebuild still running, and an earlier
   * build must not end last and put its files back.
   */
  function startAppBuild(input: BundleInput, shared: readonly string[]): void {
    appBuilds.queue((number) => timed(`app bundle ${number}`, () => app.build(input, shared)).then(
      (files) => {
        for (const [url, file] of files) appFiles.set(url, { ...file, build: number });
        for (const [url, file] of appFiles) if (file.build < number - KEEP_REVISIONS) appFiles.delete(url);
        if (number === appBuilds.latest) options.onAppBuilt?.(undefined);
      },
      (error: unknown) => {
        if (number === appBuilds.latest) options.onAppBuilt?.(error as Error);
      },
    ));
  }

  /** A module-store file that re-exports a page component, so it is bundled on request like content. */
  const wrappers = new Map<string, string>();
  function pageWrapper(component: string): string {
    let wrapper = wrappers.get(component);
    if (!wrapper) {
      wrapper = path.join(cacheDir, 'modules', `page-${createHash('sha256').update(component).digest('hex').slice(0, 16)}.jsx`);
      mkdirSync(path.dirname(wrapper), { recursive: true });
      writeFileSync(wrapper, `export { default } from ${JSON.stringify(component)};\n`);
      wrappers.set(component, wrapper);
    }
    site.setup.moduleSources.set(wrapper, component);
    return wrapper;
  }

  /**
   * Loads (or reloads) the site. `changedFiles` limits which plugins load their content again
   * ('content': all of them, 'all': config and plugins too); `rebuildApp` rebuilds the app bundle.
   */
  async function refresh(changedFiles: string[] | 'all' | 'content', rebuildApp = true): Promise<DevSnapshot> {
    // The page worker needs no config: it loads its compiler on another core while this thread
    // loads the config. The app depends on the config only, and its entries have fixed URLs. At
    // the first load it is bundled as soon as the config is loaded, while the content loads: the
    // first page needs the three. Later the app is bundled after the content, so that a reload
    // that fails leaves the app as it was.
    if (!layout) compiles.start();
    let earlyApp = false;
    const onConfigLoaded = layout
      ? undefined
      : (loadedConfig: SiteConfig) => {
          const planned = appLayoutFor(loadedConfig);
          layout = planned.layout;
          earlyApp = true;
          startAppBuild(planned.input, planned.shared);
        };
    const { content: loaded, configLoaded } = await site.reload(changedFiles, { onConfigLoaded });
    const { config } = site;
    const plannedApp = !earlyApp && (rebuildApp || configLoaded || !layout) ? appLayoutFor(config) : undefined;
    if (plannedApp) layout = plannedApp.layout;
    const appNow = layout!;
    revision += 1;
    content.forgetBefore(revision);
    const store = site.setup.modules;
    const input: BundleInput = { ...loaded.bundleInput(outDir, cacheDir, 'development'), nodeEnv, moduleCode: (file) => store.unwrittenCode(file), scannedInput: compiler.scannedInput, compileMarkdown: compiles.opened };
    bundleInput = input;
    const client = new Map<string, AppChunk>();
    const modules = new Set<string>();
    for (const module of new Set(input.pageModules)) {
      const chunk = isStoreModule(module, cacheDir) ? undefined : appNow.pageChunks.get(module);
      if (chunk) {
        client.set(module, chunk);
        continue;
      }
      // Content, and page components that are not theme components: bundled on request.
      const store = isStoreModule(module, cacheDir) ? module : pageWrapper(module);
      modules.add(store);
      client.set(module, { url: devContentUrl(config.baseUrl, store, revision), imports: [] });
    }
    currentModules = modules;
    // Modules of earlier revisions stay reachable: an open page may still prefetch them.
    for (const module of currentModules) storeModules.set(storeName(module), module);
    const fresh = new Map<string, MemoryFile>();
    const writeJson = createMemoryJsonWriter(fresh, config.baseUrl);
    const plan = await planRender({ config, version: FOLIO_VERSION, outDir, routes: loaded.routes, notFound: loaded.notFound, resolveComponent: loaded.resolveComponent, bundle: { entry: appNow.entry, client }, globalData: loaded.loaded.globalData, data: loaded.loaded.data, writeJson });
    const heads = new Map(loaded.routes.map((r) => [normalizeRoutePath(r.path), r.head]));
    // Files keep their content-hashed URLs for a few revisions: a page loaded before an edit may still ask for them.
    for (const [url, file] of fresh) served.set(url, { ...file, revision });
    for (const [url, file] of served) if (file.revision < revision - KEEP_REVISIONS) served.delete(url);
    const files = new Map<string, MemoryFile>(served);
    // The page's HTML goes out meanwhile, and its scripts wait for the bundle.
    if (plannedApp) startAppBuild(plannedApp.input, plannedApp.shared);
    return {
      config,
      site: { ...plan.site, dev: true } as SiteData,
      routes: new Map([...plan.clientRoutes].map(([p, route]) => [p, { route, head: heads.get(p) }])),
      notFound: plan.site.notFound,
      // The stylesheet's URL changes with each build, so open pages load the new one.
      entry: { script: appNow.entry.script, css: appNow.entry.css.map((url) => `${url}?v=${appBuilds.latest}`) },
      files,
      revision,
    };
  }

  return {
    refresh,
    /** What a changed file is to the site (see classifyChange), knowing the files the config is made of. */
    classify(file: string): ChangeKind {
      return classifyChange(file, siteDir, site.setup.configFiles);
    },
    /** The module store file a content URL names, if it is one of the site's. */
    contentModule(storeFileName: string): string | undefined {
      return storeModules.get(storeFileName);
    },
    /** True while the site has this content module. */
    hasModule(module: string): boolean {
      return currentModules.has(module);
    },
    /** The content modules compiled from a source file. */
    modulesOf(sourceFile: string): string[] {
      return [...currentModules].filter((m) => site.setup.moduleSources.get(m) === sourceFile);
    },
    /**
     * Starts bundling the content modules a page's route names (its page component when that is
     * bundled on request, and its content), which the browser asks for right after the page's
     * HTML: they are ready, or under way, when it does.
     */
    prepare(route: ClientRoute): void {
      for (const url of [route.c, route.m]) {
        const module = url === undefined ? undefined : storeModules.get(path.posix.basename(url.replace(/\?.*$/, ''), '.js'));
        if (!module || !currentModules.has(module)) continue;
        void this.bundleContent(module);
        const source = site.setup.moduleSources.get(module);
        if (source && /\.mdx?$/.test(source)) openedSources.add(source);
      }
    },
    /** Warms the page worker on the Markdown of the pages opened so far (see PageCompiles.warmOn), once. */
    async warmPageWorker(): Promise<void> {
      const files = [...openedSources].filter((file) => !warmedSources.has(file));
      for (const file of files) warmedSources.add(file);
      await compiles.warmOn(files, WARM_RUNS);
    },
    /**
     * Bundles a content module for the browser (once per revision). Its Markdown compiles in the
     * page worker, or, for a module `asked` for without its page being opened (a prefetch, a
     * request before any HTML), in the background pool (see PageCompiles.asked).
     */
    bundleContent(module: string, asked = false): Promise<DevContentResult> {
      if (!bundleInput || !layout) return Promise.resolve({ error: new Error('The site is still loading.') });
      return content.get(asked ? { ...bundleInput, compileMarkdown: compiles.asked } : bundleInput, module, revision, layout.sharedUrls);
    },
    /** A file of the app bundle, once the bundles under way are done (undefined if it has no such file). */
    async appFile(url: string): Promise<MemoryFile | undefined> {
      await appBuilds.idle();
      return appFiles.get(url);
    },
    /** Bundles a content module from the files as they are now, before the site is loaded again (its Markdown ahead of other pages'). */
    bundleLatest(module: string): Promise<DevContentResult> {
      if (!bundleInput || !layout) return Promise.resolve({ error: new Error('The site is still loading.') });
      return content.now({ ...bundleInput, compileMarkdown: compiles.saved }, module, layout.sharedUrls);
    },
    /** Starts compiling a saved Markdown file, ahead of other pages (see PageCompiles.startSaved). */
    compileSaved: (file: string): Promise<void> => compiles.startSaved(file),
    /** The site path of a content module's URL, without its revision. */
    contentPath(module: string): string {
      return devContentUrl(site.setup.config.baseUrl, module, revision).replace(/\?.*$/, '');
    },
    /** Folder of the media files content and the app publish. */
    mediaDir: mediaStoreDir(cacheDir),
    /** The session's Markdown compiler (scanning first): the background compile and build use it too. */
    compiler,
    /** The Site object the session keeps loaded: the later phases (bundle, render, postBuild) run on it on demand. */
    site,
    async close() {
      await app.close();
      esbuild.release();
      await site.close();
    },
  };
}

/** The development pipeline of one dev server (see createDevSession). */
export type DevSession = ReturnType<typeof createDevSession>;
