import { describe, expect, it } from 'vitest';
import { routeFiles, shouldSkipPrefetch } from './prefetch.ts';

describe('shouldSkipPrefetch', () => {
  it('prefetches when the browser says nothing about the connection, or it is fast', () => {
    expect(shouldSkipPrefetch(undefined)).toBe(false);
    expect(shouldSkipPrefetch({})).toBe(false);
    expect(shouldSkipPrefetch({ effectiveType: '4g', saveData: false })).toBe(false);
    expect(shouldSkipPrefetch({ effectiveType: '3g' })).toBe(false);
  });

  it('skips on 2g connections', () => {
    expect(shouldSkipPrefetch({ effectiveType: '2g' })).toBe(true);
    expect(shouldSkipPrefetch({ effectiveType: 'slow-2g', saveData: false })).toBe(true);
  });

  it('skips with data saver on, whatever the connection', () => {
    expect(shouldSkipPrefetch({ saveData: true })).toBe(true);
    expect(shouldSkipPrefetch({ effectiveType: '4g', saveData: true })).toBe(true);
  });
});

describe('routeFiles', () => {
  it('lists the component, the content and every chunk they import, and the props and data JSON', () => {
    expect(routeFiles({ c: '/c.js', m: '/m.js', i: ['/a.js', '/b.js'], p: '/p.json', d: { sidebar: '/s.json' }, t: 'T' })).toEqual({
      modules: ['/c.js', '/m.js', '/a.js', '/b.js'],
      json: ['/p.json', '/s.json'],
    });
  });

  it('lists the chunks the page imports once shown (its diagrams’ code) with its modules', () => {
    expect(routeFiles({ c: '/c.js', m: '/m.js', i: ['/a.js'], l: ['/mermaid.js', '/dagre.js'], t: 'T' }).modules).toEqual(['/c.js', '/m.js', '/a.js', '/mermaid.js', '/dagre.js']);
  });

  it('lists only the component of a route with nothing else', () => {
    expect(routeFiles({ c: '/c.js', t: 'T' })).toEqual({ modules: ['/c.js'], json: [] });
  });
});
