import { createReadStream, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { contentTypeOf } from './mime.ts';
import { resolveRequestFile } from './resolve-file.ts';

/** Options of a static file handler. */
export interface StaticHandlerOptions {
  /** The folder served; nothing outside it is ever answered (symlinks out of it included). */
  root: string;
  /**
   * A file of the folder (`/404.html`) that answers, with status 404, paths that match no file.
   * Without it such requests are left to the caller.
   */
  notFound?: string | undefined;
  /** The `cache-control` header of a served file; default `no-cache`. */
  cacheControl?: ((file: string) => string) | undefined;
}

/**
 * Answers a request with a file of the folder, or leaves it (returns false). `requestPath` is the
 * URL path to look up (default: the request's own URL), mapped the way static hosts do (see
 * resolveRequestFile).
 */
export type StaticHandler = (request: IncomingMessage, response: ServerResponse, requestPath?: string) => boolean;

/**
 * Folio's static file server, as a request handler: `folio serve`, the development server (static
 * folders, media) and the benchmark serve files through it. GET and
 * HEAD only (others get 405), one content type table, `nosniff`, `last-modified` (as static hosts
 * send it; never a 304, whose one-second dates could hide a rebuild), files streamed from disk.
 */
export function createStaticHandler(options: StaticHandlerOptions): StaticHandler {
  const root = path.resolve(options.root);
  return (request, response, requestPath = request.url ?? '/') => {
    const found = resolveRequestFile(root, requestPath);
    if (!found && !options.notFound) return false;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return true;
    }
    const file = found ?? resolveRequestFile(root, options.notFound!);
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return true;
    }
    response.writeHead(found ? 200 : 404, {
      'content-type': contentTypeOf(file),
      'x-content-type-options': 'nosniff',
      'cache-control': options.cacheControl?.(file) ?? 'no-cache',
      'last-modified': statSync(file).mtime.toUTCString(),
    });
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
    return true;
  };
}
