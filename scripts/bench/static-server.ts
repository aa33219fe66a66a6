import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml',
};

/** The file behind a request path: the file, `path/index.html`, or `path.html`; undefined if none. */
function resolveFile(root: string, urlPath: string): string | undefined {
  const clean = path.normalize(decodeURIComponent(urlPath.split(/[?#]/)[0]!));
  const base = path.join(root, clean);
  if (!base.startsWith(root)) return undefined;
  for (const candidate of [base, path.join(base, 'index.html'), `${base}.html`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** A running static server. */
export interface StaticServer {
  url: string;
  /** Every request path the server received so far, in order (what reached the network). */
  requests: string[];
  close: () => Promise<void>;
}

/**
 * A neutral static file server on 127.0.0.1 for any tool's build folder (the same server for
 * all, so that in-browser timings compare the sites, not the servers). It answers with
 * `cache-control: max-age=600` and `last-modified`, as common static hosts (GitHub Pages) do, so
 * that what a page fetched ahead of time can be reused as on a real host.
 */
export async function serveStatic(root: string, port: number): Promise<StaticServer> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(request.url ?? '/');
    const file = resolveFile(root, request.url ?? '/') ?? resolveFile(root, '/404.html');
    if (!file) return void response.writeHead(404).end('Not found');
    response.writeHead(file.endsWith('404.html') && !(request.url ?? '').includes('404') ? 404 : 200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'max-age=600',
      'last-modified': statSync(file).mtime.toUTCString(),
    });
    response.end(readFileSync(file));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return { url: `http://127.0.0.1:${port}`, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
