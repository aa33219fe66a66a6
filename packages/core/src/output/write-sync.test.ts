import { existsSync, linkSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFolderMakerSync, writeNewFileSync } from './write-sync.ts';

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

describe('createFolderMakerSync', () => {
  it('makes folders ahead, off the thread, and then counts them as made (not made again by the writes)', async () => {
    const folder = createFolderMakerSync();
    const pages = ['docs/a', 'docs/a/b', 'docs/c', 'blog/2024/post'].map((rel) => path.join(dir, 'out', rel));
    folder.ahead([...pages, pages[0]!]);
    await folder.settled();
    for (const page of pages) expect(statSync(page).isDirectory()).toBe(true);
    // Taken as made: removed behind the maker's back, a folder made ahead is not made again.
    rmSync(pages[2]!, { recursive: true });
    folder(pages[2]!);
    expect(existsSync(pages[2]!)).toBe(false);
    // A folder not made ahead is made when asked for.
    folder(path.join(dir, 'out', 'other'));
    expect(statSync(path.join(dir, 'out', 'other')).isDirectory()).toBe(true);
  });

  it('leaves a folder it could not make ahead to the write, which then says why', async () => {
    const folder = createFolderMakerSync();
    writeFileSync(path.join(dir, 'file'), 'a file, not a folder');
    const blocked = path.join(dir, 'file', 'page');
    folder.ahead([blocked]);
    await folder.settled();
    expect(() => folder(blocked)).toThrow(/EEXIST|ENOTDIR/);
  });
});
