import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createModuleStore } from './module-store.ts';

function cacheDir(): string {
  const site = mkdtempSync(path.join(tmpdir(), 'folio-module-store-'));
  onTestFinished(() => rmSync(site, { recursive: true, force: true }));
  return path.join(site, '.folio');
}

describe('module store', () => {
  it('names a module at once and writes it only when flushed, once per code', async () => {
    const sources = new Map<string, string>();
    const store = createModuleStore(cacheDir(), sources);
    const file = store.create('export default 1;\n', '.js', '/site/docs/a.md');
    expect(store.create('export default 1;\n', '.js')).toBe(file);
    expect(store.create('export default 2;\n', '.js')).not.toBe(file);
    expect(sources.get(file)).toBe('/site/docs/a.md');
    expect(existsSync(file)).toBe(false);
    await store.settled();
    expect(readFileSync(file, 'utf8')).toBe('export default 1;\n');
  });

  it('records a module made from several files with the first of them by path, whatever the order they came in', () => {
    const sources = new Map<string, string>();
    const store = createModuleStore(cacheDir(), sources);
    const file = store.create('export default 1;\n', '.js', '/site/versioned_docs/version-2/a.md');
    store.create('export default 1;\n', '.js', '/site/docs/a.md');
    store.create('export default 1;\n', '.js', '/site/versioned_docs/version-1/a.md');
    expect(sources.get(file)).toBe('/site/docs/a.md');
  });

  it('keeps modules with relative imports apart by folder, loader-prefixed imports (!!raw-loader!./x) included', () => {
    const store = createModuleStore(cacheDir(), new Map());
    const siteDir = '/site';
    for (const code of ['import a from "./a.yaml";\n', 'import a from "!!raw-loader!./a.yaml";\n', 'import a from "!!raw-loader!../a.yaml";\n']) {
      expect(store.create(code, '.jsx', `${siteDir}/docs/x.mdx`)).not.toBe(store.create(code, '.jsx', `${siteDir}/versioned_docs/version-1/x.mdx`));
    }
    expect(store.create('import a from "@site/a.yaml";\n', '.jsx', `${siteDir}/docs/x.mdx`)).toBe(store.create('import a from "@site/a.yaml";\n', '.jsx', `${siteDir}/versioned_docs/version-1/x.mdx`));
  });

  it('keeps a file that already holds the code and rewrites one that does not', async () => {
    const dir = cacheDir();
    const first = createModuleStore(dir, new Map());
    const kept = first.create('export const kept = 1;\n');
    const torn = first.create('export const torn = 1;\n');
    await first.settled();
    const old = new Date(2020, 0, 1);
    utimesSync(kept, old, old);
    writeFileSync(torn, 'export const to');
    const second = createModuleStore(dir, new Map());
    expect(second.create('export const kept = 1;\n')).toBe(kept);
    expect(second.create('export const torn = 1;\n')).toBe(torn);
    await second.settled();
    expect(statSync(kept).mtime.getTime()).toBe(old.getTime());
    expect(readFileSync(torn, 'utf8')).toBe('export const torn = 1;\n');
  });

  it('reports a write that failed, and writes the file at the next try', async () => {
    const store = createModuleStore(cacheDir(), new Map());
    const file = store.create('export default "blocked";\n');
    // A folder where the file should go makes the write fail.
    mkdirSync(path.join(file, 'in-the-way'), { recursive: true });
    await expect(store.settled()).rejects.toThrow();
    expect(readdirSync(path.dirname(file)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    rmSync(file, { recursive: true });
    await store.settled();
    expect(readFileSync(file, 'utf8')).toBe('export default "blocked";\n');
  });

  it('keeps its modules in memory when asked, writing nothing', async () => {
    const dir = cacheDir();
    const store = createModuleStore(dir, new Map(), { inMemory: true });
    const file = store.create('export { default } from "/site/docs/a.md";\n');
    await store.settled();
    expect(existsSync(path.join(dir, 'modules'))).toBe(false);
    expect(store.unwrittenCode(file)).toBe('export { default } from "/site/docs/a.md";\n');
  });
});
