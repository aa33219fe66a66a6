import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { compileWithCache, createCompileCache, getCompileCacheKey } from './cache.ts';
import { compileMany, compileMarkdown } from './compile.ts';
import type { CompiledMarkdown } from './types.ts';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'folio-md-cache-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function entryFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json'));
}

/** A cache that counts what happens, around a real disk cache. */
function countingCache(dir: string) {
  const inner = createCompileCache(dir);
  const counts = { hits: 0, misses: 0, sets: 0 };
  return {
    counts,
    get(key: string) {
      const value = inner.get(key);
      counts[value ? 'hits' : 'misses']++;
      return value;
    },
    set(key: string, value: CompiledMarkdown) {
      counts.sets++;
      inner.set(key, value);
    },
  };
}

describe('compile cache', () => {
  test('the same doc in five versions compiles once; messages name each file', async () => {
    const dir = tempDir();
    const cache = countingCache(dir);
    const source = '# Doc\n\n:::mystery\nx\n:::\n';
    const inputs = [1, 2, 3, 4, 5].map((v) => ({ source, filePath: `/site/versioned_docs/version-${v}/doc.md` }));
    const { results, errors } = await compileMany(inputs, (input) => compileWithCache(input, cache));
    expect(errors).toEqual([]);
    expect(cache.counts).toEqual({ hits: 4, misses: 1, sets: 1 });
    expect(entryFiles(dir)).toHaveLength(1);
    expect(results.map((r) => r?.messages[0]?.file)).toEqual(inputs.map((i) => i.filePath));
    expect(results[4]?.code).toBe(results[0]?.code);
  });

  test('a hit equals a fresh compile', async () => {
    const cache = createCompileCache(tempDir());
    const input = { source: '## A\n\n```go\nfunc main() {}\n```\n', filePath: '/a.mdx' };
    await compileWithCache(input, cache);
    expect(cache.get(getCompileCacheKey(input))).toEqual(await compileMarkdown(input));
  });

  test('the key changes with source, format, toc levels and plugin options, not with the path', () => {
    const plugin = () => () => undefined;
    const base = { source: 'x', filePath: '/a/x.mdx' };
    const keys = [
      getCompileCacheKey(base),
      getCompileCacheKey({ ...base, filePath: '/b/x.mdx' }),
      getCompileCacheKey({ ...base, source: 'y' }),
      getCompileCacheKey({ ...base, filePath: '/a/x.md' }),
      getCompileCacheKey({ ...base, tocMaxLevel: 4 }),
      getCompileCacheKey({ ...base, remarkPlugins: [[plugin, { a: 1 }]] }),
      getCompileCacheKey({ ...base, remarkPlugins: [[plugin, { a: 2 }]] }),
    ];
    expect(keys[1]).toBe(keys[0]);
    expect(new Set(keys).size).toBe(6);
  });

  test('a corrupt entry is a miss and is rewritten', async () => {
    const dir = tempDir();
    const cache = countingCache(dir);
    const input = { source: '# Hi\n', filePath: '/a.md' };
    await compileWithCache(input, cache);
    const [file] = entryFiles(dir);
    const full = path.join(dir, file ?? '');
    const good = readFileSync(full, 'utf8');
    writeFileSync(full, good.slice(0, good.length / 2));
    const result = await compileWithCache(input, cache);
    expect(cache.counts).toEqual({ hits: 0, misses: 2, sets: 2 });
    expect(JSON.parse(readFileSync(full, 'utf8').split('\n').slice(1).join('\n'))).toEqual(result);
    // Valid JSON of the right shape that is not what was written fails the checksum.
    writeFileSync(full, good.replaceAll('Hi', 'Hx'));
    expect(cache.get(getCompileCacheKey(input))).toBeUndefined();
    writeFileSync(full, '{"code": 1}');
    expect(cache.get(getCompileCacheKey(input))).toBeUndefined();
  });

  test('an entry read again while its value is in use is that value, not read from disk again', async () => {
    const dir = tempDir();
    const input = { source: '# Shared\n', filePath: '/a.md' };
    await compileWithCache(input, createCompileCache(dir));
    const cache = createCompileCache(dir);
    const first = cache.get(getCompileCacheKey(input));
    expect(first?.code).toContain('Shared');
    const [file] = entryFiles(dir);
    writeFileSync(path.join(dir, file ?? ''), 'damaged');
    expect(cache.get(getCompileCacheKey(input))).toBe(first);
    // Another cache (another build) reads the disk.
    expect(createCompileCache(dir).get(getCompileCacheKey(input))).toBeUndefined();
  });

  test('errors are not cached', async () => {
    const dir = tempDir();
    const cache = createCompileCache(dir);
    await expect(compileWithCache({ source: '<A\n', filePath: '/x.mdx' }, cache)).rejects.toThrow(/^\/x\.mdx:2:1 /);
    expect(entryFiles(dir)).toEqual([]);
  });
});
