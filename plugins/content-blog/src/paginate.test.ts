import { describe, expect, it } from 'vitest';
import { joinPath, pagePermalink, paginate } from './paginate.ts';

describe('paginate', () => {
  it('splits 34 posts into pages of 10, 10, 10 and 4 at /blog, /blog/page/2 ...', () => {
    const pages = paginate(Array.from({ length: 34 }, (_, i) => i), 10, '/blog');
    expect(pages.map((p) => p.items.length)).toEqual([10, 10, 10, 4]);
    expect(pages.map((p) => p.pagination.permalink)).toEqual(['/blog', '/blog/page/2', '/blog/page/3', '/blog/page/4']);
    expect(pages[0]!.pagination).toEqual({ page: 1, totalPages: 4, totalItems: 34, permalink: '/blog', previous: undefined, next: '/blog/page/2' });
    expect(pages[3]!.pagination).toMatchObject({ page: 4, previous: '/blog/page/3', next: undefined });
    expect(pages[3]!.items).toEqual([30, 31, 32, 33]);
  });

  it('gives one page for "ALL" and one empty page for no items', () => {
    expect(paginate([1, 2, 3], 'ALL', '/blog').map((p) => p.items)).toEqual([[1, 2, 3]]);
    expect(paginate([], 10, '/blog')).toEqual([{ items: [], pagination: { page: 1, totalPages: 1, totalItems: 0, permalink: '/blog', previous: undefined, next: undefined } }]);
  });

  it('paginates tag pages below the tag', () => {
    expect(paginate(Array.from({ length: 11 }), 10, '/blog/tags/e-bpf').map((p) => p.pagination.permalink)).toEqual(['/blog/tags/e-bpf', '/blog/tags/e-bpf/page/2']);
  });
});

describe('joinPath and pagePermalink', () => {
  it('joins with single slashes, and a blog at the site root lists at /', () => {
    expect(joinPath('blog/', '/tags', 'x')).toBe('/blog/tags/x');
    expect(joinPath('')).toBe('/');
    expect(pagePermalink('/', 'page', 2)).toBe('/page/2');
    expect(pagePermalink('/', 'page', 1)).toBe('/');
  });
});
