import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { context as esbuildContext, type BuildContext } from 'esbuild';
import type { AppChunk } from '../bundle/app-build.ts';
import { esbuildOptionsFor, writeEntries, type BundleInput } from '../bundle/bundle.ts';
import { isBuildFailure, toBundleDiagnostics } from '../bundle/errors.ts';
import { explainMissingExports } from '../bundle/missing-exports.ts';
import type { MediaStore } from '../bundle/media.ts';
import { diagnosticsError } from '../diagnostics.ts';
import { sharedEntryName, sharedEntrySource, type SharedNames } from '../bundle/shared-imports.ts';
import { contentTypeOf } from '../server/mime.ts';
import { devDepsPlugin } from './dev-deps.ts';
import type { MemoryFile } from './memory-files.ts';
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

/** The shared names an app context was made for, with the CSS it bundles; others need another context. */
function contextKey(input: BundleInput, shared: SharedNames): string {
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
export function devAppLayout(input: BundleInput, shared: SharedNames): DevAppLayout {
  const sharedChunks = new Map(Object.keys(shared).map((specifier) => [specifier, { url: entryUrl(input, sharedEntryName(specifier), '.js'), imports: [] as string[] }]));
  return {
    entry: { script: entryUrl(input, 'main', '.js'), imports: [], css: input.cssFiles.length ? [entryUrl(input, 'main', '.css')] : [] },
    sharedUrls: new Map([...sharedChunks].map(([specifier, chunk]) => [specifier, chunk.url])),
    sharedChunks,
  };
}

/**
 * The app of the development server (browser entry and one entry per shared specifier) in an
 * esbuild context kept in memory: a rebuild after a theme or style edit only redoes what
 * changed. It depends on the config alone, not on the content. Page components are the entries
 * of their `@theme/...` specifiers; content (and any page component that is not a theme
 * component) is bundled page by page on request. Entries keep fixed names (see devAppLayout);
 * the chunks they share are named by their content.
 */
export function createDevApp(options: { media: MediaStore }) {
  let current: { key: string; context: BuildContext; input: BundleInput; clientEntry: string; shared: { in: string; specifier: string }[] } | undefined;

  async function ensureContext(input: BundleInput, shared: SharedNames) {
    const key = contextKey(input, shared);
    if (current?.key === key) return current;
    await current?.context.dispose();
    const { clientEntry } = await writeEntries(input);
    const dir = path.join(input.cacheDir, 'entries', 'dev-shared');
    await mkdir(dir, { recursive: true });
    const sharedEntries = await Promise.all(
      Object.entries(shared).map(async ([specifier, names]) => {
        const file = path.join(dir, `${sharedEntryName(specifier)}.js`);
        await writeFile(file, sharedEntrySource(specifier, names));
        return { in: file, out: sharedEntryName(specifier), specifier };
      }),
    );
    const context = await esbuildContext({
      ...esbuildOptionsFor(input, 'browser', { publish: options.media.publish, first: [devDepsPlugin(input.baseUrl)] }),
      entryPoints: [{ in: clientEntry, out: 'main' }, ...sharedEntries.map(({ in: file, out }) => ({ in: file, out }))],
      outdir: path.join(input.outDir, 'assets', 'js'),
      entryNames: '[name]',
      chunkNames: 'chunk-[hash]',
      write: false,
      metafile: false,
    });
    current = { key, context, input, clientEntry, shared: sharedEntries };
    return current;
  }

  return {
    /** Builds (or rebuilds, incrementally) the app for these shared names: its files by URL. */
    async build(input: BundleInput, shared: SharedNames): Promise<Map<string, MemoryFile>> {
      const built = await ensureContext(input, shared);
      let result: Awaited<ReturnType<BuildContext['rebuild']>>;
      try {
        result = await built.context.rebuild();
      } catch (error) {
        // A theme component or stylesheet that does not bundle: its file, line and column, and why.
        const diagnostics = isBuildFailure(error) ? toBundleDiagnostics(error, input.siteDir, input.moduleSources) : undefined;
        throw diagnostics ? diagnosticsError(await explainMissingExports(diagnostics, input.siteDir), input.siteDir) : error;
      }
      const files = new Map<string, MemoryFile>();
      const siteUrl = createSiteUrl(input);
      for (const file of result.outputFiles ?? []) {
        const url = siteUrl.join(path.relative(input.outDir, file.path).split(path.sep).join('/'));
        files.set(url, { body: file.contents, type: contentTypeOf(file.path) });
      }
      return files;
    },
    async close(): Promise<void> {
      await current?.context.dispose();
      current = undefined;
    },
  };
}
