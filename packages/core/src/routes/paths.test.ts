import { describe, expect, it } from 'vitest';
import { normalizeRoutePath, toOutputFile, toPermalink } from './paths.ts';

describe('route paths', () => {
  it('normalises trailing slashes except at the root', () => {
    expect(normalizeRoutePath('/docs/')).toBe('/docs');
    expect(normalizeRoutePath('/')).toBe('/');
    expect(normalizeRoutePath('//a//b/')).toBe('/a/b');
  });

  it('writes each page as <path>/index.html unless trailingSlash is false', () => {
    expect(toOutputFile('/', undefined)).toBe('index.html');
    expect(toOutputFile('/docs/intro', undefined)).toBe('docs/intro/index.html');
    expect(toOutputFile('/docs/gadgets/', undefined)).toBe('docs/gadgets/index.html');
    expect(toOutputFile('/docs/intro', false)).toBe('docs/intro.html');
    expect(toOutputFile('/docs/gadgets/', false)).toBe('docs/gadgets.html');
    expect(toOutputFile('/', false)).toBe('index.html');
  });

  it('honours trailingSlash in permalinks and prefixes the base URL', () => {
    expect(toPermalink('/a', true)).toBe('/a/');
    expect(toPermalink('/a/', false)).toBe('/a');
    expect(toPermalink('/a/', undefined)).toBe('/a/');
  });
});
