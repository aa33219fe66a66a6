import { createServer } from 'node:http';
import path from 'node:path';
import { watch } from 'chokidar';
import type { Logger } from '../logger.ts';
import { devRequestListener } from './handlers/table.ts';
import type { DevContext } from './handlers/types.ts';
import { listenOnFreePort } from './listen.ts';
import { createLiveReloadHub } from './live-reload.ts';
import { createErrorOverlay, errorText } from './overlay.ts';
import { applyChanges, pushSavedPages } from './reload.ts';
import { createSavedPages } from './saved-pages.ts';
import { createDevSession, type DevSnapshot } from './session.ts';
import { createSiteOutputs } from './site-outputs.ts';
import { warmInBackground } from './warm.ts';
import { isIgnoredByWatcher } from './watch-ignore.ts';
import { markTimeline } from '../timeline.ts';

/** Options of `folio start`. */
export interface DevServerOptions {
  siteDir: string;
  port: number;
  host: string;
  logger: Logger;
  /** Try the next ports when the port is taken, instead of failing. */
  nextFreePort?: boolean;
  /**
   * Serve React's development build (its warnings, slower rendering) instead of the production
   * build the built site uses; for work on theme components.
   */
  reactDevelopment?: boolean;
}

/** How long the server waits after a change for more (an editor may write a file in several steps). */
const SETTLE_MS = 5;
/**
 * How long after start the background compile waits for a page to connect (a page connects once
 * its first load is done): the first page has the CPU to itself, and without one the compile
 * starts anyway.
 */
const FIRST_PAGE_WAIT_MS = 2000;

/**
 * The development server: keeps the site loaded in memory, answers pages as soon as the first load
 * is done, reloads only what an edit touches (`reload(changedFiles)`, which the file watcher calls)
 * and pushes it to open pages. Markdown is scanned at start and compiled when a page needs it,
 * while the rest compiles in the background. Requests go through a table of handlers (see
 * handlers/table.ts); the files only the post-build phase makes (search, feeds, sitemap, llms.txt,
 * Markdown copies, social cards) come from the same loaded site, on demand.
 */
export async function startDevServer(options: DevServerOptions) {
  const siteDir = path.resolve(options.siteDir);
  const { logger } = options;
  // A page that connects while an error stands sees it at once (it may have missed the broadcast).
  const hub = createLiveReloadHub({ greeting: () => overlay.greeting() });
  const overlay = createErrorOverlay((event, data) => hub.send(event, data));
  const session = createDevSession({
    siteDir,
    logger,
    reactDevelopment: options.reactDevelopment,
    onAppBuilt: (error) => {
      const message = error ? errorText(error) : undefined;
      if (!overlay.setAppError(message)) return;
      if (message) logger.error(message);
      overlay.show();
    },
  });
  // Reloads, the background refresh and the post-build files run one at a time: they never interleave.
  let queue: Promise<void> = Promise.resolve();
  const enqueue = (task: () => Promise<void>): Promise<void> => (queue = queue.then(task, task));

  let snapshot: DevSnapshot | undefined;
  // The server listens first and loads the site after: a page asked for meanwhile waits, then is answered.
  let markLoaded!: () => void;
  const dev: DevContext = {
    siteDir,
    logger,
    session,
    hub,
    overlay,
    saved: createSavedPages(session, hub),
    outputs: createSiteOutputs({ site: session.site, serial: enqueue, onError: (error) => logger.warn(`The post-build files (search, feeds, sitemap, …) could not be made: ${errorText(error)}`) }),
    get snapshot() {
      return snapshot;
    },
    loaded: new Promise<void>((resolve) => (markLoaded = resolve)),
  };

  const server = createServer(devRequestListener(dev));
  const port = await listenOnFreePort(server, options);
  markTimeline('listening');
  const address = `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}`;
  logger.success(`Development server at ${address}`);
  const started = performance.now();
  try {
    snapshot = await session.refresh('all');
    markTimeline('site loaded');
    logger.success(`Site loaded in ${Math.round(performance.now() - started)}ms`);
  } catch (error) {
    overlay.loadError = errorText(error);
    logger.error(overlay.loadError);
  } finally {
    markLoaded();
  }

  let pending = new Set<string>();
  let running: Promise<void> | undefined;
  const setSnapshot = (next: DevSnapshot) => (snapshot = next);
  /** Applies changed files (absolute or relative to the site): the site reloads what they touch and open pages update. */
  const reload = (changedFiles: readonly string[]): Promise<void> => {
    for (const file of changedFiles) {
      const absolute = path.resolve(siteDir, file);
      pending.add(absolute);
      // A saved page's compile need not wait for the burst to settle: it is the longest step of a save.
      dev.saved.startCompile(absolute);
    }
    // Files changed in a burst (an editor writing in several steps) are applied together.
    running ??= new Promise<void>((resolve) => setTimeout(resolve, SETTLE_MS))
      .then(async () => {
        while (pending.size) {
          const changed = [...pending];
          pending = new Set();
          const startedAt = performance.now();
          await pushSavedPages(dev, changed);
          await enqueue(() => applyChanges(dev, changed, setSnapshot, startedAt));
        }
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const watcher = watch(siteDir, {
    ignoreInitial: true,
    ignored: (file) => isIgnoredByWatcher(path.relative(siteDir, file)),
  });
  watcher.on('all', (event, file) => {
    markTimeline(`watcher ${event} ${path.relative(siteDir, file)}`);
    void reload([file]);
  });
  // A watch failure (a symlink loop, a folder it may not read) must not take the server down.
  watcher.on('error', (error) => logger.warn(`Cannot watch part of the site, changes there are missed: ${(error as Error).message.split('\n')[0]}`));
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  markTimeline('watcher ready');
  let closed = false;
  let markClosing!: () => void;
  const closing = new Promise<void>((resolve) => (markClosing = resolve));
  // The background compile is an optimisation: if it fails (its cache folder deleted meanwhile,
  // say), pages still compile when they are asked for, and the server keeps running.
  const warming = warmInBackground(dev, {
    closed: () => closed,
    ready: () => Promise.race([hub.connected, closing, new Promise<void>((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS).unref())]),
    idle: async () => {
      while (running) await running;
    },
    refresh: () =>
      enqueue(async () => {
        snapshot = await session.refresh('content', false);
        dev.outputs.invalidate();
        hub.send('update', { files: [], site: snapshot.site, css: snapshot.entry.css });
      }),
  }).catch((error: unknown) => logger.warn(`The background compile stopped: ${errorText(error)}`));
  return {
    url: address,
    port,
    /** Applies changed files as the watcher does; resolves when open pages have been told. */
    reload,
    /** Resolves when the background compile of every scanned file and the refresh after it are done. */
    warmed: warming,
    close: async () => {
      closed = true;
      markClosing();
      hub.close();
      await watcher.close();
      // No background work outlives the server (it stops at its next step).
      await warming;
      await dev.outputs.settled();
      await queue.catch(() => undefined);
      await session.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
