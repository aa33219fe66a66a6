import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copiesKey, loadStoredCopies, stampOf, storeCopies } from './copies-store.ts';

const sizes = { copies: { count: 2, bytes: 10 }, llmsFiles: [] };
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'folio-llms-store-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the store of copies', () => {
  it('gives back a result while its key and the files it read hold, and nothing once one of them changed', async () => {
    const dir = tempDir();
    const source = path.join(dir, 'doc.md');
    writeFileSync(source, '# Doc');
    const key = copiesKey({ pages: ['a'] });
    await storeCopies(dir, key, { files: [{ path: 'a.md', content: '# A' }], warnings: ['w'], sizes, stamps: [stampOf(source), stampOf(path.join(dir, 'absent.yaml'))] });
    const stored = await loadStoredCopies(dir, key);
    expect(stored?.files.map((file) => file.path)).toEqual(['a.md']);
    expect(stored?.warnings).toEqual(['w']);
    expect(await loadStoredCopies(dir, copiesKey({ pages: ['b'] }))).toBeUndefined();
    // A file that was missing and now exists counts as changed.
    writeFileSync(path.join(dir, 'absent.yaml'), 'x: 1');
    expect(await loadStoredCopies(dir, key)).toBeUndefined();
  });

  it('keeps a content once for several paths, and deletes what the newest result no longer uses', async () => {
    const dir = tempDir();
    await storeCopies(dir, 'k1', { files: [{ path: 'a.md', content: 'same' }, { path: 'b.md', content: 'same' }, { path: 'c.md', content: 'old' }], warnings: [], sizes, stamps: [] });
    expect(readdirSync(path.join(dir, 'copies'))).toHaveLength(2);
    const second = await storeCopies(dir, 'k2', { files: [{ path: 'a.md', content: 'same' }], warnings: [], sizes, stamps: [] });
    expect(readdirSync(path.join(dir, 'copies'))).toEqual([path.basename(second.files[0]!.from)]);
    // A stored file gone missing: the result is made again.
    rmSync(second.files[0]!.from);
    expect(await loadStoredCopies(dir, 'k2')).toBeUndefined();
  });
});
