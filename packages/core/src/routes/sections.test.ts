import { describe, expect, it } from 'vitest';
import { buildSections, findSection } from './sections.ts';

describe('buildSections', () => {
  it('groups shallow paths at the root and deeper ones by first segment', () => {
    const sections = buildSections(['/', '/blog', '/blog/page/2', '/docs/a', '/docs/b/c', '/about']);
    expect([...sections]).toEqual([
      ['/', ['/', '/about', '/blog']],
      ['/blog', ['/blog/page/2']],
      ['/docs', ['/docs/a', '/docs/b/c']],
    ]);
  });

  it('splits a large section one level deeper, keeping its shallow pages', () => {
    const paths = ['/docs/v1', ...Array.from({ length: 4 }, (_, i) => `/docs/v1/p${i}`), '/docs/v2/x', '/docs/v2/y'];
    const sections = buildSections(paths, 3);
    expect([...sections.keys()]).toEqual(['/docs', '/docs/v1', '/docs/v2']);
    expect(sections.get('/docs')).toEqual(['/docs/v1']);
    expect(sections.get('/docs/v1')).toHaveLength(4);
  });

  it('keeps the first-load table flat: 10,000 routes give pieces of bounded size', () => {
    const paths = Array.from({ length: 10_000 }, (_, i) => `/docs/s${i % 40}/page-${i}`);
    const sections = buildSections(paths);
    for (const members of sections.values()) expect(members.length).toBeLessThanOrEqual(300);
    expect(sections.size).toBeLessThan(100);
  });
});

describe('findSection', () => {
  it('picks the longest ancestor prefix', () => {
    const prefixes = ['/', '/docs', '/docs/v1'];
    expect(findSection(prefixes, '/docs/v1/intro/')).toBe('/docs/v1');
    expect(findSection(prefixes, '/docs/v10/intro')).toBe('/docs');
    expect(findSection(prefixes, '/nothing/here')).toBe('/');
    expect(findSection(prefixes, '/docs/v1')).toBe('/docs');
    expect(findSection(['/', '/blog'], '/blog')).toBe('/');
  });
});
