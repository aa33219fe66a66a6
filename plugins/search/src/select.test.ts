import { describe, expect, it } from 'vitest';
import { commonPathPrefix, getRouteGroup, groupRoutes, indexPathOf, matchRoutePattern, selectSearchRoutes, type SearchableRoute } from './select.ts';

const route = (path: string, plugin: string, extra: Partial<SearchableRoute> = {}): SearchableRoute => ({
  path,
  permalink: path,
  outFile: `${path.slice(1)}/index.html`,
  plugin,
  ...extra,
});

describe('matchRoutePattern', () => {
  it('matches exact paths, one segment with * and any depth with **', () => {
    expect(matchRoutePattern('/blog', '/blog')).toBe(true);
    expect(matchRoutePattern('/blog', '/blog/')).toBe(true);
    expect(matchRoutePattern('/blog', '/blog/2024/post')).toBe(false);
    expect(matchRoutePattern('/blog/tags/**', '/blog/tags')).toBe(true);
    expect(matchRoutePattern('/blog/tags/**', '/blog/tags/ebpf/page/2')).toBe(true);
    expect(matchRoutePattern('/docs/*/tags/**', '/docs/v1/tags/x')).toBe(true);
    expect(matchRoutePattern('/docs/*/tags/**', '/docs/v1/guides/tags')).toBe(false);
    expect(matchRoutePattern('docs/**/changelog', '/docs/a/b/changelog')).toBe(true);
    expect(matchRoutePattern('/a.b', '/aXb')).toBe(false);
  });
});

describe('selectSearchRoutes', () => {
  const options = { include: ['content-docs', 'content-blog'], excludeRoutes: ['/blog', '/blog/tags/**'] };

  it('keeps docs and blog posts; drops other plugins, excluded paths, noindex, unlisted, sitemap-less (redirect) and 404 pages', () => {
    const routes = [
      route('/docs/v1/intro', 'content-docs'),
      route('/blog/2024/01/post', 'content-blog'),
      route('/blog', 'content-blog'),
      route('/blog/tags/ebpf', 'content-blog'),
      route('/about', 'content-pages'),
      route('/docs/v1/draft', 'content-docs', { head: { noIndex: true } }),
      route('/docs/v1/hidden', 'content-docs', { props: { unlisted: true } }),
      route('/docs/v1', 'content-docs', { noSitemap: true }),
      { ...route('/404.html', 'content-docs'), outFile: '404.html' },
    ];
    expect(selectSearchRoutes(routes, options).map((r) => r.path)).toEqual(['/docs/v1/intro', '/blog/2024/01/post']);
  });
});

describe('getRouteGroup', () => {
  it('takes the docs version from props when present', () => {
    expect(getRouteGroup(route('/docs/latest/a', 'content-docs', { props: { version: { name: 'current', label: 'latest', isLast: true } } }), '/docs')).toEqual({
      kind: 'docs',
      name: 'current',
      label: 'latest',
      isLast: true,
    });
  });

  it('else takes the path segment after the docs base path', () => {
    expect(getRouteGroup(route('/docs/v0.41.0/gadgets/trace', 'content-docs'), '/docs')).toEqual({ kind: 'docs', name: 'v0.41.0', label: 'v0.41.0', isLast: false });
    expect(getRouteGroup(route('/reference/v2/x', 'content-docs'), '/reference/')).toMatchObject({ name: 'v2' });
    expect(getRouteGroup(route('/elsewhere', 'content-docs'), '/docs')).toMatchObject({ name: 'default' });
  });

  it('puts blog posts in the blog index and other plugins under their own name', () => {
    expect(getRouteGroup(route('/blog/x', 'content-blog'), '/docs')).toEqual({ kind: 'other', name: 'blog', label: 'Blog', isLast: false });
    expect(getRouteGroup(route('/about', 'content-pages'), '/docs')).toEqual({ kind: 'other', name: 'content-pages', label: 'content-pages', isLast: false });
  });
});

describe('groupRoutes', () => {
  it('groups by version in order of first appearance', () => {
    const groups = groupRoutes(
      [route('/docs/v2/a', 'content-docs'), route('/blog/p', 'content-blog'), route('/docs/v1/a', 'content-docs'), route('/docs/v2/b', 'content-docs')],
      '/docs',
    );
    expect(groups.map((g) => [g.group.name, g.routes.map((r) => r.path)])).toEqual([
      ['v2', ['/docs/v2/a', '/docs/v2/b']],
      ['blog', ['/blog/p']],
      ['v1', ['/docs/v1/a']],
    ]);
  });
});

describe('commonPathPrefix', () => {
  it('finds the longest shared prefix by whole segments', () => {
    expect(commonPathPrefix(['/docs/v1/a', '/docs/v1/b/c', '/docs/v1/'])).toBe('/docs/v1');
    expect(commonPathPrefix(['/docs/v1a', '/docs/v1b'])).toBe('/docs');
    expect(commonPathPrefix(['/blog/2024/x'])).toBe('/blog/2024/x');
    expect(commonPathPrefix(['/a', '/b'])).toBe('/');
    expect(commonPathPrefix([])).toBe('/');
  });
});

describe('indexPathOf', () => {
  it('keeps the shared prefix of a docs version and the first segment of other indexes', () => {
    const docs = { kind: 'docs' as const, name: 'v1', label: 'v1', isLast: false };
    const blog = { kind: 'other' as const, name: 'blog', label: 'Blog', isLast: false };
    expect(indexPathOf(docs, ['/docs/v1/a', '/docs/v1/b'])).toBe('/docs/v1');
    expect(indexPathOf(blog, ['/blog/2024/05/a', '/blog/2024/06/b'])).toBe('/blog');
    expect(indexPathOf(blog, ['/a', '/b'])).toBe('/');
  });
});
