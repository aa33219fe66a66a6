import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { build, type BuildOptions, type Metafile, type Plugin as EsbuildPlugin } from 'esbuild';
import { missingModuleMessage, resolveModuleFile, resolveThemeComponent, DOCUSAURUS_COMPAT_DIR, type AliasOptions } from './aliases.ts';
import { metafileInputFiles, stampFiles, stampsStillHold, type InputStamps } from './fingerprint.ts';
import type { MediaStore } from './media.ts';
import { readFile, writeFile } from '../output/limited-fs.ts';
import { withStylesheetAssets } from './css-url-plugin.ts';
import { readDiagramMarker, writeFileWhole } from '@folio/markdown';
import { findSharedImports, mergeSharedNames, SHARED_PREFIX, SHARED_SPECIFIER, type SharedNames } from './shared-imports.ts';

/** One content module bundled on its own, before its shared imports are pointed at the app. */
export interface ContentBundle {
  /** Browser code; shared imports are `folio-shared:` placeholders. */
  client: string;
  /** Node code for prerendering, placeholders likewise. */
  server: string;
  /** What it takes from each shared specifier, over both codes. */
  shared: SharedNames;
  /** Media files its images and assets published. */
  media: string[];
  /** The stylesheet of the CSS its components import (browser side), if any. */
  css?: string | undefined;
  /** The Mermaid diagram types it draws, over every compiled page it holds (a blog list holds several excerpts). */
  diagrams?: string[] | undefined;
}

/** How to bundle content modules; `options` builds the esbuild options shared with the app. */
export interface ContentBuildInput {
  /** Module store files to bundle. */
  modules: string[];
  siteDir: string;
  cacheDir: string;
  /** Module store file → the source file it was compiled from (its relative imports resolve there). */
  moduleSources: ReadonlyMap<string, string>;
  alias: AliasOptions;
  /** The code of a module store file the store keeps in memory (the development server); others are read from disk. */
  moduleCode?: ((file: string) => string | undefined) | undefined;
  /** Everything else the output depends on: mode, base URL, site transforms, Folio's sources. */
  key: string;
  media: MediaStore;
  /** esbuild options for one platform, given the plugins that must run first. */
  options(platform: 'browser' | 'node', first: EsbuildPlugin[]): BuildOptions;
}

interface CachedContent extends ContentBundle {
  key: string;
  stamps: InputStamps;
}

/** Shared specifiers become placeholders (external); a theme or Docusaurus name that does not exist is an error here. */
export function sharedExternalsPlugin(alias: AliasOptions): EsbuildPlugin {
  return {
    name: 'folio-shared-externals',
    setup(build) {
      build.onResolve({ filter: SHARED_SPECIFIER }, (args) => {
        const spec = args.path;
        if (spec.startsWith('@docusaurus/') && !resolveModuleFile(path.join(DOCUSAURUS_COMPAT_DIR, spec.slice('@docusaurus/'.length)))) return missing(spec);
        if (/^@theme(-original|-init)?\//.test(spec) && !resolveThemeComponent(spec, alias)) return missing(spec);
        // `require('react')` in CommonJS code the content bundles (a package a site component uses):
        // an ES module taking the shared module's exports, which esbuild lets CommonJS code require.
        if (args.kind === 'require-call') return { path: spec, namespace: SHARED_REQUIRE_NAMESPACE };
        return { path: `${SHARED_PREFIX}${spec}`, external: true };
      });
      build.onLoad({ filter: /.*/, namespace: SHARED_REQUIRE_NAMESPACE }, (args) => {
        const quoted = JSON.stringify(args.path);
        // Compiled CommonJS reads `.default` of a module marked as an ES module: React's packages and theme components have one.
        const withDefault = /^(?:react|@theme)/.test(args.path) ? `export { default } from ${quoted};\n` : '';
        return { contents: `export * from ${quoted};\n${withDefault}`, loader: 'js' };
      });
    },
  };
}

/** Namespace of the modules that stand for a shared specifier required from CommonJS code. */
const SHARED_REQUIRE_NAMESPACE = 'folio-shared-require';

function missing(spec: string) {
  return { errors: [{ text: missingModuleMessage(spec) }] };
}

/** True for a file of the module store (compiled Markdown and other generated page content). */
export function isStoreModule(file: string, cacheDir: string): boolean {
  return path.dirname(file) === path.join(cacheDir, 'modules');
}

/** The name of a module store file without its extension: already a content hash. */
export function storeName(file: string): string {
  return path.basename(file).replace(/\.[^.]+$/, '');
}

function cacheFile(cacheDir: string, module: string): string {
  return path.join(cacheDir, 'bundle', 'content', `${storeName(module)}.json`);
}

function recordKey(input: ContentBuildInput, module: string): string {
  const source = input.moduleSources.get(module);
  const from = source ? path.relative(input.siteDir, path.dirname(source)) : '';
  return createHash('sha256').update(`${input.key}\0${storeName(module)}\0${from}`).digest('hex');
}

/** A module's bundle from the cache when its inputs are unchanged. Read synchronously: hundreds of small reads in a row take a fraction of the time so. */
function readCached(input: ContentBuildInput, module: string, key: string, hashes: Map<string, string>): ContentBundle | undefined {
  try {
    const cached = JSON.parse(readFileSync(cacheFile(input.cacheDir, module), 'utf8')) as CachedContent;
    if (cached.key !== key || !cached.media.every((name) => input.media.has(name)) || !stampsStillHold(cached.stamps, hashes)) return undefined;
    return { client: cached.client, server: cached.server, shared: cached.shared, media: cached.media, css: cached.css, diagrams: cached.diagrams };
  } catch {
    return undefined;
  }
}

async function writeCached(input: ContentBuildInput, module: string, record: CachedContent): Promise<void> {
  const file = cacheFile(input.cacheDir, module);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFileWhole(file, JSON.stringify(record));
}

/** Output code, stylesheet and input files of each entry of a one-file-per-entry build. */
function outputsByEntry(metafile: Metafile, texts: Map<string, string>, siteDir: string): Map<string, { code: string; css: string | undefined; inputs: string[] }> {
  const byEntry = new Map<string, { code: string; css: string | undefined; inputs: string[] }>();
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!output.entryPoint || file.endsWith('.css')) continue;
    const code = texts.get(path.resolve(siteDir, file));
    if (code === undefined) continue;
    const inputKeys = Object.keys(output.inputs);
    const css = output.cssBundle ? texts.get(path.resolve(siteDir, output.cssBundle)) : undefined;
    if (output.cssBundle) inputKeys.push(...Object.keys(metafile.outputs[output.cssBundle]?.inputs ?? {}));
    byEntry.set(path.resolve(siteDir, output.entryPoint), { code, css: css?.trim() ? css : undefined, inputs: withStylesheetAssets(metafileInputFiles(inputKeys, siteDir)) });
  }
  return byEntry;
}

async function bundlePlatform(input: ContentBuildInput, modules: string[], platform: 'browser' | 'node') {
  const options = input.options(platform, [sharedExternalsPlugin(input.alias)]);
  const result = await build({
    ...options,
    entryPoints: modules.map((file) => ({ in: file, out: storeName(file) })),
    outdir: path.join(input.cacheDir, 'bundle', `content-${platform}`),
    splitting: false,
    write: false,
    metafile: true,
  });
  const texts = new Map((result.outputFiles ?? []).map((f) => [f.path, f.text]));
  return outputsByEntry(result.metafile!, texts, input.siteDir);
}

/**
 * Bundles each content module alone (no code splitting: a page's content is one file), for the
 * browser and for prerendering. A module whose inputs are unchanged since it was last bundled is
 * taken from the cache, so an edit re-bundles one module, not the site.
 */
export async function bundleContent(input: ContentBuildInput): Promise<Map<string, ContentBundle>> {
  const bundles = new Map<string, ContentBundle>();
  const hashes = new Map<string, string>();
  const keys = new Map(input.modules.map((module) => [module, recordKey(input, module)]));
  const misses: string[] = [];
  for (const module of input.modules) {
    const cached = readCached(input, module, keys.get(module)!, hashes);
    if (cached) bundles.set(module, cached);
    else misses.push(module);
  }
  if (!misses.length) return bundles;
  misses.sort();
  for (let start = 0; start < misses.length; start += CONTENT_BATCH) {
    await bundleBatch(input, misses.slice(start, start + CONTENT_BATCH), keys, bundles);
  }
  return bundles;
}

/** The diagram types the compiled pages among a bundle's inputs (module store files) name in their first line. */
async function diagramsOf(input: ContentBuildInput, inputs: string[]): Promise<{ diagrams?: string[] }> {
  const codes = await Promise.all(
    inputs.filter((file) => isStoreModule(file, input.cacheDir)).map((file) => input.moduleCode?.(file) ?? readFile(file, 'utf8').catch(() => '')),
  );
  const diagrams = [...new Set(codes.flatMap(readDiagramMarker))].sort();
  return diagrams.length ? { diagrams } : {};
}

/**
 * Modules per esbuild call. esbuild keeps a whole build's sources and outputs in memory and its
 * service seldom gives memory back, so one call for 10,000 pages grew it past 7 GB; batches keep it
 * bounded at the cost of a few milliseconds per call. With mermaid no longer bundled into the app,
 * batches of 250 were esbuild's largest calls (~290 MB of service at a cold build of this site's
 * ~700 pages, against ~120 MB for the app); batches of 100 take it to ~150 MB.
 */
const CONTENT_BATCH = 100;

async function bundleBatch(input: ContentBuildInput, misses: string[], keys: Map<string, string>, bundles: Map<string, ContentBundle>): Promise<void> {
  const [client, server] = await Promise.all([bundlePlatform(input, misses, 'browser'), bundlePlatform(input, misses, 'node')]);
  await Promise.all(
    misses.map(async (module) => {
      const browserOut = client.get(module);
      const nodeOut = server.get(module);
      if (!browserOut || !nodeOut) throw new Error(`Internal error (a Folio bug): no content bundle for ${module}.`);
      const inputs = [...new Set([...browserOut.inputs, ...nodeOut.inputs])].sort();
      const bundle: ContentBundle = {
        client: browserOut.code,
        server: nodeOut.code,
        shared: mergeSharedNames([findSharedImports(browserOut.code), findSharedImports(nodeOut.code)]),
        media: input.media.namesFor(inputs),
        ...(browserOut.css ? { css: browserOut.css } : {}),
        ...(await diagramsOf(input, inputs)),
      };
      bundles.set(module, bundle);
      await writeCached(input, module, { ...bundle, key: keys.get(module)!, stamps: stampFiles(inputs) });
    }),
  );
}
