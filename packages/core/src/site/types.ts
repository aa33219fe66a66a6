import type { ConfigSource, MarkdownCompiler } from '@folio/markdown';
import type { BundleResult } from '../bundle/bundle.ts';
import type { SiteConfig } from '../config/schema.ts';
import type { Logger } from '../logger.ts';
import type { OutputTarget } from '../output/output-target.ts';
import type { ModuleStore } from '../plugin/module-store.ts';
import type { BuiltPage, Diagnostic, Plugin } from '../plugin/types.ts';
import type { RenderedPage } from '../render/jobs.ts';
import type { WarmRenderWorker } from '../render/warm-worker.ts';
import type { SiteContent } from './site-content.ts';

/** How to make a Site (see createSite). */
export interface SiteOptions {
  siteDir: string;
  mode?: 'production' | 'development' | undefined;
  /** The output folder, relative to the site folder (what plugins see as `outDir`); default `build`. */
  outDir?: string | undefined;
  logger?: Logger | undefined;
  /**
   * The Markdown compiler to use, left open by `close()` (a caller that shares one keeps it); by
   * default the site makes one, scanning first when `scanFirst` is set, and closes it.
   */
  compiler?: MarkdownCompiler | undefined;
  /** The site's own compiler only scans Markdown until a page needs it (the development server's way). */
  scanFirst?: boolean | undefined;
  /** Keep the module store in memory instead of writing it below `.folio/modules` (the development server). */
  inMemoryModules?: boolean | undefined;
  /** The `process.env.NODE_ENV` the bundles see; defaults to the mode. */
  nodeEnv?: 'production' | 'development' | undefined;
}

/** What a Site is made of before anything is loaded: folders, mode, logger and compiler. */
export interface SiteBase {
  siteDir: string;
  /** The site's cache folder, `.folio`. */
  cacheDir: string;
  /** The output folder plugins are told of (absolute). */
  outDir: string;
  mode: 'production' | 'development';
  nodeEnv: 'production' | 'development';
  logger: Logger;
  compiler: MarkdownCompiler;
  inMemoryModules: boolean;
}

/** A site's config and its plugins, started with it: what stays until the config changes. */
export interface SiteSetup {
  config: SiteConfig;
  /** Absolute path of the config file. */
  configFile: string;
  /** The config file and the local files it imports. */
  configFiles: ReadonlySet<string>;
  configSource: ConfigSource;
  plugins: Plugin<any>[];
  /** Module store file → the source file it was compiled from. */
  moduleSources: Map<string, string>;
  modules: ModuleStore;
  /** What the plugins report through their context; emptied before every load of the content. */
  diagnostics: Diagnostic[];
}

/** The pages of one render, as the link checker and postBuild need them. */
export interface RenderedSite {
  /** Each rendered page with its links and ids (absolute output files). */
  pages: RenderedPage[];
  /** The same pages as postBuild sees them (output files relative to the output folder). */
  built: BuiltPage[];
  /** How many page bodies came from the render cache. */
  fromCache: number;
}

/** What postBuild gets from the phases before it. */
export interface PostBuildInput {
  /** The folder the site was bundled and rendered into. */
  outDir: string;
  pages: BuiltPage[];
  bundle: Pick<BundleResult, 'scripts'>;
  /** How files get into `outDir` (see OutputTarget); by default they are written. */
  output?: OutputTarget | undefined;
  /** Where plugins' files go; by default into `outDir` through `output`. */
  writeFile?: ((relativePath: string, data: string | Uint8Array) => Promise<void>) | undefined;
}

/** The result of loading or reloading a site's content. */
export interface LoadResult {
  content: SiteContent;
  /** True when the config (and with it the plugins and module store) was loaded anew. */
  configLoaded: boolean;
}

/**
 * One site, loaded once and worked on phase by phase: its config, plugins, loaded content,
 * module store, compiler and caches live here, and each phase is one method. A build calls them
 * in order; the development server loads the content, reloads it on every change and runs the
 * later phases on demand.
 */
export interface Site extends Readonly<SiteBase> {
  /** The config (after `loadConfig`). */
  readonly config: SiteConfig;
  /** The config and its plugins (after `loadConfig`). */
  readonly setup: SiteSetup;
  /** The content as last loaded (after `loadContent`). */
  readonly content: SiteContent;
  /** Loads the config and starts the plugins, with a fresh module store; forgets loaded content. */
  loadConfig(): Promise<SiteConfig>;
  /** Runs the plugins' content phases and makes the final routes (loading the config first if needed). */
  loadContent(): Promise<SiteContent>;
  /**
   * Loads the content again after files changed: only plugins watching a changed file load theirs
   * again (`'content'`: every plugin; `'all'` or a changed config file: the config and plugins too).
   * `onConfigLoaded` is called when the config was loaded anew, before the content loads (work
   * that needs the config alone, such as bundling the app, can start then).
   */
  reload(changedFiles: readonly string[] | 'all' | 'content', options?: { onConfigLoaded?: ((config: SiteConfig) => void) | undefined }): Promise<LoadResult>;
  /** Bundles the browser and server code of every page into an output folder (a path, or a target that says how files get there). */
  bundle(output: string | OutputTarget): Promise<BundleResult>;
  /**
   * Copies the static folders and prerenders every page into an output folder; fails naming every
   * page that did not render. `warmWorker`: a render worker started ahead (see startRenderWorker).
   */
  render(output: string | OutputTarget, bundle: BundleResult, warmWorker?: WarmRenderWorker): Promise<RenderedSite>;
  /** Runs each plugin's postBuild; returns each plugin's share in milliseconds, by plugin name. */
  postBuild(input: PostBuildInput): Promise<Record<string, number>>;
  /** Checks the rendered pages' links and anchors against `outDir` (its files listed when not given: relative, `/`); returns every site-wide error at severity `throw`. */
  checkLinks(outDir: string, rendered: RenderedSite, files?: string[]): Promise<string[]>;
  /** Closes what the site opened (its compiler's workers). */
  close(): Promise<void>;
}
