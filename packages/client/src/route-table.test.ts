import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveRoute } from './loader.ts';
import { buildSections, MAX_ROUTES_PER_SECTION, routeTableFileOf, sectionOf, sectionPieces, shardIndex } from './route-table.ts';
import type { ClientRoute, SiteData } from './types.ts';

describe('buildSections', () => {
  it('groups shallow paths at the root and deeper ones by first segment', () => {
    const sections = buildSections(['/', '/blog', '/blog/page/2', '/docs/a', '/docs/b/c', '/about']);
    expect([...sections]).toEqual([
      ['/', ['/', '/about', '/blog']],
      ['/blog', ['/blog/page/2']],
      ['/docs', ['/docs/a', '/docs/b/c']],
    ]);
  });

  it('splits a large section one level deeper, keeping its shallow pages', () => {
    const paths = ['/docs/v1', ...Array.from({ length: 4 }, (_, i) => `/docs/v1/p${i}`), '/docs/v2/x', '/docs/v2/y'];
    const sections = buildSections(paths, 3);
    expect([...sections.keys()]).toEqual(['/docs', '/docs/v1', '/docs/v2']);
    expect(sections.get('/docs')).toEqual(['/docs/v1']);
    expect(sections.get('/docs/v1')).toHaveLength(4);
  });

  it('keeps the first-load table flat: 10,000 routes give pieces of bounded size', () => {
    const paths = Array.from({ length: 10_000 }, (_, i) => `/docs/s${i % 40}/page-${i}`);
    const sections = buildSections(paths);
    for (const members of sections.values()) expect(members.length).toBeLessThanOrEqual(300);
    expect(sections.size).toBeLessThan(100);
  });
});

describe('sectionPieces', () => {
  it('keeps a small section whole and splits a large flat one into several pieces by hash', () => {
    expect(sectionPieces(['/a', '/b'])).toEqual([['/a', '/b']]);
    const flat = Array.from({ length: MAX_ROUTES_PER_SECTION * 2 }, (_, i) => `/tags/t${i}`);
    const pieces = sectionPieces(flat);
    expect(pieces.length).toBe(3);
    expect(pieces.flat().sort()).toEqual([...flat].sort());
    for (const [i, piece] of pieces.entries()) for (const p of piece) expect(shardIndex(p, pieces.length)).toBe(i);
  });
});

describe('sectionOf', () => {
  it('picks the longest strict ancestor prefix', () => {
    const prefixes = ['/', '/docs', '/docs/v1'];
    expect(sectionOf(prefixes, '/docs/v1/intro/')).toBe('/docs/v1');
    expect(sectionOf(prefixes, '/docs/v10/intro')).toBe('/docs');
    expect(sectionOf(prefixes, '/nothing/here')).toBe('/');
    expect(sectionOf(prefixes, '/docs/v1')).toBe('/docs');
    expect(sectionOf(['/', '/blog'], '/blog')).toBe('/');
    expect(sectionOf(['/docs'], '/blog/x')).toBeUndefined();
  });
});

/** A site's route table as the build writes it: section prefix → file URL(s), and the files. */
function writeRouteTable(paths: string[], baseUrl: string): { sections: Record<string, string | string[]>; files: Map<string, Record<string, ClientRoute>> } {
  const sections: Record<string, string | string[]> = {};
  const files = new Map<string, Record<string, ClientRoute>>();
  for (const [prefix, members] of buildSections(paths)) {
    const urls = sectionPieces(members).map((piece, i) => {
      const url = `${baseUrl}routes${prefix === '/' ? '/root' : prefix}-${i}.json`;
      files.set(new URL(url).pathname, Object.fromEntries(piece.map((p) => [p, { c: `/assets/js/page.js`, t: `Title of ${p}` }])));
      return url;
    });
    sections[prefix] = urls.length === 1 ? urls[0]! : urls;
  }
  return { sections, files };
}

describe('routeTableFileOf and resolveRoute: every route the build writes is found', () => {
  const paths = ['/', '/about', '/blog', '/blog/post', ...Array.from({ length: 400 }, (_, i) => `/tags/t${i}`), ...Array.from({ length: 200 }, (_, i) => `/docs/v1/sec${i % 3}/p${i}`)];
  let server: Server;
  let site: SiteData;
  let fetched: string[];
  beforeAll(async () => {
    let files = new Map<string, Record<string, ClientRoute>>();
    fetched = [];
    server = createServer((request, response) => {
      const file = files.get(request.url ?? '');
      fetched.push(request.url ?? '');
      if (!file) return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(file));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address() as { port: number };
    const table = writeRouteTable(paths, `http://127.0.0.1:${address.port}/`);
    files = table.files;
    site = { sections: table.sections } as unknown as SiteData;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('names, for each path (with or without a trailing slash), the file that holds it', () => {
    expect(Array.isArray(site.sections['/tags'])).toBe(true);
    for (const p of paths) {
      const file = routeTableFileOf(site.sections, p === '/' ? p : `${p}/`);
      expect(file?.key).toBe(p);
    }
  });

  it('fetches only the piece that holds the path, once, and finds the route', async () => {
    expect((await resolveRoute(site, '/tags/t7/'))?.t).toBe('Title of /tags/t7');
    expect((await resolveRoute(site, '/docs/v1/sec1/p1'))?.t).toBe('Title of /docs/v1/sec1/p1');
    expect(await resolveRoute(site, '/docs/v1/sec1/missing')).toBeUndefined();
    expect((await resolveRoute(site, '/about'))?.t).toBe('Title of /about');
    expect(fetched.length).toBe(new Set(fetched).size);
    expect(fetched).toHaveLength(3);
  });
});
