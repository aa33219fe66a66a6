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
