import { createReadStream, existsSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import path from 'node:path';
import { watch } from 'chokidar';
import { build } from '../build/build.ts';
import { UserError } from '../config/errors.ts';
import type { Logger } from '../logger.ts';
import { normalizeRoutePath, safeDecodePath } from '../routes/paths.ts';
import { MIME_TYPES } from '../server/mime.ts';
import { resolveRequestFile } from '../server/resolve-file.ts';
import { renderDevShell } from './html-shell.ts';
import { createLiveReloadHub, LIVE_RELOAD_PATH } from './live-reload.ts';
import { classifyChange, createDevSession, type DevSnapshot } from './session.ts';

/** Options of `folio start`. */
export interface DevServerOptions {
  siteDir: string;
  port: number;
  host: string;
  logger: Logger;
  /** Try the next ports when the port is taken, instead of failing. */
  nextFreePort?: boolean;
}

/** Folders the watcher skips: dependencies, caches, build outputs (and their swap folders), tests. */
const IGNORED = /(^|[/\\])(node_modules|\.folio|build[^/\\]*|dist|\.git|tests|bench)([/\\]|$)/;

/** Path of the current site data, fetched by pages after a live update. */
const SITE_PATH = '/__folio/site.json';

function errorText(error: unknown): string {
  return error instanceof UserError ? error.message : (error as Error).stack ?? String(error);
}

/**
 * The development server: keeps the site loaded in memory, answers pages as soon as the first load
 * is done, rebuilds only what an edit touches and pushes it to open pages. Files that only a full
 * build makes (search index, feeds, sitemap) are built on demand in the background.
 */
export async function startDevServer(options: DevServerOptions) {
  const siteDir = path.resolve(options.siteDir);
  const hub = createLiveReloadHub();
  const session = createDevSession({ siteDir, logger: options.logger });
  let snapshot: DevSnapshot | undefined;
  let lastError: string | undefined;
  const fullBuildDir = path.join(siteDir, '.folio', 'dev-full-build');
  let fullBuild: { promise: Promise<void>; stale: boolean } | undefined;

  const started = performance.now();
  try {
    snapshot = await session.refresh('all');
    options.logger.success(`Site loaded in ${Math.round(performance.now() - started)}ms`);
  } catch (error) {
    lastError = errorText(error);
    options.logger.error(lastError);
  }

  const ensureFullBuild = (): Promise<void> => {
    if (!fullBuild || fullBuild.stale) {
      const promise = build({ siteDir, outDir: fullBuildDir, mode: 'development', logger: { ...options.logger, info: () => undefined, success: () => undefined } }).then(
        () => undefined,
        (error: unknown) => options.logger.warn(`The background build failed: ${errorText(error)}`),
      );
      fullBuild = { promise, stale: false };
    }
    return fullBuild.promise;
  };

  const sendFile = (response: ServerResponse, file: string) => {
    response.writeHead(200, { 'content-type': MIME_TYPES[path.extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    createReadStream(file).pipe(response);
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const decoded = safeDecodePath(url.pathname);
    if (decoded === undefined) return void response.writeHead(400).end();
    if (url.pathname === LIVE_RELOAD_PATH) return hub.connect(request, response);
    if (!snapshot) {
      response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(lastError ?? 'The site is loading.');
      return;
    }
    if (url.pathname === SITE_PATH) {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      response.end(JSON.stringify({ site: snapshot.site, css: snapshot.entry.css }));
      return;
    }
    const memory = snapshot.files.get(url.pathname);
    if (memory) {
      response.writeHead(200, { 'content-type': memory.type, 'cache-control': 'no-store' });
      response.end(memory.body);
      return;
    }
    const base = snapshot.config.baseUrl.replace(/\/$/, '');
    const sitePath = base && decoded.startsWith(base) ? decoded.slice(base.length) || '/' : decoded;
    const routeEntry = snapshot.routes.get(normalizeRoutePath(sitePath));
    if (routeEntry) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(renderDevShell({ config: snapshot.config, site: snapshot.site, path: sitePath, route: routeEntry.route, head: routeEntry.head, notFound: false, entry: snapshot.entry }));
      return;
    }
    for (const dir of snapshot.config.staticDirectories) {
      const file = resolveRequestFile(path.resolve(siteDir, dir), sitePath);
      if (file) return sendFile(response, file);
    }
    if (/\.(json|xml|txt)$/.test(sitePath)) {
      // Search indexes, feeds, sitemap: made by a full build, on demand.
      await ensureFullBuild();
      const file = existsSync(fullBuildDir) ? resolveRequestFile(fullBuildDir, sitePath) : undefined;
      if (file) return sendFile(response, file);
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

  let pending = new Set<string>();
  let running: Promise<void> | undefined;
  const apply = async (): Promise<void> => {
    const changed = [...pending];
    pending = new Set();
    const kinds = new Set(changed.map((f) => classifyChange(f, siteDir)));
    const startedAt = performance.now();
    try {
      snapshot = await session.refresh(kinds.has('config') ? 'all' : changed);
      if (fullBuild) fullBuild.stale = true;
      lastError = undefined;
      hub.send('error-overlay', {});
      hub.send(kinds.has('config') || kinds.has('code') ? 'reload' : 'update', { files: changed.map((f) => path.relative(siteDir, f)) });
      options.logger.info(`Updated in ${Math.round(performance.now() - startedAt)}ms: ${changed.map((f) => path.relative(siteDir, f)).join(', ')}`);
    } catch (error) {
      lastError = errorText(error);
      options.logger.error(lastError);
      hub.send('error-overlay', { message: lastError });
    }
  };
  const schedule = (file: string) => {
    pending.add(path.resolve(siteDir, file));
    if (running) return;
    running = new Promise<void>((resolve) => setTimeout(resolve, 15))
      .then(async () => {
        while (pending.size) await apply();
      })
      .finally(() => {
        running = undefined;
      });
  };
  const watcher = watch(siteDir, {
    ignoreInitial: true,
    ignored: (file) => IGNORED.test(path.relative(siteDir, file)),
  });
  watcher.on('all', (_event, file) => schedule(file));
  // A watch failure (a symlink loop, a folder it may not read) must not take the server down.
  watcher.on('error', (error) => options.logger.warn(`Cannot watch part of the site, changes there are missed: ${(error as Error).message.split('\n')[0]}`));
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return {
    url: address,
    port,
    close: async () => {
      hub.close();
      await watcher.close();
      await session.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
