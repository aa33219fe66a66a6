import { describe, expect, it } from 'vitest';
import { applyTrailingSlash } from './trailing-slash.ts';

describe('applyTrailingSlash', () => {
  it('keeps links as written when trailingSlash is not set', () => {
    expect(applyTrailingSlash('/about', undefined)).toBe('/about');
    expect(applyTrailingSlash('/guides/', undefined)).toBe('/guides/');
  });

  it('adds the slash for true and removes it for false, before the query and hash', () => {
    expect(applyTrailingSlash('/about', true)).toBe('/about/');
    expect(applyTrailingSlash('/about#team', true)).toBe('/about/#team');
    expect(applyTrailingSlash('/a/b?x=1#y', true)).toBe('/a/b/?x=1#y');
    expect(applyTrailingSlash('/guides/', true)).toBe('/guides/');
    expect(applyTrailingSlash('/guides/', false)).toBe('/guides');
    expect(applyTrailingSlash('/guides//#top', false)).toBe('/guides#top');
    expect(applyTrailingSlash('/about', false)).toBe('/about');
  });

  it('leaves links to files alone, but not version-like segments', () => {
    expect(applyTrailingSlash('/blog/rss.xml', true)).toBe('/blog/rss.xml');
    expect(applyTrailingSlash('/img/card.png?v=2', true)).toBe('/img/card.png?v=2');
    expect(applyTrailingSlash('/docs/1.2', true)).toBe('/docs/1.2/');
  });

  it('never changes the home path or a hash-only link', () => {
    for (const trailingSlash of [true, false]) {
      expect(applyTrailingSlash('/', trailingSlash)).toBe('/');
      expect(applyTrailingSlash('/#intro', trailingSlash)).toBe('/#intro');
      expect(applyTrailingSlash('#intro', trailingSlash)).toBe('#intro');
      expect(applyTrailingSlash('?q=1', trailingSlash)).toBe('?q=1');
    }
  });
});
