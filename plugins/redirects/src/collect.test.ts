import { describe, expect, it } from 'vitest';
import { redirectsFromExtensions, redirectsFromFunction, redirectsToExtensions, sortRedirects } from './collect.ts';

const pages = ['/', '/docs/intro', '/docs/guides/setup/', '/files/report.html', '/posts/android-v2.1.0'];

describe('redirects computed from the pages', () => {
  it('asks createRedirects for the old paths of each page, accepting a string, a list or nothing', () => {
    const create = (path: string) => (path === '/docs/intro' ? '/intro' : path.startsWith('/docs/guides/') ? [path.replace('/docs/guides/', '/guides/'), ''] : undefined);
    expect(redirectsFromFunction(pages, create)).toEqual([
      { from: '/intro', to: '/docs/intro' },
      { from: '/guides/setup/', to: '/docs/guides/setup/' },
    ]);
    expect(redirectsFromFunction(pages, undefined)).toEqual([]);
  });

  it('adds extensions to page paths (fromExtensions) and takes them off (toExtensions)', () => {
    expect(redirectsFromExtensions(pages, ['html'])).toEqual([
      { from: '/docs/intro.html', to: '/docs/intro' },
      { from: '/docs/guides/setup.html', to: '/docs/guides/setup/' },
      { from: '/posts/android-v2.1.0.html', to: '/posts/android-v2.1.0' },
    ]);
    expect(redirectsToExtensions(pages, ['html'])).toEqual([{ from: '/files/report', to: '/files/report.html' }]);
  });

  it('keeps one redirect per old path and none over a page', () => {
    const sorted = sortRedirects(
      [
        { from: '/old', to: '/docs/intro' },
        { from: '/old/', to: '/docs/intro' },
        { from: '/old', to: '/elsewhere' },
        { from: '/docs/intro/', to: '/' },
      ],
      pages,
    );
    expect(sorted).toEqual({ keep: [{ from: '/old', to: '/docs/intro' }], shadowed: [{ from: '/docs/intro/', to: '/' }], conflicting: [{ from: '/old', to: '/elsewhere' }] });
  });
});
