import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { clearSite, clearTargets } from './clear.ts';

function site(folders: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'folio-clear-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  for (const folder of folders) {
    mkdirSync(path.join(dir, folder), { recursive: true });
    writeFileSync(path.join(dir, folder, 'file.txt'), 'x');
  }
  return dir;
}

describe('clearTargets', () => {
  it('names the output folder, its swap folders and the cache', () => {
    expect(clearTargets('/s')).toEqual(['/s/build', '/s/build.folio-next', '/s/build.folio-previous', '/s/.folio']);
    expect(clearTargets('/s', 'out/dist')).toEqual(['/s/out/dist', '/s/out/dist.folio-next', '/s/out/dist.folio-previous', '/s/.folio']);
  });

  it('refuses an output folder that is the site folder or holds it', () => {
    expect(() => clearTargets('/s', '.')).toThrow('Refusing to clear /s: the output folder must not be the site folder or contain it.');
    expect(() => clearTargets('/s/site', '..')).toThrow(/Refusing to clear \/s:/);
    expect(clearTargets('/s', '../elsewhere')[0]).toBe('/elsewhere');
  });
});

describe('clearSite', () => {
  it('removes the output, leftover swap folders and the cache, and keeps the sources', async () => {
    const dir = site(['build', 'build.folio-next', 'build.folio-previous', '.folio/render', 'content/pages', 'dist']);
    const removed = await clearSite(dir);
    expect(removed.map((f) => path.relative(dir, f))).toEqual(['build', 'build.folio-next', 'build.folio-previous', '.folio']);
    expect(existsSync(path.join(dir, 'content/pages/file.txt'))).toBe(true);
    expect(existsSync(path.join(dir, 'dist/file.txt'))).toBe(true);
  });

  it('clears another output folder when told, and reports nothing when nothing is there', async () => {
    const dir = site(['dist', 'dist.folio-previous', 'build']);
    expect((await clearSite(dir, 'dist')).map((f) => path.relative(dir, f))).toEqual(['dist', 'dist.folio-previous']);
    expect(existsSync(path.join(dir, 'build'))).toBe(true);
    expect(await clearSite(dir, 'dist')).toEqual([]);
  });
});
