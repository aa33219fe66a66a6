import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mermaidHandler } from './files.ts';
import type { DevContext, SiteRequest } from './types.ts';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const mermaidDir = path.join(REPO, 'node_modules/mermaid');
const { version } = JSON.parse(readFileSync(path.join(mermaidDir, 'package.json'), 'utf8')) as { version: string };

let server: Server;
let origin: string;

beforeAll(async () => {
  // Only the fields the handler reads: a server whose app bundle came from the cache, so no mermaid was resolved in this process.
  const dev = { siteDir: REPO } as DevContext;
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const siteRequest = { request, response, url, sitePath: decodeURIComponent(url.pathname) } as SiteRequest;
    void Promise.resolve(mermaidHandler.handle(siteRequest, dev)).then((handled) => handled || response.writeHead(404).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the dev server’s mermaid files', () => {
  it('answers the prebuilt entry and the chunks it imports from mermaid’s package, found from the site when nothing resolved it yet', async () => {
    const entry = readFileSync(path.join(mermaidDir, 'dist/mermaid.esm.min.mjs'), 'utf8');
    const folder = `/assets/mermaid/${version}-${createHash('sha256').update(entry).digest('hex').slice(0, 10)}`;
    const response = await fetch(`${origin}${folder}/mermaid.esm.min.mjs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await response.text()).toBe(entry);
    const chunk = /"\.\/(chunks\/mermaid\.esm\.min\/[^"]+\.mjs)"/.exec(entry)![1]!;
    expect((await fetch(`${origin}${folder}/${chunk}`)).status).toBe(200);
    // Nothing else of the package, and no other build.
    for (const other of [`${folder}/mermaid.esm.min.mjs.map`, `${folder}/mermaid.core.mjs`, `${folder}/../package.json`, `/assets/mermaid/0.0.0-0000000000/mermaid.esm.min.mjs`]) {
      expect((await fetch(`${origin}${other}`)).status, other).toBe(404);
    }
  });
});
