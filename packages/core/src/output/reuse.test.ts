import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { plainOutput } from './output-target.ts';
import { readManifest, reusingOutput, saveManifest, type OutputManifest } from './reuse.ts';

let root: string;
let cacheDir: string;
let build: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'folio-reuse-'));
  cacheDir = path.join(root, '.folio');
  build = path.join(root, 'build');
  mkdirSync(cacheDir);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** One build's output written into `dir` through a reusing target, its manifest saved as the build does after the swap. */
async function writeBuild(dir: string, files: Record<string, string>, copies: Record<string, string> = {}) {
  const output = reusingOutput({ dir, previousDir: build, previous: readManifest(cacheDir, build) });
  await Promise.all(Object.entries(files).map(([rel, text]) => output.writeFile(path.join(dir, rel), text)));
  await Promise.all(Object.entries(copies).map(([rel, from]) => output.copyFile(from, path.join(dir, rel))));
  return output;
}

/** Moves `next` in place of the build, as the swap does, and saves its manifest. */
async function swap(next: string, manifest: OutputManifest) {
  rmSync(build, { recursive: true, force: true });
  const { renameSync } = await import('node:fs');
  renameSync(next, build);
  await saveManifest(cacheDir, build, manifest);
}

describe('reusing the previous output', () => {
  it('links a file whose bytes are unchanged and writes the ones that changed', async () => {
    const first = await writeBuild(path.join(root, 'next1'), { 'index.html': 'home', 'docs/a.html': 'a' });
    expect(first.written().linked).toBe(0);
    await swap(path.join(root, 'next1'), first.written().manifest);
    const before = statSync(path.join(build, 'index.html')).ino;

    const next = path.join(root, 'next2');
    const second = await writeBuild(next, { 'index.html': 'home', 'docs/a.html': 'a, edited' });
    expect(second.written().linked).toBe(1);
    expect(statSync(path.join(next, 'index.html')).ino).toBe(before);
    expect(readFileSync(path.join(next, 'docs/a.html'), 'utf8')).toBe('a, edited');
    // The current output is untouched: the changed file was written as a new file.
    expect(readFileSync(path.join(build, 'docs/a.html'), 'utf8')).toBe('a');
  });

  it('writes a file anew when the previous output was changed after its build', async () => {
    const first = await writeBuild(path.join(root, 'next1'), { 'index.html': 'home' });
    await swap(path.join(root, 'next1'), first.written().manifest);
    writeFileSync(path.join(build, 'index.html'), 'hand-edited');

    const next = path.join(root, 'next2');
    const second = await writeBuild(next, { 'index.html': 'home' });
    expect(second.written().linked).toBe(0);
    expect(readFileSync(path.join(next, 'index.html'), 'utf8')).toBe('home');
    expect(readFileSync(path.join(build, 'index.html'), 'utf8')).toBe('hand-edited');
  });

  it('links a copied file while its source is unchanged, and copies it again once the source changes', async () => {
    const source = path.join(root, 'logo.svg');
    writeFileSync(source, '<svg/>');
    const first = await writeBuild(path.join(root, 'next1'), {}, { 'img/logo.svg': source });
    await swap(path.join(root, 'next1'), first.written().manifest);

    const second = await writeBuild(path.join(root, 'next2'), {}, { 'img/logo.svg': source });
    expect(second.written().linked).toBe(1);
    await swap(path.join(root, 'next2'), second.written().manifest);

    writeFileSync(source, '<svg id="new"/>');
    const later = new Date(Date.now() + 5000);
    utimesSync(source, later, later);
    const third = await writeBuild(path.join(root, 'next3'), {}, { 'img/logo.svg': source });
    expect(third.written().linked).toBe(0);
    expect(readFileSync(path.join(root, 'next3', 'img/logo.svg'), 'utf8')).toBe('<svg id="new"/>');
    expect(readFileSync(path.join(build, 'img/logo.svg'), 'utf8')).toBe('<svg/>');
  });

  it('records each written file as it is on disk, so that the next build can link it', async () => {
    const next = path.join(root, 'next1');
    const first = await writeBuild(next, { 'docs/a/index.html': 'a page', 'docs/b/index.html': 'b page' });
    for (const rel of ['docs/a/index.html', 'docs/b/index.html']) {
      const now = statSync(path.join(next, rel));
      const recorded = first.written().manifest.get(rel);
      expect([recorded?.size, recorded?.mtimeMs, recorded?.ino]).toEqual([now.size, now.mtimeMs, now.ino]);
    }
  });

  it('ignores a manifest saved for another output folder', async () => {
    const first = await writeBuild(path.join(root, 'next1'), { 'index.html': 'home' });
    await swap(path.join(root, 'next1'), first.written().manifest);
    expect(readManifest(cacheDir, path.join(root, 'elsewhere')).size).toBe(0);
    expect(readManifest(cacheDir, build).get('index.html')?.hash).toMatch(/^[0-9a-f]{40}$/);
  });
});

describe('writing into an output that holds links', () => {
  it('replaces a linked file instead of writing through the link', async () => {
    const first = await writeBuild(path.join(root, 'next1'), { 'page.html': 'static copy' });
    await swap(path.join(root, 'next1'), first.written().manifest);
    const next = path.join(root, 'next2');
    await writeBuild(next, { 'page.html': 'static copy' });
    // A later writer of the same path (a page over a static file) must leave the previous output's copy alone.
    await plainOutput(next).writeFile(path.join(next, 'page.html'), 'the page');
    expect(readFileSync(path.join(next, 'page.html'), 'utf8')).toBe('the page');
    expect(readFileSync(path.join(build, 'page.html'), 'utf8')).toBe('static copy');
  });
});
