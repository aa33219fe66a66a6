import { describe, expect, it } from 'vitest';
import { getFeedTypes, validateBlogOptions } from './options.ts';

describe('validateBlogOptions', () => {
  it('fills in Docusaurus defaults', () => {
    expect(validateBlogOptions({})).toMatchObject({ path: 'blog', routeBasePath: 'blog', postsPerPage: 10, blogSidebarCount: 'ALL', authorsMapPath: 'authors.yml', showReadingTime: true, feedOptions: { type: ['rss', 'atom'], limit: 20 } });
  });

  it('names site.config.ts and every bad key', () => {
    let message = '';
    try {
      validateBlogOptions({ postsPerPage: '10', blogSidebarCount: -1, feedOptions: { type: 'rdf' }, colour: 'red' });
    } catch (error) {
      message = (error as Error).message;
    }
    // The wording of each line is the core's formatIssue; this checks that every problem is there, once.
    const lines = message.split('\n');
    expect(lines[0]).toBe('site.config.ts: invalid content-blog plugin options:');
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(/^ {2}postsPerPage: .*"10"/),
      '  blogSidebarCount: Number must be greater than or equal to 0, received -1',
      expect.stringMatching(/^ {2}feedOptions\.type: .*"rdf"/),
      '  colour: Unknown key. Remove it or check its spelling.',
    ]);
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
