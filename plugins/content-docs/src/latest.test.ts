import { describe, expect, it } from 'vitest';
import { alternatesOf, latestLinkOf, pathInVersion } from './latest.ts';
import type { LoadedDoc } from './load-docs.ts';
import type { VersionContent } from './routes.ts';
import type { GeneratedIndex } from './sidebars/types.ts';
import type { VersionInfo } from './versions.ts';

function version(name: string, path: string, isLast: boolean, docIds: string[], indexes: string[] = [], unlisted: string[] = []): VersionContent {
  const docs = docIds.map((id) => ({ id, permalink: `${path}/${id === 'index' ? '' : id}`, unlisted: unlisted.includes(id) }) as LoadedDoc);
  const generatedIndexes = indexes.map((slug) => ({ permalink: `${path}${slug}` }) as GeneratedIndex);
  return { info: { name, path, isLast } as VersionInfo, docs, draftIds: [], sidebars: {}, generatedIndexes, linkMaps: new Map() };
}

const latest = version('current', '/docs/latest', true, ['index', 'quick-start', 'hidden'], ['/category/guides/'], ['hidden']);
const old = version('0.1', '/docs/0.1', false, ['quick-start', 'legacy', 'hidden'], ['/category/guides/', '/category/legacy/']);
const all = [latest, old];

describe('version links', () => {
  it('cut a permalink to its path inside the version', () => {
    expect(pathInVersion('/docs/0.1/category/guides/', '/docs/0.1')).toBe('/category/guides/');
    expect(pathInVersion('/docs/0.1', '/docs/0.1')).toBe('/');
  });

  it('send the banner to the same doc or category page in the last version, else its main doc', () => {
    expect(latestLinkOf(old, all, { kind: 'doc', id: 'quick-start' })).toBe('/docs/latest/quick-start');
    expect(latestLinkOf(old, all, { kind: 'doc', id: 'legacy' })).toBe('/docs/latest/');
    expect(latestLinkOf(old, all, { kind: 'generated-index', permalink: '/docs/0.1/category/guides/', versionPath: '/docs/0.1' })).toBe('/docs/latest/category/guides/');
    expect(latestLinkOf(old, all, { kind: 'generated-index', permalink: '/docs/0.1/category/legacy/', versionPath: '/docs/0.1' })).toBe('/docs/latest/');
    expect(latestLinkOf(latest, all, { kind: 'doc', id: 'quick-start' })).toBeUndefined();
  });

  it('list the same page in each version for the dropdown, leaving unlisted twins out', () => {
    expect(alternatesOf(all, { kind: 'doc', id: 'quick-start' })).toEqual({ current: '/docs/latest/quick-start', '0.1': '/docs/0.1/quick-start' });
    expect(alternatesOf(all, { kind: 'doc', id: 'hidden' })).toEqual({ '0.1': '/docs/0.1/hidden' });
    expect(alternatesOf(all, { kind: 'generated-index', permalink: '/docs/0.1/category/legacy/', versionPath: '/docs/0.1' })).toEqual({ '0.1': '/docs/0.1/category/legacy/' });
  });
});
