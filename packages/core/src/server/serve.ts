import { createReadStream } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { UserError } from '../config/errors.ts';
import { MIME_TYPES } from './mime.ts';
import { resolveRequestFile } from './resolve-file.ts';

/** Options of `folio serve`. */
export interface ServeOptions {
  dir: string;
  port: number;
  /** Loopback unless the user says otherwise. */
  host?: string;
}

/** Serves a built site: its files, `404.html` for anything else, nothing outside the folder. */
export async function serveBuild(options: ServeOptions): Promise<{ server: Server; url: string; close(): Promise<void> }> {
  const root = path.resolve(options.dir);
  const host = options.host ?? '127.0.0.1';
  const server = createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const file = resolveRequestFile(root, request.url ?? '/');
    const status = file ? 200 : 404;
    const served = file ?? resolveRequestFile(root, '/404.html');
    if (!served) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const headers: Record<string, string> = {
      'content-type': MIME_TYPES[path.extname(served)] ?? 'application/octet-stream',
      'x-content-type-options': 'nosniff',
      'cache-control': served.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    response.writeHead(status, headers);
    if (request.method === 'HEAD') response.end();
    else createReadStream(served).pipe(response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new UserError(`Port ${options.port} is already in use. Stop the other server or choose another port with --port.`) : error),
    );
    server.listen(options.port, host, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    server,
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
