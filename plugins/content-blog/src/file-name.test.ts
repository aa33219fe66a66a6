import { describe, expect, it } from 'vitest';
import { isBlogPostFile, parseBlogFileName } from './file-name.ts';

describe('parseBlogFileName', () => {
  it('reads the date and name of YYYY-MM-DD-name.md', () => {
    expect(parseBlogFileName('2024-05-31-testing-framework.md')).toEqual({ dateText: '2024-05-31', text: 'testing-framework', slug: '/2024/05/31/testing-framework' });
  });

  it('reads folder posts YYYY-MM-DD-name/index.mdx and date folders YYYY/MM/DD/name.md', () => {
    expect(parseBlogFileName('2024-05-31-launch/index.mdx')).toEqual({ dateText: '2024-05-31', text: 'launch', slug: '/2024/05/31/launch' });
    expect(parseBlogFileName('2024/05/31/launch.md')).toEqual({ dateText: '2024-05-31', text: 'launch', slug: '/2024/05/31/launch' });
  });

  it('keeps a folder before the date in the slug, after the date', () => {
    expect(parseBlogFileName('releases/2022-06-01-v0-5-0.md').slug).toBe('/2022/06/01/releases/v0-5-0');
  });

  it('gives undated files a slug from their path', () => {
    expect(parseBlogFileName('hello-world.md')).toEqual({ text: 'hello-world', slug: '/hello-world' });
    expect(parseBlogFileName('welcome/index.mdx')).toEqual({ text: 'welcome', slug: '/welcome' });
  });
});

describe('isBlogPostFile', () => {
  it('takes .md and .mdx files, not partials, hidden files or other files', () => {
    expect(['a.md', 'b/index.mdx', '_draft.md', '_partials/x.md', '.hidden.md', 'authors.yml', 'img.png'].filter(isBlogPostFile)).toEqual(['a.md', 'b/index.mdx']);
  });
});
