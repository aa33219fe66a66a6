import type { BlogListPageProps, BlogPostMetadata } from '@folio/plugin-content-blog/props';
import { describe, expect, it } from 'vitest';
import { authorImageUrls, listImageUrls, markdownImageUrls } from './pageImages.ts';

describe('the images a page shows, for a hover to load', () => {
  it('gives a page’s sized Markdown images as its <img> elements have them: the prepared src, else the src with the base URL', () => {
    const images = { '/img/a.svg': { width: 10, height: 5 }, './b.png': { src: '/base/assets/media/b-1.png' }, 'https://e.com/c.png': { width: 1, height: 1 } };
    expect(markdownImageUrls(images, '/base/')).toEqual(['/base/img/a.svg', '/base/assets/media/b-1.png', 'https://e.com/c.png']);
    expect(markdownImageUrls(undefined, '/')).toEqual([]);
  });

  it('gives each author avatar once, with the base URL', () => {
    expect(authorImageUrls([{ imageUrl: '/img/x.svg' }, { name: 'no avatar' }, undefined, { imageUrl: '/img/x.svg' }], '/base/')).toEqual(['/base/img/x.svg']);
  });

  it('gives the avatars of a list’s posts, and of the author of an author page', () => {
    const post = (imageUrl: string) => ({ authors: [{ imageUrl }] }) as unknown as BlogPostMetadata;
    const props = { items: [post('/img/a.svg'), post('/img/b.svg'), post('/img/a.svg')], author: { imageUrl: '/img/me.svg' } } as unknown as BlogListPageProps;
    expect(listImageUrls(props, '/')).toEqual(['/img/me.svg', '/img/a.svg', '/img/b.svg']);
  });
});
