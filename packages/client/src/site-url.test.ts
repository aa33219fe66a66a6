import { describe, expect, it } from 'vitest';
import { createSiteUrl } from './site-url.ts';

const root = createSiteUrl({ baseUrl: '/', url: 'https://example.com/' });
const based = createSiteUrl({ baseUrl: '/base/', url: 'https://example.com' });

describe('createSiteUrl', () => {
  it('joins the base URL to site paths, with or without their leading slash', () => {
    expect([root.join('/a'), root.join('a'), root.join('/')]).toEqual(['/a', '/a', '/']);
    expect([based.join('/a'), based.join('a/b.html'), based.join('/')]).toEqual(['/base/a', '/base/a/b.html', '/base/']);
    expect([root.prefix, based.prefix]).toEqual(['', '/base']);
  });

  it('withBase leaves other origins, anchors and paths already under the base URL alone', () => {
    for (const url of ['https://x.org/a', 'mailto:a@b.c', '//cdn.x/a.js', '#top', '/base/img/a.png']) expect(based.withBase(url)).toBe(url);
    expect([based.withBase('/img/a.png'), based.withBase('img/a.png'), based.withBase('/basement')]).toEqual(['/base/img/a.png', '/base/img/a.png', '/base/basement']);
    expect(root.withBase('/img/a.png')).toBe('/img/a.png');
  });

  it('strips the base URL from URL paths under it, and only from those', () => {
    expect([based.strip('/base/a'), based.strip('/base/'), based.strip('/base'), based.strip('/base?q=1'), based.strip('/base#x')]).toEqual(['/a', '/', '/', '/?q=1', '/#x']);
    expect([based.strip('/basement/a'), based.strip('/a'), based.strip('a')]).toEqual([undefined, undefined, undefined]);
    expect([root.strip('/a'), root.strip('a')]).toEqual(['/a', undefined]);
    expect([based.sitePath('/base/a'), based.sitePath('/a')]).toEqual(['/a', '/a']);
  });

  it('makes absolute URLs from the site url, whatever its trailing slash', () => {
    expect([root.absolute('/a'), based.absolute('/a'), based.absolute('feed.xml')]).toEqual(['https://example.com/a', 'https://example.com/base/a', 'https://example.com/base/feed.xml']);
    expect(createSiteUrl({ baseUrl: '/base/' }).absolute('/a')).toBe('/base/a');
  });
});
