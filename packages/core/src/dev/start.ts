import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { watch } from 'chokidar';
import { build } from '../build/build.ts';
import { UserError } from '../config/errors.ts';
import type { Logger } from '../logger.ts';
import { MIME_TYPES } from '../server/mime.ts';
import { resolveRequestFile } from '../server/resolve-file.ts';
import { createLiveReloadHub, LIVE_RELOAD_PATH, LIVE_RELOAD_SCRIPT } from './live-reload.ts';

/** Options of `folio start`. */
export interface DevServerOptions {
  siteDir: string;
  port: number;
  host: string;
  logger: Logger;
}

/**
 * The development server: builds the site in development mode into the cache folder, serves it
 * with live reload, and rebuilds on every change. A failed rebuild keeps the last good site up and
 * shows the error in the browser; fixing the file clears it.
 */
export async function startDevServer(options: DevServerOptions) {
  const siteDir = path.resolve(options.siteDir);
  const outDir = path.join(siteDir, '.folio', 'dev-build');
  const hub = createLiveReloadHub();
  let lastError: string | undefined;

  const rebuild = async (): Promise<void> => {
    const started = performance.now();
    try {
      await build({ siteDir, outDir, mode: 'development', logger: options.logger });
      lastError = undefined;
      hub.send('error-overlay', {});
      hub.send('reload');
      options.logger.info(`Rebuilt in ${Math.round(performance.now() - started)}ms`);
    } catch (error) {
      lastError = error instanceof UserError ? error.message : (error as Error).stack ?? String(error);
      options.logger.error(lastError);
      hub.send('error-overlay', { message: lastError });
    }
  };

  await rebuild();
  const server = createServer(async (request, response) => {
    const url = request.url ?? '/';
    if (url.startsWith(LIVE_RELOAD_PATH)) return hub.connect(request, response);
    const file = resolveRequestFile(outDir, url) ?? resolveRequestFile(outDir, '/404.html');
    if (!file) {
      response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end(lastError ?? 'The site has not been built yet.');
      return;
    }
    const type = MIME_TYPES[path.extname(file)] ?? 'application/octet-stream';
    let body: Buffer | string = await readFile(file);
    if (type.startsWith('text/html')) body = body.toString('utf8').replace('</body>', `${LIVE_RELOAD_SCRIPT}</body>`);
    response.writeHead(file.endsWith('404.html') && !url.includes('404.html') ? 404 : 200, { 'content-type': type, 'cache-control': 'no-store' });
    response.end(body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new UserError(`Port ${options.port} is already in use. Stop the other server or choose another port with --port.`) : error),
    );
    server.listen(options.port, options.host, resolve);
  });
  options.logger.success(`Development server at http://${options.host}:${options.port}`);

  let queued: Promise<void> | undefined;
  let again = false;
  const schedule = () => {
    if (queued) {
      again = true;
      return;
    }
    queued = rebuild().finally(() => {
      queued = undefined;
      if (again) {
        again = false;
        schedule();
      }
    });
  };
  const watcher = watch(siteDir, {
    ignoreInitial: true,
    ignored: (file) => /(^|[/\\])(node_modules|\.folio|build|\.git)([/\\]|$)/.test(path.relative(siteDir, file)),
  });
  watcher.on('all', schedule);
  return {
    close: async () => {
      hub.close();
      await watcher.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
