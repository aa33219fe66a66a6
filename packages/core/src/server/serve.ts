import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { UserError } from '../config/errors.ts';
import { createStaticHandler } from './static-handler.ts';

/** Options of `folio serve`. */
export interface ServeOptions {
  dir: string;
  port: number;
  /** Loopback unless the user says otherwise. */
  host?: string;
}

/** Hashed build assets never change under their name: browsers may keep them. */
const cacheControl = (file: string) => (file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');

/** Serves a built site: its files, `404.html` for anything else, nothing outside the folder. */
export async function serveBuild(options: ServeOptions): Promise<{ server: Server; url: string; close(): Promise<void> }> {
  const host = options.host ?? '127.0.0.1';
  const handle = createStaticHandler({ root: options.dir, notFound: '/404.html', cacheControl });
  const server = createServer((request, response) => void handle(request, response));
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
