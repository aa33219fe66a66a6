import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { BuildOptions, Loader, Plugin as EsbuildPlugin } from 'esbuild';
import { writeFileWhole, type ScannedInput } from '@folio/markdown';
import { diagnosticsError } from '../diagnostics.ts';
import { readFile, writeFile } from '../output/limited-fs.ts';
import type { BuildScripts, RouteHead } from '../plugin/types.ts';
import { aliasPlugin, aliasTable, type AliasOptions } from './aliases.ts';
import { bundleApp } from './app-build.ts';
import { assetsPlugin } from './assets-plugin.ts';
import { sassPlugin } from './sass.ts';
import { siteRootImportsPlugin } from './site-root-imports.ts';
import { codePlugin } from './code-plugin.ts';
import { siteReactAliases } from './site-react.ts';
import { svgPlugin } from './svg-plugin.ts';
import { cssModulesPlugin } from './css-modules-plugin.ts';
import { cssUrlPlugin } from './css-url-plugin.ts';
import { bundleContent, isStoreModule, storeName } from './content-build.ts';
import { chunksForDiagrams } from './mermaid-chunks.ts';
export { isStoreModule } from './content-build.ts';
import { isBuildFailure, toBundleDiagnostics } from './errors.ts';
import { checkSharedImports, explainMissingExports } from './missing-exports.ts';
import { contentImportsPlugin, externalPackagesPlugin, rawImportsPlugin } from './content-imports.ts';
import { imagePlugin } from './image-plugin.ts';
import { fileLinkPlugin } from './file-link-plugin.ts';
import { markdownPlugin, type MarkdownPluginOptions, type MarkdownPluginTransforms } from './markdown-plugin.ts';
import { createMediaStore, type PublishMedia } from './media.ts';
import { mergeSharedNames, replaceSharedImports } from './shared-imports.ts';
import { optionsKey, toolchainKey } from './toolchain.ts';
import { createSiteUrl } from '@folio/client/site-url';
import { assetUrl } from '../output/assets.ts';
import { plainOutput, type OutputTarget } from '../output/output-target.ts';

/** What to bundle for one site. */
export interface BundleInput {
  siteDir: string;
  cacheDir: string;
  /** The (temporary) output folder; assets go to `assets/`. */
  outDir: string;
  /** How files get into `outDir`; by default they are written. */
  output?: OutputTarget | undefined;
  baseUrl: string;
  mode: 'production' | 'development';
  /** The `process.env.NODE_ENV` the bundles see, which picks React's build; defaults to the mode. */
  nodeEnv?: 'production' | 'development' | undefined;
  alias: AliasOptions;
  /** Every page component and content module, absolute paths. */
  pageModules: string[];
  /** CSS files bundled into the entry, theme first, then the site's customCss. */
  cssFiles: string[];
  /** The site's static folders, absolute (where CSS `url(/img/x.svg)` is found); default `<siteDir>/static`. */
  staticDirs?: string[] | undefined;
  /** Module store file → the source file it was compiled from. */
  moduleSources: ReadonlyMap<string, string>;
  /** Code of module store files kept in memory, not on disk (the development server's). */
  moduleCode?: ((file: string) => string | undefined) | undefined;
  /** Extra esbuild plugins. */
  plugins?: EsbuildPlugin[];
  /** Site remark/rehype plugins for Markdown imported from code (partials): the config's `markdown` lists. */
  markdown?: MarkdownPluginTransforms;
  /** The compile options of a Markdown file the development server only scanned (MarkdownCompiler.scannedInput). */
  scannedInput?: ((file: string) => ScannedInput | undefined) | undefined;
  /** How imported Markdown compiles (see MarkdownPluginOptions.compile); default on the bundling thread. */
  compileMarkdown?: MarkdownPluginOptions['compile'];
}

/** Where each piece ended up. URLs include the base URL. */
export interface BundleResult {
  /** Entry script URL and every chunk it imports statically (for modulepreload). */
  entry: { script: string; imports: string[]; css: string[] };
  /**
   * Browser chunk URL of a page module, the chunks it imports statically, and those it imports on
   * demand once shown (the code of its Mermaid diagrams), which a prefetch of its page takes too.
   */
  client: Map<string, { url: string; imports: string[]; lazy?: string[] }>;
  /** Server-side file of a page module. */
  server: Map<string, string>;
  /** Server entry exporting `renderPage` and `Shell`. */
  serverEntry: string;
  /** The `head` export of React page components that have one. */
  heads: Map<string, RouteHead>;
  /** The app's browser scripts by URL, with their imports (see BuildScripts). */
  scripts: BuildScripts;
}

function shortHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 8);
}

/** A page module's output name; hashed on its path from the site, so the output does not depend on where the site sits. */
function entryName(file: string, siteDir: string): string {
  const base = path.basename(file).replace(/\.[^.]+$/, '');
  const named = base === 'index' ? path.basename(path.dirname(file)) : base;
  return `${named.replace(/[^A-Za-z0-9_-]/g, '_')}-${shortHash(path.relative(siteDir, file).split(path.sep).join('/'))}`;
}

export async function writeEntries(input: BundleInput): Promise<{ clientEntry: string; serverEntry: string }> {
  const dir = path.join(input.cacheDir, 'entries');
  await mkdir(dir, { recursive: true });
  const clientEntry = path.join(dir, 'client-entry.tsx');
  const serverEntry = path.join(dir, 'server-entry.tsx');
  const css = input.cssFiles.map((file) => `import ${JSON.stringify(file)};`).join('\n');
  await writeFile(
    clientEntry,
    `${css}\nimport { boot } from '@folio/client/boot';\nimport Shell from '@theme/Root';\nimport { renderLoadError } from '@theme/PageLoadError';\nvoid boot({ Shell, renderLoadError });\n`,
  );
  await writeFile(serverEntry, `export { renderPage } from '@folio/client/server';\nexport { default as Shell } from '@theme/Root';\n`);
  return { clientEntry, serverEntry };
}

/** esbuild options shared by the browser and server builds. */
function sharedOptions(input: BundleInput) {
  return {
    bundle: true,
    splitting: true,
    format: 'esm' as const,
    jsx: 'automatic' as const,
    metafile: true,
    absWorkingDir: input.siteDir,
    alias: aliasTable(input.alias),
    logLevel: 'silent' as const,
    legalComments: 'none' as const,
    resolveExtensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
    // Docusaurus sites write JSX in .js files (the classic template's pages do).
    loader: { '.js': 'jsx' } as Record<string, Loader>,
    define: { 'process.env.NODE_ENV': JSON.stringify(input.nodeEnv ?? input.mode) },
  };
}

function sharedPlugins(input: BundleInput, platform: 'browser' | 'node', publish: PublishMedia | undefined): EsbuildPlugin[] {
  // CSS url()s, CSS modules, SVG, image and code imports first: their requests must not be taken for plain files.
  return [
    cssUrlPlugin({ siteDir: input.siteDir, staticDirs: input.staticDirs ?? [path.join(input.siteDir, 'static')], baseUrl: input.baseUrl, publish }),
    siteRootImportsPlugin({ siteDir: input.siteDir }),
    cssModulesPlugin({ siteDir: input.siteDir, platform }),
    sassPlugin({ siteDir: input.siteDir, platform }),
    svgPlugin({ cacheDir: input.cacheDir }),
    codePlugin({ moduleSources: input.moduleSources }),
    rawImportsPlugin(),
    contentImportsPlugin(input.moduleSources, input.moduleCode),
    aliasPlugin(input.alias),
    markdownPlugin({ cacheDir: input.cacheDir, transforms: input.markdown, scannedInput: input.scannedInput, compile: input.compileMarkdown }),
    ...(input.plugins ?? []),
  ];
}

/** Page entry points sorted by output name: esbuild's chunking follows entry order, which must not follow route or completion order. */
export function pageEntryPoints(input: BundleInput) {
  return [...new Set(input.pageModules)]
    .map((file) => ({ in: file, out: entryName(file, input.siteDir) }))
    .sort((a, b) => (a.out < b.out ? -1 : a.out > b.out ? 1 : a.in < b.in ? -1 : a.in > b.in ? 1 : 0));
}

/** esbuild options for one platform, without entries or output folder; `first` plugins run before Folio's own. */
export function esbuildOptionsFor(input: BundleInput, platform: 'browser' | 'node', extra: { publish: PublishMedia | undefined; first?: EsbuildPlugin[] }): BuildOptions {
  const images = imagePlugin({ cacheDir: input.cacheDir, baseUrl: input.baseUrl, publish: extra.publish, moduleSources: input.moduleSources });
  const assets = assetsPlugin({ baseUrl: input.baseUrl, publish: extra.publish });
  const fileLinks = fileLinkPlugin({ baseUrl: input.baseUrl, publish: extra.publish });
  if (platform === 'browser') {
    return {
      ...sharedOptions(input),
      alias: { ...aliasTable(input.alias), ...siteReactAliases(input.siteDir) },
      platform: 'browser',
      target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
      minify: input.mode === 'production',
      plugins: [...(extra.first ?? []), images, fileLinks, ...sharedPlugins(input, 'browser', extra.publish), assets],
    };
  }
  return {
    ...sharedOptions(input),
    platform: 'node',
    target: 'node20',
    loader: { '.js': 'jsx', '.css': 'empty' },
    // So a component that throws while prerendering is named by its source file and line.
    sourcemap: 'inline',
    sourcesContent: false,
    plugins: [...(extra.first ?? []), images, fileLinks, ...sharedPlugins(input, 'node', undefined), assets, externalPackagesPlugin()],
  };
}

/** Where media files are kept by content-hashed name (the dev server serves them from there). */
export function mediaStoreDir(cacheDir: string): string {
  return path.join(cacheDir, 'bundle', 'media');
}

/** What, besides the files esbuild reads, decides a build's output. */
function buildKey(input: BundleInput): string {
  return optionsKey({ toolchain: toolchainKey(), mode: input.mode, nodeEnv: input.nodeEnv ?? input.mode, baseUrl: input.baseUrl, alias: aliasTable(input.alias), themeComponents: input.alias.themeComponents, css: input.cssFiles, staticDirs: input.staticDirs ?? null, markdown: input.markdown ?? null, plugins: (input.plugins ?? []).map((p) => p.name) });
}

function contentHash(code: string): string {
  return createHash('sha256').update(code).digest('hex').slice(0, 10);
}

async function writeIfMissing(file: string, code: string): Promise<void> {
  if (existsSync(file)) return;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFileWhole(file, code);
}

/**
 * Builds the browser and server bundles. Content modules (compiled Markdown) are bundled one by
 * one and cached; the app (entry, page components, what content shares with it) is bundled with
 * code splitting and cached as a whole; then content imports are pointed at the app's files. So a
 * build after an edit bundles only what the edit touched.
 */
export async function bundleSite(input: BundleInput): Promise<BundleResult> {
  try {
    return await bundleParts(input);
  } catch (error) {
    const diagnostics = isBuildFailure(error) ? toBundleDiagnostics(error, input.siteDir, input.moduleSources) : undefined;
    throw diagnostics ? diagnosticsError(await explainMissingExports(diagnostics, input.siteDir), input.siteDir) : error;
  }
}

async function bundleParts(input: BundleInput): Promise<BundleResult> {
  const { clientEntry, serverEntry } = await writeEntries(input);
  const output = input.output ?? plainOutput(input.outDir);
  const media = createMediaStore(mediaStoreDir(input.cacheDir));
  const key = buildKey(input);
  const pages = pageEntryPoints(input);
  const contentModules = pages.filter((p) => isStoreModule(p.in, input.cacheDir)).map((p) => p.in);
  const content = await bundleContent({
    modules: contentModules,
    siteDir: input.siteDir,
    cacheDir: input.cacheDir,
    moduleSources: input.moduleSources,
    moduleCode: input.moduleCode,
    alias: input.alias,
    key,
    media,
    options: (platform, first) => esbuildOptionsFor(input, platform, { publish: platform === 'browser' ? media.publish : undefined, first }),
  });
  const missingNames = await checkSharedImports(new Map(contentModules.map((m) => [m, content.get(m)!.shared])), input.moduleSources, input.alias);
  if (missingNames.length) throw diagnosticsError(missingNames, input.siteDir);
  const app = await bundleApp({
    siteDir: input.siteDir,
    cacheDir: input.cacheDir,
    baseUrl: input.baseUrl,
    clientEntry,
    serverEntry,
    pages: pages.filter((p) => !isStoreModule(p.in, input.cacheDir)),
    shared: mergeSharedNames([...content.values()].map((c) => c.shared)),
    key,
    media,
    options: (platform) => esbuildOptionsFor(input, platform, { publish: platform === 'browser' ? media.publish : undefined }),
  });
  await output.copyTree(path.join(app.clientDir, 'assets'), path.join(input.outDir, 'assets'));
  await Promise.all(app.prebuilt.map((file) => output.copyFile(file.from, path.join(input.outDir, file.to))));

  const result: BundleResult = { entry: app.entry, client: new Map(Object.entries(app.client)), server: new Map(Object.entries(app.server)), serverEntry: app.serverEntry, heads: new Map(Object.entries(app.heads)), scripts: app.scripts };
  const jsDir = path.join(input.outDir, 'assets', 'js');
  const serverDir = path.join(input.cacheDir, 'bundle', 'server-content');
  const usedServerFiles = new Set<string>();
  await Promise.all(
    contentModules.map(async (module) => {
      const bundle = content.get(module)!;
      const sharedOf = (specifier: string) => {
        const chunk = app.sharedClient[specifier];
        if (!chunk) throw new Error(`Internal error (a Folio bug): no app entry for the shared import "${specifier}".`);
        return chunk;
      };
      const clientCode = replaceSharedImports(bundle.client, (specifier) => sharedOf(specifier).url);
      const clientName = `${storeName(module)}-${contentHash(clientCode)}.js`;
      await output.writeFile(path.join(jsDir, clientName), clientCode);
      const imports = new Set<string>();
      for (const specifier of Object.keys(bundle.shared)) for (const url of [sharedOf(specifier).url, ...sharedOf(specifier).imports]) imports.add(url);
      const lazy = chunksForDiagrams(app.diagrams, bundle.diagrams ?? []);
      result.client.set(module, { url: assetUrl(createSiteUrl(input), 'js', clientName), imports: [...imports].sort(), ...(lazy.length ? { lazy } : {}) });
      const serverCode = replaceSharedImports(bundle.server, (specifier) => app.sharedServer[specifier]!);
      const serverFile = path.join(serverDir, `${storeName(module)}-${contentHash(serverCode)}.js`);
      await writeIfMissing(serverFile, serverCode);
      usedServerFiles.add(path.basename(serverFile));
      result.server.set(module, serverFile);
    }),
  );
  const stylesheet = await writePageStylesheet(input, output, [...(await Promise.all(app.pageCss.map((file) => readFile(file, 'utf8')))), ...contentModules.map((m) => content.get(m)!.css ?? '')]);
  if (stylesheet) result.entry = { ...result.entry, css: [...result.entry.css, stylesheet] };
  const usedMedia = [...new Set([...app.media, ...[...content.values()].flatMap((c) => c.media)])];
  await media.copyTo(usedMedia, input.outDir);
  // Production builds keep the caches to what they use; a development build (the dev server's
  // bundle of the files only postBuild makes) must not throw away the entries of the production build beside it.
  if (input.mode === 'production') {
    await pruneCache(input.cacheDir, contentModules, usedServerFiles);
    await media.prune(usedMedia);
  }
  return result;
}

/**
 * One stylesheet of everything page components and content import besides the entry's CSS (CSS
 * modules, a component's own CSS), linked from every page as Docusaurus links its single
 * stylesheet, so client-side navigation never shows a page before its styles. Each distinct text
 * once, in a fixed order. Returns its URL, or undefined when there is none.
 */
async function writePageStylesheet(input: BundleInput, output: OutputTarget, texts: string[]): Promise<string | undefined> {
  const distinct = [...new Set(texts.map((t) => t.trim()).filter(Boolean))];
  if (!distinct.length) return undefined;
  const css = `${distinct.join('\n')}\n`;
  const name = `pages-${contentHash(css)}.css`;
  await output.writeFile(path.join(input.outDir, 'assets', 'css', name), css);
  return assetUrl(createSiteUrl(input), 'css', name);
}

/** Removes cached content bundles and server files this build did not use, so the cache does not grow forever. */
async function pruneCache(cacheDir: string, contentModules: string[], usedServerFiles: Set<string>): Promise<void> {
  const records = new Set(contentModules.map((m) => `${storeName(m)}.json`));
  const contentDir = path.join(cacheDir, 'bundle', 'content');
  const serverDir = path.join(cacheDir, 'bundle', 'server-content');
  for (const [dir, keep] of [[contentDir, records], [serverDir, usedServerFiles]] as const) {
    const names = await readdir(dir).catch(() => [] as string[]);
    await Promise.all(names.filter((name) => !keep.has(name)).map((name) => rm(path.join(dir, name), { force: true })));
  }
}
