import { describe, expect, it } from 'vitest';
import { filePathsToUrls, findBrokenLinks, formatBrokenLinks } from './check.ts';

const pages = [
  { permalink: '/docs/a', sourceFile: 'docs/a.md', hrefs: ['/docs/b/', '/docs/b#intro', '/docs/b#nope', '/missing', 'https://x.org', '#self', '#gone', 'c', '/img/logo.svg'], ids: ['self'] },
  { permalink: '/docs/b/', hrefs: ['../a'], ids: ['intro'] },
  { permalink: '/docs/c', hrefs: [], ids: [] },
];

describe('findBrokenLinks', () => {
  it('treats /a and /a/ as one page and checks anchors on the target', () => {
    const broken = findBrokenLinks(pages, filePathsToUrls(['img/logo.svg'], '/'), '/');
    expect(broken).toEqual([
      { page: '/docs/a', sourceFile: 'docs/a.md', link: '/docs/b#nope', kind: 'anchor' },
      { page: '/docs/a', sourceFile: 'docs/a.md', link: '/missing', kind: 'link' },
      { page: '/docs/a', sourceFile: 'docs/a.md', link: '#gone', kind: 'anchor' },
    ]);
  });

  it('resolves relative links and fragments from each page, and a link from the root the same from every page', () => {
    const many = [
      { permalink: '/docs/x', hrefs: ['y', '#top', '/docs/y#z'], ids: ['top'] },
      { permalink: '/blog/p', hrefs: ['y', '#top', '/docs/y#z'], ids: [] },
      { permalink: '/docs/y', hrefs: [], ids: [] },
    ];
    expect(findBrokenLinks(many, new Set(), '/').map((b) => `${b.page} ${b.link} ${b.kind}`)).toEqual([
      '/docs/x /docs/y#z anchor',
      '/blog/p y link',
      '/blog/p #top anchor',
      '/blog/p /docs/y#z anchor',
    ]);
  });

  it('reports links outside the base URL', () => {
    const broken = findBrokenLinks([{ permalink: '/site/a', hrefs: ['/other'], ids: [] }], new Set(), '/site/');
    expect(broken.map((b) => b.link)).toEqual(['/other']);
  });

  it('formats one block per page', () => {
    const text = formatBrokenLinks(findBrokenLinks(pages, new Set(['/img/logo.svg']), '/'));
    expect(text).toBe(
      '  - On /docs/a (docs/a.md):\n    -> /docs/b#nope (the target page has no such anchor)\n    -> /missing\n    -> #gone (the target page has no such anchor)',
    );
  });
});
