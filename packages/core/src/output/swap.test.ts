import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { discardNextOutput, emptyTrash, prepareNextOutput, recoverInterruptedSwap, swapInOutput, swapPaths } from './swap.ts';

function site() {
  const dir = mkdtempSync(path.join(tmpdir(), 'folio-swap-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  const out = path.join(dir, 'build');
  mkdirSync(out);
  writeFileSync(path.join(out, 'index.html'), 'old');
  return out;
}

describe('output swap', () => {
  it('swaps a finished build in and removes the old one', async () => {
    const out = site();
    const next = await prepareNextOutput(out);
    writeFileSync(path.join(next, 'index.html'), 'new');
    await swapInOutput(out);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('new');
    expect(existsSync(swapPaths(out).previous)).toBe(false);
    expect(existsSync(next)).toBe(false);
  });

  it('moves the old build into the trash folder when given one, and emptyTrash deletes it', async () => {
    const out = site();
    const trash = path.join(path.dirname(out), '.folio', 'trash');
    const next = await prepareNextOutput(out);
    writeFileSync(path.join(next, 'index.html'), 'new');
    await swapInOutput(out, trash);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('new');
    expect(existsSync(swapPaths(out).previous)).toBe(false);
    const [moved] = readdirSync(trash);
    expect(readFileSync(path.join(trash, moved!, 'index.html'), 'utf8')).toBe('old');
    await emptyTrash(trash);
    expect(existsSync(trash)).toBe(false);
  });

  it('leaves the old build alone when a build is discarded', async () => {
    const out = site();
    const next = await prepareNextOutput(out);
    writeFileSync(path.join(next, 'index.html'), 'half');
    await discardNextOutput(out);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('old');
  });

  it('restores the old build when a crash left it moved aside', async () => {
    const out = site();
    const { previous, next } = swapPaths(out);
    // The crash happened after "old aside" and before "new in".
    mkdirSync(next);
    writeFileSync(path.join(next, 'index.html'), 'half');
    const { renameSync } = await import('node:fs');
    renameSync(out, previous);
    await recoverInterruptedSwap(out);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('old');
    expect(existsSync(previous)).toBe(false);
    expect(existsSync(next)).toBe(false);
  });

  it('empties the trash in a thread of its own, while the main thread is busy', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'folio-trash-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const trash = path.join(dir, 'trash');
    for (let i = 0; i < 20; i++) {
      mkdirSync(path.join(trash, `build-${i}`, 'docs'), { recursive: true });
      writeFileSync(path.join(trash, `build-${i}`, 'docs', 'index.html'), 'old');
    }
    const emptied = emptyTrash(trash);
    // The main thread never yields here: deletion done through its event loop could not advance.
    const until = Date.now() + 10_000;
    while (existsSync(trash) && Date.now() < until);
    expect(existsSync(trash)).toBe(false);
    await emptied;
    await emptyTrash(trash);
  });
});
