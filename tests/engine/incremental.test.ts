import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildQuietly, copyFixture, readBuilt, differingFiles, snapshotBuild } from '../helpers/site.ts';

function names(dir: string): string[] {
  return readdirSync(dir).sort();
}

function mtime(file: string): number {
  return statSync(file).mtimeMs;
}

/** Each file below a folder (relative path) → its inode. */
function inodes(dir: string): Map<string, number> {
  return new Map(readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => statSync(path.join(dir, f)).isFile()).map((f) => [f, statSync(path.join(dir, f)).ino]));
}

describe('rebuilds reuse what did not change', () => {
  let siteDir: string;
  let cold: Awaited<ReturnType<typeof buildQuietly>>;
  let coldFiles: Map<string, Buffer>;
  const appState = () => path.join(siteDir, '.folio/bundle/app/state.json');
  const contentRecords = () => names(path.join(siteDir, '.folio/bundle/content'));

  beforeAll(async () => {
    siteDir = copyFixture('docs-site');
    cold = await buildQuietly(siteDir);
    coldFiles = snapshotBuild(path.join(siteDir, 'build'));
  });

  it('takes every page from the caches when nothing changed, and writes the same bytes', async () => {
    expect(cold.renderedFromCache).toBe(0);
    const stateTime = mtime(appState());
    const records = contentRecords();
    const again = await buildQuietly(siteDir);
    expect(again.pages).toBe(cold.pages);
    expect(again.renderedFromCache).toBe(cold.pages);
    expect(mtime(appState())).toBe(stateTime);
    expect(contentRecords()).toEqual(records);
    expect(differingFiles(coldFiles, snapshotBuild(path.join(siteDir, 'build')))).toEqual([]);
  });

  it('links every unchanged output file from the previous build instead of writing it, and moves the old build into the trash', async () => {
    const before = inodes(path.join(siteDir, 'build'));
    await buildQuietly(siteDir);
    const after = inodes(path.join(siteDir, 'build'));
    expect(after.size).toBe(before.size);
    expect([...after].filter(([file, ino]) => before.get(file) !== ino)).toEqual([]);
    // The old build waits in .folio/trash (deleted by the next build), not beside build/.
    expect(readdirSync(siteDir).filter((name) => name.startsWith('build.'))).toEqual([]);
    expect(readdirSync(path.join(siteDir, '.folio/trash'))).toHaveLength(1);
  });

  it('bundles and renders only the edited doc again when its text changes', async () => {
    const stateTime = mtime(appState());
    const before = contentRecords();
    const file = path.join(siteDir, 'docs/intro.md');
    writeFileSync(file, `${readFileSync(file, 'utf8')}\nA sentence added by the incremental test.\n`);
    const edited = await buildQuietly(siteDir);
    expect(readBuilt(siteDir, 'docs/next/intro/index.html')).toContain('A sentence added by the incremental test.');
    // The app is untouched; one content module is new (the old one is pruned).
    expect(mtime(appState())).toBe(stateTime);
    const after = contentRecords();
    expect(after.filter((name) => !before.includes(name))).toHaveLength(1);
    expect(after).toHaveLength(before.length);
    // Only the edited page renders again; every other document is rewritten around its cached body.
    expect(edited.renderedFromCache).toBe(edited.pages - 1);
    // The edited page's file is new; the previous build's copy is left as it was, in the trash.
    const trash = path.join(siteDir, '.folio/trash');
    const [old] = readdirSync(trash);
    expect(readFileSync(path.join(trash, old!, 'docs/next/intro/index.html'), 'utf8')).not.toContain('A sentence added by the incremental test.');
  });

  it('renders again every page that shows a changed title', async () => {
    const file = path.join(siteDir, 'docs/intro.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace('title: Introduction', 'title: Getting started'));
    const retitled = await buildQuietly(siteDir);
    expect(readBuilt(siteDir, 'docs/next/guides/setup/index.html')).toContain('Getting started');
    expect(retitled.renderedFromCache).toBeLessThan(retitled.pages - 3);
  });

  it('renders a page again when its cache entry is damaged, with the same result', async () => {
    const renderDir = path.join(siteDir, '.folio/render');
    const expected = snapshotBuild(path.join(siteDir, 'build'));
    for (const name of names(renderDir)) writeFileSync(path.join(renderDir, name), '{"body": "torn');
    const rebuilt = await buildQuietly(siteDir);
    expect(rebuilt.renderedFromCache).toBe(0);
    expect(differingFiles(expected, snapshotBuild(path.join(siteDir, 'build')))).toEqual([]);
  });
});
