import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import path from 'node:path';
import { watch } from 'chokidar';
import { preloadCompiler, warmUpCompiler } from '@folio/markdown';
import { build } from '../site/build.ts';
import { storeName } from '../bundle/content-build.ts';
import { UserError } from '../config/errors.ts';
import type { Logger } from '../logger.ts';
import { createSiteUrl } from '@folio/client/site-url';
import { normalizeRoutePath, safeDecodePath } from '../routes/paths.ts';
import { createStaticHandler } from '../server/static-handler.ts';
import { renderDevShell } from './html-shell.ts';
import { isIgnoredByWatcher } from './watch-ignore.ts';
import { createLiveReloadHub, isSameOrigin, LIVE_RELOAD_PATH } from './live-reload.ts';
import { DEV_CONTENT_PATH } from './dev-content.ts';
import { createDevDeps, DEV_DEPS_PATH } from './dev-deps.ts';
import { createDevSession, type DevSnapshot } from './session.ts';

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

/** Path of the current site data, fetched by pages after a live update. */
const SITE_PATH = '/__folio/site.json';
/** Where a page reports that it shows the content pushed after a save (`?saved=N`). */
const SHOWN_PATH = '/__folio/shown';

function errorText(error: unknown): string {
  return error instanceof UserError ? error.message : (error as Error).stack ?? String(error);
}

/** How long after start the background compile begins. */
const WARM_DELAY_MS = 400;
/** Files read from the cache or compiled per background step: small, so a save never waits long for the CPU. */
const WARM_SLICE = 2;

/** How many pages bundled ahead of a reload stay served (a page may fetch one a moment late). */
const SAVED_KEPT = 20;
/** How long the server waits after a change for more (an editor may write a file in several steps). */
const SETTLE_MS = 5;
/** Longest a save's reload waits for an open page to fetch the content pushed to it, then to show it. */
const FETCH_WAIT_MS = 50;
const SHOWN_WAIT_MS = 100;

/** Media names the dev server answers (content-hashed file names, nothing else). */
const MEDIA_NAME = /^[\w.-]+$/;

/**
 * The development server: keeps the site loaded in memory, answers pages as soon as the first load
 * is done, rebuilds only what an edit touches and pushes it to open pages. Markdown is scanned at
 * start and compiled when a page needs it, while the rest compiles in the background. Files that
 * only a full build makes (search index, feeds, sitemap) are built on demand in the background.
 */
export async function startDevServer(options: DevServerOptions) {
  const siteDir = path.resolve(options.siteDir);
  // A page that connects while an error stands sees it at once (it may have missed the broadcast).
  const hub = createLiveReloadHub({ greeting: () => (contentErrors.size || lastError || appError ? { event: 'error-overlay', data: overlayData() } : undefined) });
  /** Why the app (theme, styles) did not bundle, shown until it bundles again. */
  let appError: string | undefined;
  const session = createDevSession({
    siteDir,
    logger: options.logger,
    reactDevelopment: options.reactDevelopment,
    onAppBuilt: (error) => {
      const message = error ? errorText(error) : undefined;
      if (message === appError) return;
      if (message) options.logger.error(message);
      appError = message;
      showErrors();
    },
  });
  const deps = createDevDeps(siteDir, path.join(siteDir, '.folio'));
  /** Content modules that failed to bundle, with their messages, shown in the overlay until they bundle again. */
  const contentErrors = new Map<string, string>();
  const overlayData = () => (contentErrors.size || lastError || appError ? { message: [lastError, appError, ...contentErrors.values()].filter(Boolean).join('\n\n') } : {});
  const showErrors = () => hub.send('error-overlay', overlayData());
  let snapshot: DevSnapshot | undefined;
  let lastError: string | undefined;
  const fullBuildDir = path.join(siteDir, '.folio', 'dev-full-build');
  let fullBuild: { promise: Promise<void>; stale: boolean } | undefined;

  // The server listens first and loads the site after: a page asked for meanwhile waits, then is answered.
  let markLoaded!: () => void;
  const loaded = new Promise<void>((resolve) => (markLoaded = resolve));

  const ensureFullBuild = (): Promise<void> => {
    if (!fullBuild || fullBuild.stale) {
      const promise = build({ siteDir, outDir: fullBuildDir, mode: 'development', compiler: session.compiler, logger: { ...options.logger, info: () => undefined, success: () => undefined } }).then(
        () => undefined,
        (error: unknown) => options.logger.warn(`The background build failed: ${errorText(error)}`),
      );
      fullBuild = { promise, stale: false };
    }
    return fullBuild.promise;
  };

  /** Files on disk are served as they are now: browsers must not keep them. */
  const noStore = () => 'no-store';
  const serveMedia = createStaticHandler({ root: session.mediaDir, cacheControl: noStore });
  const serveFullBuild = createStaticHandler({ root: fullBuildDir, cacheControl: noStore });

  /** Pages just saved, bundled ahead of the site's reload, by `<module name>?<number>`; the newest few. */
  const savedModules = new Map<string, string>();
  let savedCount = 0;
  /** Pushed pages a browser has yet to fetch, then to show, by their `saved` number: what to call when it has. */
  const awaitingFetch = new Map<string, () => void>();
  const awaitingShown = new Map<string, () => void>();
  /** Resolves true when `waiting` is called for one of these numbers, false after `ms`. */
  const firstOf = (waiting: Map<string, () => void>, numbers: string[], ms: number): Promise<boolean> =>
    new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), ms);
      for (const number of numbers) waiting.set(number, () => (clearTimeout(timer), resolve(true)));
    }).finally(() => {
      for (const number of numbers) waiting.delete(number);
    });

  /** Answers a content module, bundled on first request; a failure shows in the overlay and in the terminal. */
  const sendContent = async (response: ServerResponse, name: string, saved: string | null) => {
    const early = saved === null ? undefined : savedModules.get(`${name}?${saved}`);
    if (early !== undefined) {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      response.end(early);
      return void awaitingFetch.get(saved!)?.();
    }
    const module = session.contentModule(name);
    if (!module) return void response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('No such content module.');
    const result = await session.bundleContent(module);
    if ('error' in result) {
      const message = errorText(result.error);
      if (contentErrors.get(module) !== message) options.logger.error(message);
      contentErrors.set(module, message);
      showErrors();
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      return void response.end(`throw new Error(${JSON.stringify(message)});\n`);
    }
    if (contentErrors.delete(module)) showErrors();
    response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
    response.end(result.code);
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const decoded = safeDecodePath(url.pathname);
    if (decoded === undefined) return void response.writeHead(400).end();
    if (url.pathname === LIVE_RELOAD_PATH) return hub.connect(request, response);
    if (url.pathname === SHOWN_PATH) {
      // Part of the live-update channel: same origin only, like the event stream.
      if (!isSameOrigin(request)) return void response.writeHead(403).end();
      awaitingShown.get(url.searchParams.get('saved') ?? '')?.();
      return void response.writeHead(204).end();
    }
    if (!snapshot) await loaded;
    if (!snapshot) {
      response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(lastError ?? 'The site is loading.');
      return;
    }
    if (url.pathname === SITE_PATH) {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      response.end(JSON.stringify({ site: snapshot.site, css: snapshot.entry.css }));
      return;
    }
    const base = snapshot.config.baseUrl;
    if (url.pathname.startsWith(`${base}${DEV_CONTENT_PATH}`)) return sendContent(response, url.pathname.slice(`${base}${DEV_CONTENT_PATH}`.length).replace(/\.js$/, ''), url.searchParams.get('saved'));
    if (url.pathname.startsWith(`${base}${DEV_DEPS_PATH}`)) {
      const code = deps.get(url.pathname.slice(`${base}${DEV_DEPS_PATH}`.length).replace(/\.js$/, ''));
      if (code) {
        const text = await code.catch((error: unknown) => `throw new Error(${JSON.stringify(errorText(error))});\n`);
        response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
        return void response.end(text);
      }
    }
    if (url.pathname.startsWith(`${base}assets/media/`)) {
      const name = url.pathname.slice(`${base}assets/media/`.length);
      if (MEDIA_NAME.test(name) && serveMedia(request, response, `/${name}`)) return;
    }
    // The app's scripts and styles: the request waits while the app is being bundled.
    const memory = snapshot.files.get(url.pathname) ?? (url.pathname.startsWith(`${base}assets/js/`) ? await session.appFile(url.pathname) : undefined);
    if (memory) {
      response.writeHead(200, { 'content-type': memory.type, 'cache-control': 'no-store' });
      response.end(memory.body);
      return;
    }
    const sitePath = createSiteUrl({ baseUrl: base }).sitePath(decoded);
    const routeEntry = snapshot.routes.get(normalizeRoutePath(sitePath));
    if (routeEntry) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(renderDevShell({ config: snapshot.config, site: snapshot.site, path: sitePath, route: routeEntry.route, head: routeEntry.head, notFound: false, entry: snapshot.entry }));
      return;
    }
    for (const dir of snapshot.config.staticDirectories) {
      if (createStaticHandler({ root: path.resolve(siteDir, dir), cacheControl: noStore })(request, response, sitePath)) return;
    }
    if (/\.(json|xml|txt)$/.test(sitePath)) {
      // Search indexes, feeds, sitemap: made by a full build, on demand.
      await ensureFullBuild();
      if (existsSync(fullBuildDir) && serveFullBuild(request, response, sitePath)) return;
    }
    response.writeHead(404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(renderDevShell({ config: snapshot.config, site: snapshot.site, path: sitePath, route: snapshot.notFound, head: { title: 'Page Not Found' }, notFound: true, entry: snapshot.entry }));
  });

  let port = options.port;
  for (;;) {
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, options.host, () => {
          server.off('error', reject);
          resolve();
        });
      });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      if (!options.nextFreePort || port - options.port > 20) {
        throw new UserError(`Port ${port} is already in use. Stop the other server, choose a port with --port, or pass --next-free-port.`);
      }
      port += 1;
    }
  }
  const bound = server.address();
  port = typeof bound === 'object' && bound ? bound.port : port;
  const address = `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}`;
  options.logger.success(`Development server at ${address}`);
  const started = performance.now();
  try {
    snapshot = await session.refresh('all');
    options.logger.success(`Site loaded in ${Math.round(performance.now() - started)}ms`);
  } catch (error) {
    lastError = errorText(error);
    options.logger.error(lastError);
  } finally {
    markLoaded();
  }
  // The first page's content compiles when the browser asks for it: have the compiler loaded by then.
  preloadCompiler();

  /**
   * Compiles every file that was only scanned into the compile cache, in worker threads, then
   * loads the content again (now exact: tables of contents, links) and updates open pages.
   */
  async function warmInBackground(): Promise<void> {
    // Leave the first page request the CPU: the browser usually asks right after start.
    await new Promise((resolve) => setTimeout(resolve, WARM_DELAY_MS));
    if (closed) return;
    // Saved pages compile on this thread: have its compiler warm before the first save.
    await warmUpCompiler().catch((error: unknown) => options.logger.warn(`The Markdown compiler did not warm up: ${errorText(error)}`));
    if (closed) return;
    const inputs = await Promise.all(session.compiler.scannedInputs().map(async (input) => ({ ...input, source: await readFile(input.filePath, 'utf8').catch(() => '') })));
    if (!inputs.length || closed) return;
    const startedAt = performance.now();
    // In slices: a save being applied has the CPU to itself, the background compile waits for it.
    // The workers read and write the compile cache themselves, so this thread stays free.
    for (let i = 0; i < inputs.length && !closed; i += WARM_SLICE) {
      while (running) await running;
      await session.compiler.compileIntoCache(inputs.slice(i, i + WARM_SLICE), path.join(siteDir, '.folio', 'markdown'));
    }
    if (closed) return;
    await enqueue(async () => {
      snapshot = await session.refresh('content', false);
      hub.send('update', { files: [], site: snapshot.site, css: snapshot.entry.css });
    });
    options.logger.info(`Compiled ${inputs.length} Markdown files (or found them in the cache) in the background in ${Math.round(performance.now() - startedAt)}ms`);
  }

  // Refreshes run one at a time: an edit and the background refresh never interleave.
  let queue: Promise<void> = Promise.resolve();
  const enqueue = (task: () => Promise<void>): Promise<void> => (queue = queue.then(task, task));

  let pending = new Set<string>();
  let running: Promise<void> | undefined;
  /**
   * The fast half of a save of pages the site already has: each is bundled from the file as it is
   * now and pushed to open pages, which swap the page's content in place. Loading the site again
   * (titles, tables of contents, sidebars, links) takes longer and follows as a full update.
   */
  const pushSavedPages = async (changed: string[]): Promise<void> => {
    const modules = changed.filter((file) => /\.mdx?$/.test(file)).flatMap((file) => session.modulesOf(file));
    const pushed = await Promise.all(modules.map(async (module) => {
      const result = await session.bundleLatest(module);
      // A page that does not bundle is reported by the full update that follows.
      if ('error' in result) return [];
      const number = String(++savedCount);
      savedModules.set(`${storeName(module)}?${number}`, result.code);
      if (savedModules.size > SAVED_KEPT) savedModules.delete(savedModules.keys().next().value!);
      const contentPath = session.contentPath(module);
      return [{ number, path: contentPath, url: `${contentPath}?saved=${number}` }];
    }));
    const sent = pushed.flat();
    if (!sent.length) return;
    // The site loads again once a page has fetched its new content and shown it: the reload holds
    // this thread and the CPU, and neither the fetch nor the browser's render should wait behind it.
    // A page that shows none of them does not answer: the waits are short.
    const numbers = sent.map(({ number }) => number);
    const fetched = hub.hasClients() ? firstOf(awaitingFetch, numbers, FETCH_WAIT_MS) : Promise.resolve(false);
    const shown = hub.hasClients() ? firstOf(awaitingShown, numbers, FETCH_WAIT_MS + SHOWN_WAIT_MS) : Promise.resolve(false);
    hub.send('content', { modules: sent.map(({ path, url }) => ({ path, url })) });
    if (await fetched) await shown;
  };

  const apply = async (): Promise<void> => {
    const changed = [...pending];
    pending = new Set();
    const kinds = new Set(changed.map((f) => session.classify(f)));
    const startedAt = performance.now();
    try {
      if (kinds.size === 1 && kinds.has('content')) await pushSavedPages(changed);
      const reload = kinds.has('config') || kinds.has('code');
      snapshot = await session.refresh(kinds.has('config') ? 'all' : changed, reload || kinds.has('style'));
      if (fullBuild) fullBuild.stale = true;
      lastError = undefined;
      // Errors of modules the site no longer has (an edit gave a file another module) are gone with them.
      for (const module of contentErrors.keys()) if (!session.hasModule(module)) contentErrors.delete(module);
      // Bundle the edited pages now: errors show at once, and the browser's request finds them ready.
      const edited = changed.flatMap((file) => session.modulesOf(file));
      await Promise.all(edited.map(async (module) => {
        const result = await session.bundleContent(module);
        if ('error' in result) {
          const message = errorText(result.error);
          options.logger.error(message);
          contentErrors.set(module, message);
        } else contentErrors.delete(module);
      }));
      showErrors();
      // The new site data travels with the event: the page need not ask for it.
      hub.send(reload ? 'reload' : 'update', { files: changed.map((f) => path.relative(siteDir, f)), ...(reload || !snapshot ? {} : { site: snapshot.site, css: snapshot.entry.css }) });
      options.logger.info(`Updated in ${Math.round(performance.now() - startedAt)}ms: ${changed.map((f) => path.relative(siteDir, f)).join(', ')}`);
    } catch (error) {
      lastError = errorText(error);
      options.logger.error(lastError);
      showErrors();
    }
  };
  const schedule = (file: string) => {
    pending.add(path.resolve(siteDir, file));
    if (running) return;
    running = new Promise<void>((resolve) => setTimeout(resolve, SETTLE_MS))
      .then(async () => {
        while (pending.size) await enqueue(apply);
      })
      .finally(() => {
        running = undefined;
      });
  };
  const watcher = watch(siteDir, {
    ignoreInitial: true,
    ignored: (file) => isIgnoredByWatcher(path.relative(siteDir, file)),
  });
  watcher.on('all', (_event, file) => schedule(file));
  // A watch failure (a symlink loop, a folder it may not read) must not take the server down.
  watcher.on('error', (error) => options.logger.warn(`Cannot watch part of the site, changes there are missed: ${(error as Error).message.split('\n')[0]}`));
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  let closed = false;
  // The background compile is an optimisation: if it fails (its cache folder deleted meanwhile,
  // say), pages still compile when they are asked for, and the server keeps running.
  const warming = warmInBackground().catch((error: unknown) => options.logger.warn(`The background compile stopped: ${errorText(error)}`));
  return {
    url: address,
    port,
    /** Resolves when the background compile of every scanned file and the refresh after it are done. */
    warmed: warming,
    close: async () => {
      closed = true;
      hub.close();
      await watcher.close();
      // No background work outlives the server (it stops at its next step).
      await warming;
      await fullBuild?.promise;
      await session.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
