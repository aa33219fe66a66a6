import type { MarkdownCompiler } from '@folio/markdown';
import type { Pluggable } from 'unified';
import type { SiteUrl } from '@folio/client/site-url';
import type { SiteConfig } from '../config/schema.ts';
import type { Logger } from '../logger.ts';

/** Where a diagnostic points: a file and, when known, a line and column (1-based). */
export interface SourcePosition {
  file: string;
  line?: number | undefined;
  column?: number | undefined;
}

/** Head information of a page, rendered by the core into `<head>`. */
export interface RouteHead {
  /** Page title without the site name; the core appends ` | Site`. Empty: the site title alone. */
  title?: string | undefined;
  description?: string | undefined;
  keywords?: string[] | undefined;
  /** Social image path (site-relative or absolute URL). */
  image?: string | undefined;
  /** Ask search engines not to index this page. */
  noIndex?: boolean | undefined;
  /** Makes the page a redirect: a meta refresh to this URL and a canonical link to it. */
  redirectTo?: string | undefined;
  /** Extra `<link rel=alternate>` feeds etc. */
  links?: { rel: string; href: string; type?: string; title?: string }[] | undefined;
}

/** A route a plugin hands to the core. Plain data: the core writes every file. */
export interface RouteConfig {
  /** URL path without the base URL, starting with `/`. */
  path: string;
  /** Page component: `@theme/Name` or an absolute path to a module with a default-exported component. */
  component: string;
  /** Absolute path to a module whose default export is the page body (compiled MDX), if any. */
  content?: string | undefined;
  /** JSON-serialisable props given to the page component. */
  props?: unknown;
  /** Shared JSON data for the page: prop name → data name created with `actions.createData`. */
  data?: Record<string, string> | undefined;
  /** Head tags of the page. */
  head?: RouteHead | undefined;
  /** The file the page comes from, for diagnostics and the link checker. */
  sourceFile?: string | undefined;
  /** Leave the page out of the sitemap (redirects, drafts in dev, unlisted pages). */
  noSitemap?: boolean | undefined;
  /** Internal: set by the core to the plugin that added the route. */
  plugin?: string | undefined;
}

/** What `contentLoaded` may do. */
export interface PluginActions {
  addRoute(route: RouteConfig): void;
  /** Data every page can read through `useGlobalData(pluginName)`; keep it small, it is inlined in pages. */
  setGlobalData(data: unknown): void;
  /** Shared JSON (e.g. a version's sidebar) fetched once by the pages that name it in `route.data`. */
  createData(name: string, value: unknown): void;
}

/** What every plugin gets from the core. No globals: everything a plugin needs is here. */
export interface PluginContext {
  siteDir: string;
  outDir: string;
  /** Cache folder of this site (`.folio`); plugins keep caches below it. */
  cacheDir: string;
  baseUrl: string;
  /** The site's URLs: joins the base URL to site paths, strips it, makes absolute URLs from the config's `url`. */
  siteUrl: SiteUrl;
  mode: 'production' | 'development';
  siteConfig: SiteConfig;
  /** The site's config file, relative to the site folder (`site.config.ts`, `docusaurus.config.js`): what messages about options name. */
  configFile: string;
  logger: Logger;
  /**
   * The site's Markdown compiler, shared by every plugin of the build (or development session)
   * and closed by it: compiles through the compile cache in worker threads, or only scans files
   * in the development server.
   */
  compiler: MarkdownCompiler;
  /**
   * Writes a JavaScript module into the content-addressed module store and returns its absolute
   * path. `sourceFile` lets its relative imports resolve from the original file's folder.
   */
  createModule(code: string, extension?: string, sourceFile?: string): string;
  /** Reports a problem with a position; errors fail the build after every plugin has run. */
  report(diagnostic: Diagnostic): void;
  /**
   * Intrinsic sizes of the site-path images among `srcs` (`/img/a.svg`, as written in content)
   * that are files in the site's static folders, keyed by src; others are left out. Content
   * plugins hand them to the theme so such images are sized before they load (no layout shift).
   */
  staticImageSizes(srcs: readonly string[]): Promise<Record<string, StaticImageSize>>;
}

/** Intrinsic size of an image, in CSS pixels. */
export interface StaticImageSize {
  width: number;
  height: number;
}

/** A positioned problem. */
export interface Diagnostic extends SourcePosition {
  severity: 'error' | 'warning';
  message: string;
  /** Lines of source around the position, already formatted. */
  codeFrame?: string | undefined;
}

/** The plugin object a factory returns. Every hook is optional and takes one object. */
export interface Plugin<Content = unknown> {
  name: string;
  loadContent?(): Promise<Content> | Content;
  /**
   * Development only: loads the content again after `changedFiles` (all below the plugin's
   * watchPaths) changed, reusing the parts of `previous` they cannot have touched. Without it the
   * dev server calls loadContent.
   */
  reloadContent?(args: { previous: Content; changedFiles: string[] }): Promise<Content> | Content;
  contentLoaded?(args: { content: Content; actions: PluginActions }): Promise<void> | void;
  /**
   * After every plugin's contentLoaded, before bundling and rendering (in the build and the dev
   * server): every route of the site, final, with the shared data. A plugin reads what other
   * plugins made here, and may fill in head fields they left unset (a social image, say).
   */
  routesLoaded?(args: RoutesLoadedArgs): Promise<void> | void;
  postBuild?(args: PostBuildArgs<Content>): Promise<void> | void;
  /** Extra Markdown transforms for every Markdown file of the site. */
  markdown?: { remarkPlugins?: Pluggable[]; rehypePlugins?: Pluggable[] } | undefined;
  /** Files and folders the dev server watches for this plugin. */
  watchPaths?(): string[];
  /** Commands the plugin adds to the CLI, e.g. `docs:version`; `args` are the positional arguments. */
  commands?: Record<string, { usage: string; run(args: string[]): Promise<void> }> | undefined;
}

/** What `routesLoaded` gets. */
export interface RoutesLoadedArgs {
  /** Every route of the site, from every plugin, in plugin order (the not-found page aside). */
  routes: readonly FinalRoute[];
  /** Shared data by name, from every plugin's `createData` (sidebars, version metadata, …). */
  data: ReadonlyMap<string, unknown>;
  /**
   * Fills head fields of the route(s) at `path` (as in `route.path`) that the route leaves unset;
   * fields it sets itself win, as does an earlier plugin's default. Unknown paths are ignored.
   */
  setHeadDefaults(path: string, head: RouteHead): void;
}

/** What `postBuild` gets: the final routes, the pages as rendered, the scripts, and where to write extra files. */
export interface PostBuildArgs<Content = unknown> {
  content: Content;
  outDir: string;
  routes: FinalRoute[];
  /** Every page the build rendered (the 404 page included), sorted by path. */
  pages: BuiltPage[];
  /** The app's browser scripts and how they import each other, from esbuild's metafile. */
  scripts: BuildScripts;
  /** Writes a file below outDir (the core owns the output folder). */
  writeFile(relativePath: string, data: string | Uint8Array): Promise<void>;
  /**
   * Copies a file (an absolute path, such as one of the plugin's cache) to a path below outDir;
   * a file unchanged since the last build is linked from its output, neither read nor written.
   */
  copyFile(relativePath: string, from: string): Promise<void>;
}

/** One part of a page's searchable content: the opening text (no heading) or an h2/h3 section. */
export interface PageSearchSection {
  /** Heading text; empty for the opening text. */
  heading: string;
  /** Heading id (the anchor); empty for the opening text. */
  id: string;
  text: string;
}

/** The searchable content of a rendered page: its title, and its text by section with anchors. */
export interface PageSearchDocument {
  /** Text of the first h1 in the content; empty when there is none. */
  title: string;
  /** The opening text first, then one entry per h2/h3 with an id, in document order. */
  sections: PageSearchSection[];
  /** Which element the content came from: the one marked `data-search-content`, else `<main>`. */
  source: 'data-search-content' | 'main';
}

/** A page as the build rendered it. */
export interface BuiltPage {
  /** Route path (`/404.html` for the not-found page). */
  path: string;
  permalink: string;
  /** Output file relative to outDir, as in FinalRoute. */
  outFile: string;
  /** Its searchable content; undefined when the page has neither a `data-search-content` element nor `<main>`. */
  search?: PageSearchDocument | undefined;
  /** URLs of the module scripts its HTML loads: the entry script, then the modulepreloads. */
  scripts: string[];
}

/** A browser script of the app bundle (by URL in BuildScripts): what it imports and which npm packages' code it holds. */
export interface BuiltScript {
  /** Scripts it imports statically (URLs). */
  imports: string[];
  /** Scripts it imports on demand with `import()` (URLs). */
  dynamicImports: string[];
  /** npm packages whose code it contains (`lunr`, `@scope/name`). */
  packages: string[];
}

/** The app's browser scripts by URL (base URL included). Content modules, bundled apart, are not listed. */
export type BuildScripts = Record<string, BuiltScript>;

/** A route after the core has resolved its output file and URL. */
export interface FinalRoute extends RouteConfig {
  plugin: string;
  /** Absolute URL path including the base URL. */
  permalink: string;
  /** Output file relative to outDir. */
  outFile: string;
}

/** A plugin factory: `(context, options) => plugin`. */
export type PluginFactory<Options = any> = (context: PluginContext, options: Options) => Plugin<any> | Promise<Plugin<any>>;
