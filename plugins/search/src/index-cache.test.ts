import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildSearchDocs } from './documents.ts';
import { buildSearchFiles } from './files.ts';
import { createDiskIndexCache } from './index-cache.ts';
import { indexKeyOf, type IndexCache } from './lunr-index.ts';

const boosts = { title: 10, section: 5, text: 1 };
const page = (permalink: string, text: string) => ({ permalink, fallbackTitle: '', page: { title: 'T', source: 'main' as const, sections: [{ heading: '', id: '', text }] } });
const options = { highlightResult: false, maxHits: 5, boosts };

describe('index reuse', () => {
  it('keys an index by its indexed text only, not by URLs or versions', () => {
    const a = buildSearchDocs([page('/docs/v1/x', 'same words')], 'v1', 100);
    const b = buildSearchDocs([page('/docs/v2/x', 'same words')], 'v2', 100);
    const c = buildSearchDocs([page('/docs/v2/x', 'other words')], 'v2', 100);
    expect(indexKeyOf(a, boosts)).toBe(indexKeyOf(b, boosts));
    expect(indexKeyOf(a, boosts)).not.toBe(indexKeyOf(c, boosts));
    expect(indexKeyOf(a, boosts)).not.toBe(indexKeyOf(a, { ...boosts, title: 2 }));
  });

  it('builds the index of identical versions once', () => {
    const built: string[] = [];
    const map = new Map<string, string>();
    const cache: IndexCache = { get: (k) => map.get(k), set: (k, v) => (built.push(k), void map.set(k, v)) };
    const group = (name: string) => ({ kind: 'docs' as const, name, label: name, isLast: false });
    const output = buildSearchFiles(
      [
        { group: group('v1'), path: '/docs/v1', docs: buildSearchDocs([page('/docs/v1/x', 'same words')], 'v1', 100) },
        { group: group('v2'), path: '/docs/v2', docs: buildSearchDocs([page('/docs/v2/x', 'same words')], 'v2', 100) },
      ],
      options,
      undefined,
      cache,
    );
    // One index build; the other entries remember gzip sizes.
    expect(built.filter((key) => !key.startsWith('gzip-') && !key.startsWith('largest-'))).toHaveLength(1);
    const indexFiles = output.files.filter((f) => f.path.includes('/lunr-index-'));
    expect(indexFiles).toHaveLength(2);
    expect(indexFiles[0]!.content).toBe(indexFiles[1]!.content);
  });

  it('keeps indexes on disk between builds and prunes the unused ones', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'folio-search-'));
    onTestFinished(() => rmSync(root, { recursive: true, force: true }));
    const dir = path.join(root, 'indexes');
    const first = createDiskIndexCache(dir);
    expect(first.get('a')).toBeUndefined();
    first.set('a', '{"x":1}');
    first.set('b', '{"x":2}');
    writeFileSync(path.join(dir, 'stray.tmp'), '');
    const second = createDiskIndexCache(dir);
    expect(second.get('a')).toBe('{"x":1}');
    second.prune();
    expect(readdirSync(dir)).toEqual(['a.json']);
    expect(existsSync(path.join(dir, 'b.json'))).toBe(false);
  });
});
