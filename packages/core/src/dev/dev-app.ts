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
  /** Browser chunk of each page component. */
  client: Map<string, AppChunk>;
  /** URL of the entry that stands for each shared specifier. */
  sharedUrls: Map<string, string>;
}

/** The page components and shared names an app context was made for; another set needs another context. */
function contextKey(pages: { in: string }[], shared: SharedNames): string {
  return JSON.stringify([pages.map((p) => p.in), shared]);
}

/**
 * The app of the development server (browser entry, page components, one entry per shared
 * specifier) in an esbuild context kept in memory: a rebuild after a theme or style edit only
 * redoes what changed. Content is not part of it; it is bundled page by page on request.
 */
export function createDevApp(options: { media: MediaStore }) {
  let current: { key: string; context: BuildContext; input: BundleInput; clientEntry: string; shared: { in: string; specifier: string }[] } | undefined;

  async function ensureContext(input: BundleInput, pages: { in: string; out: string }[], shared: SharedNames) {
    const key = contextKey(pages, shared);
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
      entryPoints: [{ in: clientEntry, out: 'main' }, ...pages, ...sharedEntries.map(({ in: file, out }) => ({ in: file, out }))],
      outdir: path.join(input.outDir, 'assets', 'js'),
      entryNames: '[name]-[hash]',
      chunkNames: 'chunk-[hash]',
      write: false,
    });
    current = { key, context, input, clientEntry, shared: sharedEntries };
    return current;
  }

  return {
    /** Builds (or rebuilds, incrementally) the app for these page components and shared names. */
    async build(input: BundleInput, pages: { in: string; out: string }[], shared: SharedNames): Promise<DevApp> {
      const built = await ensureContext(input, pages, shared);
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
      return {
        files,
        entry: { script: toUrl(main.file), imports: staticClosure(metafile, cwd, main.file).map(toUrl), css: main.css ? [toUrl(main.css)] : [] },
        client: new Map(pages.map((page) => [page.in, chunkOf(page.in)])),
        sharedUrls: new Map(built.shared.map((s) => [s.specifier, chunkOf(s.in).url])),
      };
    },
    async close(): Promise<void> {
      await current?.context.dispose();
      current = undefined;
    },
  };
}
