import { linkSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeNewFileSync } from './write-sync.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'folio-write-sync-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('writeNewFileSync', () => {
  it('writes the bytes and returns the stats of the file it wrote', () => {
    const file = path.join(dir, 'page.html');
    const stats = writeNewFileSync(file, Buffer.from('<p>café</p>'));
    expect(readFileSync(file, 'utf8')).toBe('<p>café</p>');
    const now = statSync(file);
    expect([stats.size, stats.mtimeMs, stats.ino]).toEqual([now.size, now.mtimeMs, now.ino]);
  });

  it('replaces a hard-linked file with a new one, leaving the other name of the old file alone', () => {
    const previous = path.join(dir, 'previous.html');
    const file = path.join(dir, 'page.html');
    writeFileSync(previous, 'previous build');
    linkSync(previous, file);
    const stats = writeNewFileSync(file, Buffer.from('this build'));
    expect(readFileSync(file, 'utf8')).toBe('this build');
    expect(readFileSync(previous, 'utf8')).toBe('previous build');
    expect(stats.ino).not.toBe(statSync(previous).ino);
  });

  it('passes on failures other than an existing file', () => {
    expect(() => writeNewFileSync(path.join(dir, 'missing', 'page.html'), Buffer.from('x'))).toThrow(/ENOENT/);
  });
});
