import { describe, expect, it } from 'vitest';
import type { SearchIndexEntry } from '../../plugins/search/src/format.ts';
import { chooseIndexes, isApplePlatform, toDocsVersions, toHitPath } from '../../theme/src/theme/SearchBar/scope.ts';

const entry = (name: string, kind: 'docs' | 'other', path: string, isLast = false): SearchIndexEntry => ({
  name,
  kind,
  label: name,
  path,
  isLast,
  searchDoc: `${name}/search-doc-x.json`,
  lunrIndex: `${name}/lunr-index-x.json`,
  docs: 1,
  bytes: { searchDoc: 1, lunrIndex: 1, searchDocGzip: 1, lunrIndexGzip: 1 },
});
const indexes = [entry('current', 'docs', '/docs/next'), entry('1.0', 'docs', '/docs', true), entry('0.9', 'docs', '/docs/0.9'), entry('blog', 'other', '/blog')];
const names = (list: SearchIndexEntry[]) => list.map((i) => i.name);

describe('chooseIndexes', () => {
  it('searches the docs version being read, by the longest path', () => {
    expect(names(chooseIndexes({ pathname: '/docs/next/intro', indexes, all: false }))).toEqual(['current']);
    expect(names(chooseIndexes({ pathname: '/docs/intro', indexes, all: false }))).toEqual(['1.0']);
    expect(names(chooseIndexes({ pathname: '/docs/0.9', indexes, all: false }))).toEqual(['0.9']);
  });

  it('uses the docs plugin’s versions when published (names may differ from path segments)', () => {
    const docsVersions = [
      { name: 'current', path: '/docs/next' },
      { name: '1.0', path: '/docs', isLast: true },
    ];
    const renamed = [entry('next', 'docs', '/docs/next/guides'), entry('1.0', 'docs', '/docs', true)];
    expect(names(chooseIndexes({ pathname: '/docs/next/intro', indexes: renamed, docsVersions, all: false }))).toEqual(['next']);
  });

  it('elsewhere uses the preferred version, else the last one, plus the blog on blog pages', () => {
    expect(names(chooseIndexes({ pathname: '/', indexes, preferred: '0.9', all: false }))).toEqual(['0.9']);
    expect(names(chooseIndexes({ pathname: '/', indexes, preferred: 'gone', all: false }))).toEqual(['1.0']);
    expect(names(chooseIndexes({ pathname: '/blog/2024/x', indexes, all: false }))).toEqual(['blog', '1.0']);
    const docsVersions = [{ name: 'current', path: '/docs/next', isLast: true }];
    expect(names(chooseIndexes({ pathname: '/', indexes, docsVersions, all: false }))).toEqual(['current']);
    const noLast = indexes.map((i) => ({ ...i, isLast: false }));
    expect(names(chooseIndexes({ pathname: '/about', indexes: noLast, all: false }))).toEqual(['current']);
  });

  it('searches everything when asked', () => {
    expect(names(chooseIndexes({ pathname: '/docs/next/intro', indexes, all: true }))).toEqual(['current', '1.0', '0.9', 'blog']);
  });
});

describe('toDocsVersions', () => {
  it('reads the docs plugin’s global data defensively', () => {
    expect(toDocsVersions(undefined)).toBeUndefined();
    expect(toDocsVersions({ versions: 'x' })).toBeUndefined();
    expect(toDocsVersions({ versions: [{ name: 'a', path: '/docs/a', isLast: true }, { name: 1 }, null] })).toEqual([{ name: 'a', path: '/docs/a', isLast: true }]);
  });
});

describe('toHitPath', () => {
  it('drops the base URL and puts the highlight words before the anchor', () => {
    expect(toHitPath('/site/docs/intro#overview', '/site/', ['gadget', 'trace'], '_highlight')).toBe('/docs/intro?_highlight=gadget+trace#overview');
    expect(toHitPath('/docs/intro', '/', [], '_highlight')).toBe('/docs/intro');
    expect(toHitPath('/site/', '/site/', ['a&b'], '_highlight')).toBe('/?_highlight=a%26b');
  });
});

describe('isApplePlatform', () => {
  it('reads userAgentData, then platform, then the user agent', () => {
    expect(isApplePlatform({ userAgentData: { platform: 'macOS' } })).toBe(true);
    expect(isApplePlatform({ platform: 'MacIntel' })).toBe(true);
    expect(isApplePlatform({ platform: 'Win32' })).toBe(false);
    expect(isApplePlatform({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' })).toBe(true);
    expect(isApplePlatform({ platform: 'Linux x86_64', userAgentData: { platform: 'Linux' } })).toBe(false);
  });
});
