import { mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHandler } from './static-handler.ts';

const root = mkdtempSync(path.join(tmpdir(), 'folio-static-'));
const site = path.join(root, 'build');
mkdirSync(path.join(site, 'assets', 'js'), { recursive: true });
writeFileSync(path.join(site, 'index.html'), '<p>home</p>');
writeFileSync(path.join(site, '404.html'), '<p>not here</p>');
writeFileSync(path.join(site, 'assets', 'js', 'main-abc.js'), 'export {};');
writeFileSync(path.join(root, 'secret.txt'), 'secret');
symlinkSync(path.join(root, 'secret.txt'), path.join(site, 'link.txt'));

/** A server whose first handler serves the site with a 404 page, the second without (falling through to 418). */
const withNotFound = createStaticHandler({ root: site, notFound: '/404.html', cacheControl: (file) => (file.includes('/assets/') ? 'immutable' : 'no-cache') });
const withoutNotFound = createStaticHandler({ root: site });
let server: Server;
let port = 0;

function get(requestPath: string, method = 'GET'): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: requestPath, method }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk)).on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
    });
    req.on('error', reject).end();
  });
}

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url!.startsWith('/plain/')) {
      if (!withoutNotFound(request, response, request.url!.slice('/plain'.length))) response.writeHead(418).end('left to the caller');
      return;
    }
    withNotFound(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

describe('createStaticHandler', () => {
  it('serves files with their content type, nosniff and the cache policy asked for', async () => {
    const home = await get('/');
    expect([home.status, home.body, home.headers['content-type'], home.headers['x-content-type-options'], home.headers['cache-control']]).toEqual([200, '<p>home</p>', 'text/html; charset=utf-8', 'nosniff', 'no-cache']);
    const script = await get('/assets/js/main-abc.js');
    expect([script.status, script.headers['content-type'], script.headers['cache-control']]).toEqual([200, 'text/javascript; charset=utf-8', 'immutable']);
    expect(new Date(home.headers['last-modified'] as string).getTime()).toBe(Math.floor(statSync(path.join(site, 'index.html')).mtimeMs / 1000) * 1000);
    const head = await get('/', 'HEAD');
    expect([head.status, head.body, head.headers['content-type']]).toEqual([200, '', 'text/html; charset=utf-8']);
  });

  it('answers unknown paths with the 404 page, and refuses other methods', async () => {
    const missing = await get('/docs/nope');
    expect([missing.status, missing.body]).toEqual([404, '<p>not here</p>']);
    expect((await get('/', 'POST')).status).toBe(405);
  });

  it('never serves a file outside its folder, through .. or a symlink', async () => {
    for (const attempt of ['/../secret.txt', '/%2e%2e/secret.txt', '/link.txt']) {
      const response = await get(attempt);
      expect(response.body).not.toContain('secret');
      expect(response.status).toBe(404);
    }
  });

  it('without a 404 page, leaves requests it has no file for to the caller', async () => {
    expect((await get('/plain/index.html')).body).toBe('<p>home</p>');
    const missing = await get('/plain/nope');
    expect([missing.status, missing.body]).toEqual([418, 'left to the caller']);
  });
});
