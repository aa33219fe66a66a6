import { createServer } from 'node:http';
import { createStaticHandler } from '../../packages/core/src/server/static-handler.ts';

/** A running static server. */
export interface StaticServer {
  url: string;
  /** Every request path the server received so far, in order (what reached the network). */
  requests: string[];
  close: () => Promise<void>;
}

/**
 * A neutral static file server on 127.0.0.1 for any tool's build folder (the same server for
 * all, so that in-browser timings compare the sites, not the servers): Folio's static handler
 * (the one `folio serve` uses), answering every file with `cache-control: max-age=600` and
 * `last-modified`, as common static hosts (GitHub Pages) do, so that what a page fetched ahead of
 * time can be reused as on a real host; unknown paths get the build's 404.html.
 */
export async function serveStatic(root: string, port: number): Promise<StaticServer> {
  const requests: string[] = [];
  const handle = createStaticHandler({ root, notFound: '/404.html', cacheControl: () => 'max-age=600' });
  const server = createServer((request, response) => {
    requests.push(request.url ?? '/');
    handle(request, response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return { url: `http://127.0.0.1:${port}`, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
