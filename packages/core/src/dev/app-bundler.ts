import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { context as esbuildContext, type BuildContext } from 'esbuild';
import { esbuildOptionsFor, mediaStoreDir, writeEntries, type BundleInput } from '../bundle/bundle.ts';
import { isBuildFailure, toBundleDiagnostics } from '../bundle/errors.ts';
import { metafileInputFiles } from '../bundle/fingerprint.ts';
import { createMediaStore, type MediaStore } from '../bundle/media.ts';
import { prebuiltMermaid, type PrebuiltMermaid } from '../bundle/mermaid-plugin.ts';
import { explainMissingExports } from '../bundle/missing-exports.ts';
import { sharedEntryName } from '../bundle/shared-imports.ts';
import { diagnosticsError } from '../diagnostics.ts';
import { assetUrl } from '../output/assets.ts';
import { contentTypeOf } from '../server/mime.ts';
import { createSiteUrl } from '@folio/client/site-url';
import type { MemoryFile } from './memory-files.ts';
import { pageComponentShim, sharedRegistrySource } from './shared-registry.ts';

/** One bundle of the development app: its files by URL, the files it read and the media it published. */
export interface AppBundle {
  files: Map<string, MemoryFile>;
  /** The files the bundle read (its stamps decide whether the cache may serve it again). */
  inputs: string[];
  /** The media files its inputs published (see MediaStore.namesFor). */
  mediaNames: string[];
}

/** The shared specifiers an app context was made for, with the CSS it bundles; others need another context. */
export function appContextKey(input: BundleInput, shared: readonly string[]): string {
  return JSON.stringify([input.baseUrl, input.cssFiles, input.alias, input.nodeEnv, shared]);
}

/** URL of an entry's output: entries have fixed names in development, so pages can name them before the build ends. */
export function appEntryUrl(input: BundleInput, name: string, extension: '.js' | '.css'): string {
  return assetUrl(createSiteUrl(input), 'js', `${name}${extension}`);
}

/**
 * Bundles the development app in an esbuild context kept between builds (a rebuild after a theme
 * or style edit only redoes what changed), on whichever thread calls it: the development server
 * runs it in a worker thread of its own (see app-worker.ts), whose event loop answers esbuild's
 * plugin callbacks while the main thread scans the site. One entry, `main`, which first puts every
 * shared specifier's module in the registry (see shared-registry.ts); each shared specifier's
 * fixed URL answers a small module that reads its default export from the registry.
 */
export function createAppBundler() {
  let current: { key: string; context: BuildContext; shims: Map<string, MemoryFile>; mermaid: PrebuiltMermaid; media: MediaStore } | undefined;

  async function ensureContext(input: BundleInput, specifiers: readonly string[]) {
    const key = appContextKey(input, specifiers);
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
    // A store of its own on the site's media folder: the media it publishes are named with the bundle.
    const media = createMediaStore(mediaStoreDir(input.cacheDir));
    const context = await esbuildContext({
      ...esbuildOptionsFor(input, 'browser', { publish: media.publish, first: [mermaid.plugin] }),
      entryPoints: [{ in: main, out: 'main' }],
      outdir: path.join(input.outDir, 'assets', 'js'),
      entryNames: '[name]',
      chunkNames: 'chunk-[hash]',
      write: false,
      metafile: true,
    });
    const shims = new Map<string, MemoryFile>();
    for (const specifier of specifiers) {
      const url = appEntryUrl(input, sharedEntryName(specifier), '.js');
      shims.set(url, { body: pageComponentShim(specifier), type: contentTypeOf(url) });
    }
    current = { key, context, shims, mermaid, media };
    return current;
  }

  return {
    /** Builds (or rebuilds, incrementally) the app for these shared specifiers. */
    async build(input: BundleInput, shared: readonly string[]): Promise<AppBundle> {
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
      const inputs = [...metafileInputFiles(Object.keys(result.metafile?.inputs ?? {}), input.siteDir), ...built.mermaid.stampedFiles()];
      return { files, inputs, mediaNames: built.media.namesFor(inputs) };
    },
    /** Stops the esbuild context. */
    async dispose(): Promise<void> {
      await current?.context.dispose();
      current = undefined;
    },
  };
}

/** The development app's bundler (see createAppBundler). */
export type AppBundler = ReturnType<typeof createAppBundler>;
