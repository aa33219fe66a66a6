import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { context as esbuildContext, type BuildContext } from 'esbuild';
import type { AppChunk } from '../bundle/app-build.ts';
import { esbuildOptionsFor, writeEntries, type BundleInput } from '../bundle/bundle.ts';
import { isBuildFailure, toBundleDiagnostics } from '../bundle/errors.ts';
import { explainMissingExports } from '../bundle/missing-exports.ts';
import type { MediaStore } from '../bundle/media.ts';
import { diagnosticsError } from '../diagnostics.ts';
import { sharedEntryName } from '../bundle/shared-imports.ts';
import { contentTypeOf } from '../server/mime.ts';
import { prebuiltMermaid, type PrebuiltMermaid } from '../bundle/mermaid-plugin.ts';
import type { MemoryFile } from './memory-files.ts';
import { pageComponentShim, sharedRegistrySource } from './shared-registry.ts';
import { createDevAppCache } from './dev-app-cache.ts';
import { metafileInputFiles } from '../bundle/fingerprint.ts';
import { createSiteUrl } from '@folio/client/site-url';
import { assetUrl } from '../output/assets.ts';

/** Where the pieces of the development app are: known from the config alone, before it is built. */
export interface DevAppLayout {
  entry: { script: string; imports: string[]; css: string[] };
  /** URL of the entry that stands for each shared specifier. */
  sharedUrls: Map<string, string>;
  /** The browser chunk of each shared specifier's entry. */
  sharedChunks: Map<string, AppChunk>;
}

/** How long after a bundle it is written to the cache for the next start. */
const CACHE_WRITE_DELAY_MS = 2000;

/** The shared specifiers an app context was made for, with the CSS it bundles; others need another context. */
function contextKey(input: BundleInput, shared: readonly string[]): string {
  return JSON.stringify([input.baseUrl, input.cssFiles, input.alias, input.nodeEnv, shared]);
}

/** URL of an entry's output: entries have fixed names in development, so pages can name them before the build ends. */
function entryUrl(input: BundleInput, name: string, extension: '.js' | '.css'): string {
  return assetUrl(createSiteUrl(input), 'js', `${name}${extension}`);
}

/**
 * Where the app's entries will be for this input (browser entry `main`, one entry per shared
 * specifier). Pure: the HTML of a page can be sent while the app is still being bundled.
 */
export function devAppLayout(input: BundleInput, shared: readonly string[]): DevAppLayout {
  const sharedChunks = new Map(shared.map((specifier) => [specifier, { url: entryUrl(input, sharedEntryName(specifier), '.js'), imports: [] as string[] }]));
  return {
    entry: { script: entryUrl(input, 'main', '.js'), imports: [], css: input.cssFiles.length ? [entryUrl(input, 'main', '.css')] : [] },
    sharedUrls: new Map([...sharedChunks].map(([specifier, chunk]) => [specifier, chunk.url])),
    sharedChunks,
  };
}

/**
 * The app of the development server in an esbuild context kept in memory: a rebuild after a
 * theme or style edit only redoes what changed. The last bundle is kept in the cache folder (see
 * dev-app-cache.ts), and a server's first bundle comes from there when nothing it read changed. It depends on the config alone, not on the
 * content. One entry, `main`, which first puts every shared specifier's module in the registry
 * (see shared-registry.ts), so the app is one file plus chunks for dynamic imports; each shared
 * specifier's fixed URL (see devAppLayout) answers a small module that reads its default export
 * from the registry (page components are loaded so). Content (and any page component that is not
 * a theme component) is bundled page by page on request.
 */
export function createDevApp(options: { media: MediaStore; cacheDir: string }) {
  let current: { key: string; context: BuildContext; input: BundleInput; shims: Map<string, MemoryFile>; mermaid: PrebuiltMermaid } | undefined;
  const cache = createDevAppCache(options.cacheDir);
  /** Only a server's first bundle may come from the cache: later ones follow an edit. */
  let firstBuild = true;
  /** The last bundle, to be written to the cache (a little later, or when the server closes). */
  let unwritten: { timer: NodeJS.Timeout; write: () => Promise<void> } | undefined;
  const writeNow = async () => {
    const pending = unwritten;
    unwritten = undefined;
    if (!pending) return;
    clearTimeout(pending.timer);
    await pending.write().catch(() => undefined);
  };

  async function ensureContext(input: BundleInput, specifiers: readonly string[]) {
    const key = contextKey(input, specifiers);
    if (current?.key === key) return current;
    await current?.context.dispose();
    const { clientEntry } = await writeEntries(input);
    const dir = path.join(input.cacheDir, 'entries', 'dev-shared');
    await mkdir(dir, { recursive: true });
    const registry = path.join(dir, 'registry.js');
    await writeFile(registry, sharedRegistrySource(specifiers));
    // The stylesheets first, as in the client entry, so that components' CSS still comes after them.
    const main = path.join(dir, 'main.js');
    await writeFile(main, [...input.cssFiles, registry, clientEntry].map((file) => `import ${JSON.stringify(file)};`).join('\n') + '\n');
    const mermaid = prebuiltMermaid(input.baseUrl);
    const context = await esbuildContext({
      ...esbuildOptionsFor(input, 'browser', { publish: options.media.publish, first: [mermaid.plugin] }),
      entryPoints: [{ in: main, out: 'main' }],
      outdir: path.join(input.outDir, 'assets', 'js'),
      entryNames: '[name]',
      chunkNames: 'chunk-[hash]',
      write: false,
      metafile: true,
    });
    const shims = new Map<string, MemoryFile>();
    for (const specifier of specifiers) {
      const url = entryUrl(input, sharedEntryName(specifier), '.js');
      shims.set(url, { body: pageComponentShim(specifier), type: contentTypeOf(url) });
    }
    current = { key, context, input, shims, mermaid };
    return current;
  }

  return {
    /** Builds (or rebuilds, incrementally) the app for these shared specifiers: its files by URL. */
    async build(input: BundleInput, shared: readonly string[]): Promise<Map<string, MemoryFile>> {
      const key = contextKey(input, shared);
      if (firstBuild) {
        firstBuild = false;
        const cached = await cache.read(key, options.media);
        if (cached) return cached;
      }
      const built = await ensureContext(input, shared);
      let result: Awaited<ReturnType<BuildContext['rebuild']>>;
      try {
        result = await built.context.rebuild();
      } catch (error) {
        // A theme component or stylesheet that does not bundle: its file, line and column, and why.
        const diagnostics = isBuildFailure(error) ? toBundleDiagnostics(error, input.siteDir, input.moduleSources) : undefined;
        throw diagnostics ? diagnosticsError(await explainMissingExports(diagnostics, input.siteDir), input.siteDir) : error;
      }
      const files = new Map<string, MemoryFile>(built.shims);
      const siteUrl = createSiteUrl(input);
      for (const file of result.outputFiles ?? []) {
        const url = siteUrl.join(path.relative(input.outDir, file.path).split(path.sep).join('/'));
        files.set(url, { body: file.contents, type: contentTypeOf(file.path) });
      }
      // Kept for the next start a little later, when the first page no longer needs this thread.
      const inputs = [...metafileInputFiles(Object.keys(result.metafile?.inputs ?? {}), input.siteDir), ...built.mermaid.stampedFiles()];
      if (unwritten) clearTimeout(unwritten.timer);
      unwritten = { timer: setTimeout(() => void writeNow(), CACHE_WRITE_DELAY_MS).unref(), write: () => cache.write(key, files, inputs, options.media.namesFor(inputs)) };
      return files;
    },
    async close(): Promise<void> {
      await writeNow();
      await current?.context.dispose();
      current = undefined;
    },
  };
}
