import type { AppChunk } from '../bundle/app-build.ts';
import type { BundleInput } from '../bundle/bundle.ts';
import type { MediaStore } from '../bundle/media.ts';
import { sharedEntryName } from '../bundle/shared-imports.ts';
import type { MemoryFile } from './memory-files.ts';
import { appContextKey, appEntryUrl, createAppBundler, type AppBundler } from './app-bundler.ts';
import { createAppThread } from './app-thread.ts';
import { createDevAppCache } from './dev-app-cache.ts';

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

/**
 * Where the app's entries will be for this input (browser entry `main`, one entry per shared
 * specifier). Pure: the HTML of a page can be sent while the app is still being bundled.
 */
export function devAppLayout(input: BundleInput, shared: readonly string[]): DevAppLayout {
  const sharedChunks = new Map(shared.map((specifier) => [specifier, { url: appEntryUrl(input, sharedEntryName(specifier), '.js'), imports: [] as string[] }]));
  return {
    entry: { script: appEntryUrl(input, 'main', '.js'), imports: [], css: input.cssFiles.length ? [appEntryUrl(input, 'main', '.css')] : [] },
    sharedUrls: new Map([...sharedChunks].map(([specifier, chunk]) => [specifier, chunk.url])),
    sharedChunks,
  };
}

/**
 * The app of the development server, bundled in a worker thread of its own (see app-thread.ts)
 * by an incremental esbuild context (see app-bundler.ts), or on this thread when its input holds
 * functions a worker cannot receive. The last bundle is kept in the cache folder (see
 * dev-app-cache.ts), and a server's first bundle comes from there when nothing it read changed.
 * It depends on the config alone, not on the content; content (and any page component that is
 * not a theme component) is bundled page by page on request. `start` starts the worker.
 */
export function createDevApp(options: { media: MediaStore; cacheDir: string }) {
  const cache = createDevAppCache(options.cacheDir);
  const thread = createAppThread(options.cacheDir);
  /** This thread's bundler, made only if the worker cannot bundle an input. */
  let local: AppBundler | undefined;
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

  return {
    /**
     * Starts the app's worker thread, so that it is ready when the config is loaded; not when the
     * cache holds a bundle, which the first build most likely takes (the worker starts if not).
     */
    start(): void {
      if (!cache.holdsOne()) thread.start();
    },
    /** Builds (or rebuilds, incrementally) the app for these shared specifiers: its files by URL. */
    async build(input: BundleInput, shared: readonly string[]): Promise<Map<string, MemoryFile>> {
      const key = appContextKey(input, shared);
      if (firstBuild) {
        firstBuild = false;
        const cached = await cache.read(key, options.media);
        if (cached) return cached;
      }
      const bundle = (await thread.build(input, shared)) ?? (await (local ??= createAppBundler()).build(input, shared));
      // Kept for the next start a little later, when the first page no longer needs the CPU.
      if (unwritten) clearTimeout(unwritten.timer);
      unwritten = { timer: setTimeout(() => void writeNow(), CACHE_WRITE_DELAY_MS).unref(), write: () => cache.write(key, bundle.files, bundle.inputs, bundle.mediaNames) };
      return bundle.files;
    },
    async close(): Promise<void> {
      await writeNow();
      await thread.close();
      await local?.dispose();
      local = undefined;
    },
  };
}
