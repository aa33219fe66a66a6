import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readRouteFiles, splitPrefetches } from './route-files.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'folio-route-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A build whose route table has a docs piece (with a diagram page) and a blog piece. */
function writeBuild(): string {
  mkdirSync(path.join(dir, 'assets', 'routes'), { recursive: true });
  const table = (name: string, routes: Record<string, unknown>) => writeFileSync(path.join(dir, 'assets', 'routes', name), JSON.stringify(routes));
  table('root-1.json', { '/blog': { c: '/assets/js/List.js', m: '/assets/js/list.js', i: ['/assets/js/shared.js'], p: '/assets/props/blog.json', t: 'Blog' } });
  table('blog-2.json', { '/blog/post': { c: '/assets/js/Post.js', m: '/assets/js/post.js', i: ['/assets/js/shared.js'], p: '/assets/props/post.json', t: 'Post' } });
  table('docs-3.json', { '/docs/a': { c: '/assets/js/Doc.js', m: '/assets/js/a.js', l: ['/assets/js/mermaid.js'], p: '/assets/props/a.json', d: { sidebar: '/assets/data/s.json' }, t: 'A' } });
  return dir;
}

describe('splitPrefetches', () => {
  const files = readRouteFiles(writeBuild());

  it('counts route table pieces and files only other routes load as the new page’s prefetches', () => {
    const requests = ['/assets/routes/blog-2.json', '/assets/js/Post.js', '/assets/props/post.json?x=1', '/img/avatar.svg', '/assets/js/list.js'];
    expect(splitPrefetches(requests, '/blog', files)).toEqual({
      own: ['/img/avatar.svg', '/assets/js/list.js'],
      prefetches: ['/assets/routes/blog-2.json', '/assets/js/Post.js', '/assets/props/post.json?x=1'],
    });
  });

  it('keeps what the target loads as its own, shared chunks and what it loads once shown included', () => {
    expect(splitPrefetches(['/assets/js/mermaid.js', '/assets/data/s.json'], '/docs/a/', files)).toEqual({ own: ['/assets/js/mermaid.js', '/assets/data/s.json'], prefetches: [] });
    expect(splitPrefetches(['/assets/js/shared.js'], '/blog', files).own).toEqual(['/assets/js/shared.js']);
  });

  it('splits nothing off for a build without a route table (another tool’s)', () => {
    expect(splitPrefetches(['/assets/js/Post.js'], '/blog', readRouteFiles(path.join(dir, 'missing')))).toEqual({ own: ['/assets/js/Post.js'], prefetches: [] });
  });
});
