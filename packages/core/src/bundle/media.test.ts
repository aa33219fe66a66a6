import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMediaStore } from './media.ts';

const made: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'folio-media-'));
  made.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('media store', () => {
  it('publishes one name from many inputs at once without a clash', async () => {
    const dir = tempDir();
    const source = path.join(dir, 'source.png');
    writeFileSync(source, 'image bytes');
    const store = createMediaStore(path.join(dir, 'media'));
    // The same image in 40 files at once, as esbuild resolves the docs of five versions.
    await Promise.all(Array.from({ length: 40 }, (_, i) => store.publish(`/site/doc-${i}.md`, 'shared.abc123.png', source)));
    expect(readdirSync(path.join(dir, 'media'))).toEqual(['shared.abc123.png']);
    expect(readFileSync(path.join(dir, 'media', 'shared.abc123.png'), 'utf8')).toBe('image bytes');
    expect(store.namesFor(['/site/doc-0.md', '/site/doc-39.md'])).toEqual(['shared.abc123.png']);
  });

  it('lets two stores on one folder (two builds) publish the same name at once', async () => {
    const dir = tempDir();
    const source = path.join(dir, 'source.png');
    writeFileSync(source, 'image bytes');
    const first = createMediaStore(path.join(dir, 'media'));
    const second = createMediaStore(path.join(dir, 'media'));
    await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? first : second).publish(`/site/doc-${i}.md`, 'x.png', source)));
    expect(readdirSync(path.join(dir, 'media'))).toEqual(['x.png']);
  });

  it('reports a failed copy and tries again on the next publish', async () => {
    const dir = tempDir();
    const store = createMediaStore(path.join(dir, 'media'));
    await expect(store.publish('/site/a.md', 'gone.png', path.join(dir, 'missing.png'))).rejects.toThrow(/ENOENT/);
    writeFileSync(path.join(dir, 'missing.png'), 'now here');
    await store.publish('/site/a.md', 'gone.png', path.join(dir, 'missing.png'));
    expect(readdirSync(path.join(dir, 'media'))).toEqual(['gone.png']);
  });
});
