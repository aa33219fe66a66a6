import { describe, expect, it } from 'vitest';
import { candidateFiles, resolveMarkdownLinks } from './links.ts';

describe('resolveMarkdownLinks', () => {
  const permalinks = new Map([
    ['/site/blog/2024-01-01-a.md', '/blog/2024/01/a'],
    ['/site/blog/2024-02-01-b/index.mdx', '/blog/2024/02/b'],
  ]);

  it('maps links to post files to their permalinks, keeping the hash, and reports the rest', () => {
    const links = [
      { url: './2024-01-01-a.md#part', line: 3, column: 1 },
      { url: '/2024-02-01-b/index.mdx', line: 4, column: 1 },
      { url: '../docs/intro.md', line: 5, column: 2 },
      { url: 'https://example.org/x.md', line: 6, column: 1 },
      { url: '/docs/latest/', line: 7, column: 1 },
    ];
    expect(resolveMarkdownLinks(links, '/site/blog/2024-03-01-c.md', { blogDir: '/site/blog', siteDir: '/site' }, permalinks)).toEqual({
      links: { './2024-01-01-a.md#part': '/blog/2024/01/a#part', '/2024-02-01-b/index.mdx': '/blog/2024/02/b' },
      broken: [{ url: '../docs/intro.md', line: 5, column: 2 }],
    });
  });

  it('resolves /x.md from the blog folder, then the site folder, and x.md from those before the post’s folder, as Docusaurus 3.6 does', () => {
    const links = [
      { url: '/blog/2024-01-01-a.md#part', line: 1, column: 1 },
      { url: '2024-02-01-b/index.mdx', line: 2, column: 1 },
      { url: 'blog/2024-01-01-a.md', line: 3, column: 1 },
      { url: '/2024-03-01-c.md', line: 4, column: 1 },
    ];
    expect(resolveMarkdownLinks(links, '/site/blog/2024/2024-03-01-c.md', { blogDir: '/site/blog', siteDir: '/site' }, permalinks)).toEqual({
      links: { '/blog/2024-01-01-a.md#part': '/blog/2024/01/a#part', '2024-02-01-b/index.mdx': '/blog/2024/02/b', 'blog/2024-01-01-a.md': '/blog/2024/01/a' },
      broken: [{ url: '/2024-03-01-c.md', line: 4, column: 1 }],
    });
    expect(candidateFiles('x.md', '/site/blog/2024/post.md', { blogDir: '/site/blog', siteDir: '/site' })).toEqual(['/site/blog/x.md', '/site/x.md', '/site/blog/2024/x.md']);
    expect(candidateFiles('./x.md', '/site/blog/2024/post.md', { blogDir: '/site/blog', siteDir: '/site' })).toEqual(['/site/blog/2024/x.md']);
  });
});
