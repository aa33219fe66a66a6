import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeFileWhole, writeFileWholeSync } from './write-whole.ts';

describe('writeFileWhole', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes text or bytes under the final name and leaves no temporary file', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'whole-'));
    await writeFileWhole(path.join(dir, 'a.json'), '{"a":1}');
    await writeFileWhole(path.join(dir, 'b.png'), new Uint8Array([137, 80, 78, 71]));
    expect(readFileSync(path.join(dir, 'a.json'), 'utf8')).toBe('{"a":1}');
    expect([...readFileSync(path.join(dir, 'b.png'))]).toEqual([137, 80, 78, 71]);
    expect(readdirSync(dir).sort()).toEqual(['a.json', 'b.png']);
  });

  it('lets writers of the same file run at once, each through its own temporary file', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'whole-'));
    const file = path.join(dir, 'same.txt');
    await Promise.all(Array.from({ length: 20 }, (_, i) => writeFileWhole(file, `writer ${i}`.padEnd(10_000, '.'))));
    expect(readFileSync(file, 'utf8')).toMatch(/^writer \d+\.+$/);
    expect(readdirSync(dir)).toEqual(['same.txt']);
  });

  it('fails with the file system error and removes its temporary file when the rename fails', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'whole-'));
    // A non-empty folder where the file should go: the rename over it fails.
    mkdirSync(path.join(dir, 'taken', 'inside'), { recursive: true });
    await expect(writeFileWhole(path.join(dir, 'taken'), 'text')).rejects.toMatchObject({ syscall: 'rename' });
    expect(readdirSync(dir)).toEqual(['taken']);
  });

  it('does the same on the calling thread: writeFileWholeSync', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'whole-'));
    writeFileWholeSync(path.join(dir, 'a.txt'), 'text');
    expect(readFileSync(path.join(dir, 'a.txt'), 'utf8')).toBe('text');
    mkdirSync(path.join(dir, 'taken', 'inside'), { recursive: true });
    expect(() => writeFileWholeSync(path.join(dir, 'taken'), 'text')).toThrow(expect.objectContaining({ syscall: 'rename' }));
    expect(readdirSync(dir).sort()).toEqual(['a.txt', 'taken']);
  });
});
