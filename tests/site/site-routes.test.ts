import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { filePathsToUrls, findBrokenLinks } from '../../packages/core/src/links/check.ts';
import { extractLinks } from '../../packages/core/src/render/extract-links.ts';
import { ensureRealSiteBuild } from '../helpers/realSite.ts';
import { REPO_ROOT } from '../helpers/site.ts';

let out: string;

beforeAll(async () => {
  out = await ensureRealSiteBuild();
}, 600_000);

function htmlFileOf(routePath: string): string {
  const clean = routePath.replace(/\/$/, '').replace(/^\//, '');
  return path.join(out, clean, 'index.html');
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

describe('the website build', () => {
  it('serves every route of the spec’s route list', () => {
    const routes = readFileSync(path.join(REPO_ROOT, 'tests/data/spec-routes.txt'), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('/'));
    expect(routes.length).toBeGreaterThan(550);
    const missing = routes.filter((route) => !existsSync(htmlFileOf(route)));
    expect(missing).toEqual([]);
  });

  it('has the blog of the spec: 34 posts, 4 list pages, tag pages that paginate as listed', () => {
    const posts = listFiles(path.join(out, 'blog')).filter((f) => /^20\d\d\/\d\d\/[^/]+\/index\.html$/.test(f));
    expect(posts).toHaveLength(34);
    for (const page of ['blog', 'blog/page/2', 'blog/page/3', 'blog/page/4', 'blog/archive', 'blog/authors', 'blog/tags']) {
      expect(existsSync(path.join(out, page, 'index.html')), page).toBe(true);
    }
    expect(existsSync(path.join(out, 'blog/page/5/index.html'))).toBe(false);
    for (const page of ['bpf/page/2', 'e-bpf/page/3', 'gadget/page/2', 'inspektor-gadget/page/4', 'kubernetes/page/2']) {
      expect(existsSync(path.join(out, 'blog/tags', page, 'index.html')), page).toBe(true);
    }
    const tags = readdirSync(path.join(out, 'blog/tags'), { withFileTypes: true }).filter((e) => e.isDirectory());
    expect(tags.length).toBeGreaterThanOrEqual(70);
  });

  it('has no broken link or anchor on any page', () => {
    const files = listFiles(out);
    const pages = files
      .filter((f) => f.endsWith('.html') && f !== '404.html')
      .map((f) => {
        const html = readFileSync(path.join(out, f), 'utf8');
        const permalink = f === 'index.html' ? '/' : `/${f.replace(/\/?index\.html$/, '')}`;
        return { permalink, ...extractLinks(html.slice(html.indexOf('<body>'))) };
      });
    const broken = findBrokenLinks(pages, filePathsToUrls(files, '/'), '/');
    expect(broken.slice(0, 20)).toEqual([]);
  });

  it('redirects every moved page of the spec to its target', () => {
    const redirects: [string, string][] = [
      ['docs', '/docs/latest'],
      ['docs/latest/guides/run', '/docs/latest/reference/run'],
      ['docs/latest/core-concepts/architecture', '/docs/latest/reference/architecture'],
      ['docs/latest/getting-started/quick-start', '/docs/latest/quick-start'],
      ['docs/latest/ig', '/docs/latest/reference/ig'],
      ['docs/latest/getting-started/install-kubernetes', '/docs/latest/reference/install-kubernetes'],
      ['docs/latest/getting-started/install-linux', '/docs/latest/reference/install-linux'],
    ];
    for (const [from, to] of redirects) {
      expect(readFileSync(path.join(out, from, 'index.html'), 'utf8'), from).toContain(`<meta http-equiv="refresh" content="0; url=${to}">`);
    }
  });
});
