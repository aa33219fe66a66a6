import { describe, expect, it } from 'vitest';
import { authorsFileSchema, normalizeSocials, resolvePostAuthors } from './authors.ts';

const map = authorsFileSchema.parse({
  maintainers: { name: 'Core maintainers', title: 'Reviewers', url: 'https://example.org', image_url: '/img/m.svg', socials: { github: 'ig', x: 'https://x.com/ig' }, page: true },
  hidden: { name: 'No page', page: false },
  'Release_Team': { name: 'No page by default' },
  'Docs Team': { name: 'Kebab-cased page', page: true },
  custom: { name: 'Custom', page: { permalink: 'the-custom-one' } },
});

describe('resolvePostAuthors', () => {
  it('resolves keys to authors with their page: only page: true (at the kebab-cased key) or a permalink, as Docusaurus 3.5+', () => {
    const { authors, unknownKeys } = resolvePostAuthors({ authors: ['maintainers', 'hidden', 'custom', 'Release_Team', 'Docs Team'] }, map, '/blog/authors');
    expect(unknownKeys).toEqual([]);
    expect(authors).toEqual([
      {
        key: 'maintainers',
        name: 'Core maintainers',
        title: 'Reviewers',
        url: 'https://example.org',
        imageUrl: '/img/m.svg',
        email: undefined,
        socials: [
          { platform: 'github', url: 'https://github.com/ig' },
          { platform: 'x', url: 'https://x.com/ig' },
        ],
        page: '/blog/authors/maintainers',
      },
      expect.objectContaining({ key: 'hidden', page: undefined }),
      expect.objectContaining({ key: 'custom', page: '/blog/authors/the-custom-one' }),
      expect.objectContaining({ key: 'Release_Team', page: undefined }),
      expect.objectContaining({ key: 'Docs Team', page: '/blog/authors/docs-team' }),
    ]);
  });

  it('reports unknown keys with their index in the list', () => {
    expect(resolvePostAuthors({ authors: ['maintainers', 'nobody'] }, map, '/blog/authors').unknownKeys).toEqual([{ key: 'nobody', index: 1 }]);
    expect(resolvePostAuthors({ authors: 'nobody' }, map, '/blog/authors').unknownKeys).toEqual([{ key: 'nobody', index: undefined }]);
  });

  it('takes inline authors, key-plus-override objects and the legacy author keys', () => {
    const inline = resolvePostAuthors({ authors: [{ name: 'Guest', title: 'Visitor' }, { key: 'maintainers', title: 'Editor' }] }, map, '/blog/authors');
    expect(inline.inlineCount).toBe(1);
    expect(inline.authors[0]).toMatchObject({ name: 'Guest', title: 'Visitor', page: undefined });
    expect(inline.authors[1]).toMatchObject({ key: 'maintainers', name: 'Core maintainers', title: 'Editor' });
    expect(resolvePostAuthors({ author: 'Old Style', author_url: 'https://o.example' }, undefined, '/blog/authors').authors).toEqual([{ name: 'Old Style', title: undefined, url: 'https://o.example', imageUrl: undefined }]);
  });
});

describe('authors file schema', () => {
  it('needs a name or an image, and strings where strings belong', () => {
    expect(authorsFileSchema.safeParse({ a: { title: 'x' } }).success).toBe(false);
    expect(authorsFileSchema.safeParse({ a: { name: 42 } }).success).toBe(false);
    expect(authorsFileSchema.safeParse(['a']).success).toBe(false);
  });
});

describe('normalizeSocials', () => {
  it('turns handles into profile URLs', () => {
    expect(normalizeSocials({ linkedin: 'jane', bluesky: '@jane.bsky.social', mysite: 'https://jane.example' })).toEqual([
      { platform: 'linkedin', url: 'https://www.linkedin.com/in/jane/' },
      { platform: 'bluesky', url: 'https://bsky.app/profile/jane.bsky.social' },
      { platform: 'mysite', url: 'https://jane.example' },
    ]);
  });
});
