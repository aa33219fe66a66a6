import { describe, expect, it } from 'vitest';
import { pageFrontMatterSchema, pagesOptionsSchema } from './options.ts';

describe('pages plugin options', () => {
  it('fills defaults and refuses unknown keys and wrong types', () => {
    expect(pagesOptionsSchema.parse({})).toEqual({ path: 'content/pages', remarkPlugins: [], rehypePlugins: [], beforeDefaultRemarkPlugins: [], beforeDefaultRehypePlugins: [] });
    expect(pagesOptionsSchema.safeParse({ paht: 'x' }).success).toBe(false);
    expect(pagesOptionsSchema.safeParse({ path: 3 }).success).toBe(false);
    expect(pagesOptionsSchema.safeParse({ remarkPlugins: ['not a plugin'] }).success).toBe(false);
  });
});

describe('page front matter', () => {
  it('checks the keys Folio reads and keeps the others', () => {
    expect(pageFrontMatterSchema.parse({ title: 'T', keywords: ['a'], custom: 1 })).toEqual({ title: 'T', keywords: ['a'], custom: 1 });
    expect(pageFrontMatterSchema.safeParse({ title: ['T'] }).success).toBe(false);
    expect(pageFrontMatterSchema.safeParse({ hide_title: 'yes' }).success).toBe(false);
  });
});
