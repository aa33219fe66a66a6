import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeLater } from '../helpers/tmp.ts';
import { makeSite, runFolio, spawnFolio, type SpawnedFolio } from './harness.ts';

const SECRET = 'SECRET-OUTSIDE-THE-SITE';

/** Request paths that try to leave the served folder, sent byte for byte (no client-side normalising). */
const ESCAPES = [
  '/../secret.txt',
  '/%2e%2e/secret.txt',
  '/%2E%2E/secret.txt',
  '/.%2e/secret.txt',
  '/..%2fsecret.txt',
  '/..%2Fsecret.txt',
  '/%2e%2e%2fsecret.txt',
  '/..%5csecret.txt',
  '/..\\secret.txt',
  '/docs/..%2f..%2f..%2fsecret.txt',
  '/..%252fsecret.txt',
  '/%c0%ae%c0%ae/secret.txt',
  '//secret.txt',
  '/link-out.txt',
  '/dir-out/secret.txt',
  '/dir-out/site.config.ts',
  '/%00',
];

function get(port: number, requestPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: requestPath, method: 'GET' }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk)).on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    req.on('error', reject).end();
  });
}

/** Waits for the server's "… at http://host:port" line (as its output arrives) and returns the URL; fails if the server exits first. */
function listening(folio: SpawnedFolio, pattern: RegExp): Promise<URL> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = pattern.exec(folio.output().stdout);
      if (!match) return;
      stop();
      resolve(new URL(match[1]!));
    };
    const exited = () => {
      stop();
      reject(new Error(`The server did not start:\n${folio.output().stdout}\n${folio.output().stderr}`));
    };
    const stop = () => {
      folio.child.stdout!.off('data', check);
      folio.child.off('exit', exited);
    };
    folio.child.stdout!.on('data', check);
    folio.child.once('exit', exited);
    check();
    if (folio.child.exitCode !== null) exited();
  });
}

/** True when a TCP connection to host:port succeeds. */
function canConnect(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 30_000 }); // a limit for a hang only (the machine may be busy)
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** This machine's addresses other than loopback, to prove the server does not listen on them. */
const OTHER_ADDRESSES = Object.values(networkInterfaces())
  .flat()
  .filter((i) => i && !i.internal && i.family === 'IPv4')
  .map((i) => i!.address);

/** A site with a secret next to it, and links out of its served folders. */
function hostileNeighbourhood(siteDir: string, servedDir: string): void {
  writeFileSync(path.join(siteDir, 'secret.txt'), SECRET);
  const neighbour = path.join(path.dirname(siteDir), `${path.basename(siteDir)}-secret.txt`);
  writeFileSync(neighbour, SECRET);
  removeLater(neighbour);
  mkdirSync(servedDir, { recursive: true });
  symlinkSync(path.join(siteDir, 'secret.txt'), path.join(servedDir, 'link-out.txt'));
  symlinkSync(siteDir, path.join(servedDir, 'dir-out'));
}

describe.each([
  { command: 'serve', pattern: /Serving .* at (http:\/\/\S+)/, served: 'build' },
  { command: 'start', pattern: /Development server at (http:\/\/\S+)/, served: 'static' },
])('folio $command', ({ command, pattern, served }) => {
  let folio: SpawnedFolio;
  let url: URL;
  beforeAll(async () => {
    const siteDir = makeSite('reliability-site');
    if (command === 'serve') expect((await runFolio(['build', siteDir], siteDir)).code).toBe(0);
    hostileNeighbourhood(siteDir, path.join(siteDir, served));
    folio = spawnFolio([command, siteDir, '--port', '0']);
    url = await listening(folio, pattern);
  }, 180_000);
  afterAll(() => {
    folio?.child.kill('SIGTERM');
  });

  it('binds to loopback by default', async () => {
    expect(url.hostname).toBe('127.0.0.1');
    expect(await canConnect('127.0.0.1', Number(url.port))).toBe(true);
    for (const address of OTHER_ADDRESSES) expect(await canConnect(address, Number(url.port)), address).toBe(false);
  });

  it.each(ESCAPES)('refuses %s', async (requestPath) => {
    const response = await get(Number(url.port), requestPath);
    expect(response.body).not.toContain(SECRET);
    // `//x` is a scheme-relative URL to the dev server's parser (host "x", path "/"): it may answer the home page, never a file.
    expect(requestPath.startsWith('//') ? [200, 400, 404] : [400, 404]).toContain(response.status);
  });

  it('still serves the site', async () => {
    const response = await get(Number(url.port), '/docs/intro');
    expect(response.status).toBe(200);
    expect(response.body).toContain('<title>Introduction | Reliability Fixture</title>');
  });
});
