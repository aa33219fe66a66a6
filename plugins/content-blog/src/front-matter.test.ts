import { describe, expect, it } from 'vitest';
import { validateBlogFrontMatter } from './front-matter.ts';

describe('validateBlogFrontMatter', () => {
  it('accepts the Docusaurus blog keys and unknown keys', () => {
    const data = { title: 'T', slug: '/2025/01/t', date: '2025-01-02', authors: ['a', { name: 'Guest' }], tags: ['x', { label: 'Y', permalink: '/y' }], draft: false, unlisted: true, hide_table_of_contents: true, custom: 1 };
    expect(validateBlogFrontMatter(data).value).toEqual(data);
  });

  it('names each bad key with what it expected', () => {
    expect(validateBlogFrontMatter({ date: '2023-02-30', tags: 'x', draft: 'yes', authors: [{ title: 'no name' }] }).issues).toEqual([
      { path: ['date'], message: 'date: Expected a real day as YYYY-MM-DD (or with a time, YYYY-MM-DDTHH:mm), received "2023-02-30"' },
      { path: ['authors', 0], message: 'authors[0]: an inline author needs a key, a name or an image_url, received an object' },
      { path: ['tags'], message: 'tags: Expected array, received "x"' },
      { path: ['draft'], message: 'draft: Expected boolean, received "yes"' },
    ]);
  });
});
