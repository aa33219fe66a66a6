import { describe, expect, it } from 'vitest';
import { getFeedTypes, validateBlogOptions } from './options.ts';

describe('validateBlogOptions', () => {
  it('fills in Docusaurus defaults', () => {
    expect(validateBlogOptions({})).toMatchObject({ path: 'blog', routeBasePath: 'blog', postsPerPage: 10, blogSidebarCount: 'ALL', authorsMapPath: 'authors.yml', showReadingTime: true, feedOptions: { type: ['rss', 'atom'], limit: 20 } });
  });

  it('names site.config.ts and every bad key', () => {
    expect(() => validateBlogOptions({ postsPerPage: '10', blogSidebarCount: -1, feedOptions: { type: 'rdf' }, colour: 'red' })).toThrow(
      'site.config.ts: invalid content-blog plugin options:\n' +
        '  postsPerPage: "10" is not a valid value here\n' +
        '  blogSidebarCount: Number must be greater than or equal to 0, received -1\n' +
        '  feedOptions.type: "rdf" is not a valid value here\n' +
        '  colour: Unknown key. Remove it or check its spelling.',
    );
  });
});

describe('getFeedTypes', () => {
  it('expands all, a single type, a list and null', () => {
    expect(getFeedTypes('all')).toEqual(['rss', 'atom', 'json']);
    expect(getFeedTypes('json')).toEqual(['json']);
    expect(getFeedTypes(['atom', 'rss'])).toEqual(['rss', 'atom']);
    expect(getFeedTypes(null)).toEqual([]);
  });
});
