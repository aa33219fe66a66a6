import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { context as esbuildContext, type BuildContext, type Metafile } from 'esbuild';
import { staticClosure, type AppChunk } from '../bundle/app-build.ts';
import { esbuildOptionsFor, writeEntries, type BundleInput } from '../bundle/bundle.ts';
import type { MediaStore } from '../bundle/media.ts';
import { sharedEntryName, sharedEntrySource, type SharedNames } from '../bundle/shared-imports.ts';
import { devDepsPlugin } from './dev-deps.ts';
import type { MemoryFile } from './memory-files.ts';

/** The development app as last built: files to serve and where each piece is. */
export interface DevApp {
  files: Map<string, MemoryFile>;
  entry: { script: string; imports: string[]; css: string[] };
  /** URL of the entry that stands for each shared specifier. */
  sharedUrls: Map<string, string>;
  /** The browser chunk of each shared specifier's entry, with the chunks it imports statically. */
  sharedChunks: Map<string, AppChunk>;
}

/** The shared names an app context was made for, with the CSS it bundles; others need another context. */
function contextKey(input: BundleInput, shared: SharedNames): string {
  return JSON.stringify([input.baseUrl, input.cssFiles, input.alias, shared]);
}

/**
 * The app of the development server (browser entry and one entry per shared specifier) in an
 * esbuild context kept in memory: a rebuild after a theme or style edit only redoes what
 * changed. It depends on the config alone, not on the content, so it can build while the content
 * loads. Page components are the entries of their `@theme/...` specifiers; content (and any page
 * component that is not a theme component) is bundled page by page on request.
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
      entryNames: '[name]-[hash]',
      chunkNames: 'chunk-[hash]',
      write: false,
    });
    current = { key, context, input, clientEntry, shared: sharedEntries };
    return current;
  }

  return {
    /** Builds (or rebuilds, incrementally) the app for these shared names. */
    async build(input: BundleInput, shared: SharedNames): Promise<DevApp> {
      const built = await ensureContext(input, shared);
      const result = await built.context.rebuild();
      const metafile: Metafile = result.metafile!;
      const cwd = input.siteDir;
      const toUrl = (file: string) => `${input.baseUrl}${path.relative(input.outDir, file).split(path.sep).join('/')}`;
      const files = new Map<string, MemoryFile>();
      for (const file of result.outputFiles ?? []) {
        files.set(toUrl(file.path), { body: file.contents, type: file.path.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8' });
      }
      const byEntry = new Map<string, { file: string; css?: string }>();
      for (const [file, output] of Object.entries(metafile.outputs)) {
        if (output.entryPoint) byEntry.set(path.resolve(cwd, output.entryPoint), { file: path.resolve(cwd, file), ...(output.cssBundle ? { css: path.resolve(cwd, output.cssBundle) } : {}) });
      }
      const chunkOf = (entry: string): AppChunk => {
        const out = byEntry.get(entry);
        if (!out) throw new Error(`Internal error (a Folio bug): no development bundle output for ${entry}.`);
        return { url: toUrl(out.file), imports: staticClosure(metafile, cwd, out.file).map(toUrl) };
      };
      const main = byEntry.get(built.clientEntry)!;
      const sharedChunks = new Map(built.shared.map((s) => [s.specifier, chunkOf(s.in)]));
      return {
        files,
        entry: { script: toUrl(main.file), imports: staticClosure(metafile, cwd, main.file).map(toUrl), css: main.css ? [toUrl(main.css)] : [] },
        sharedUrls: new Map([...sharedChunks].map(([specifier, chunk]) => [specifier, chunk.url])),
        sharedChunks,
      };
    },
    async close(): Promise<void> {
      await current?.context.dispose();
      current = undefined;
    },
  };
}
