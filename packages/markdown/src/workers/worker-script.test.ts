import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';
import { workerScriptFor } from './worker-script.ts';

/** Writes a file last modified `secondsAgo` ago (a file modified while its script is bundled is never recorded). */
function writeOld(file: string, text: string, secondsAgo: number): void {
  writeFileSync(file, text);
  const then = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(file, then, then);
}

/** A worker module importing a second file, in a fresh folder, and a cache folder beside it. */
function workerSources(): { dir: string; source: URL; part: string; cacheDir: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'folio-worker-script-'));
  const part = path.join(dir, 'part.ts');
  writeOld(part, "export const word: string = 'first';\n", 60);
  writeOld(path.join(dir, 'worker.ts'), "import { word } from './part.ts';\nexport default function task(): string {\n  return word;\n}\n", 60);
  return { dir, source: pathToFileURL(path.join(dir, 'worker.ts')), part, cacheDir: path.join(dir, 'cache') };
}

describe('workerScriptFor', () => {
  test('reuses the script it made while no file it was made from changed, and bundles again when one did', async () => {
    const { source, part, cacheDir } = workerSources();
    const first = await workerScriptFor(source, cacheDir, 'test-worker');
    const made = statSync(first).mtimeMs;
    expect(readFileSync(first, 'utf8')).toContain('first');

    const again = await workerScriptFor(source, cacheDir, 'test-worker');
    expect(again.href).toBe(first.href);
    expect(statSync(again).mtimeMs).toBe(made);

    // An edit of the same size, seen by its modification time.
    writeOld(part, "export const word: string = 'other';\n", 30);
    const changed = await workerScriptFor(source, cacheDir, 'test-worker');
    expect(changed.href).not.toBe(first.href);
    expect(readFileSync(changed, 'utf8')).toContain('other');
  });

  test('bundles again when the script it recorded is gone', async () => {
    const { source, cacheDir } = workerSources();
    const first = await workerScriptFor(source, cacheDir, 'test-worker');
    rmSync(fileURLToPath(first));
    const again = await workerScriptFor(source, cacheDir, 'test-worker');
    expect(again.href).toBe(first.href);
    expect(readFileSync(again, 'utf8')).toContain('first');
  });

  test("stands for a compiled module taking its packages from Folio's install with a module re-exporting it, whose imports and import.meta.url stay the module's own", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'folio-worker-script-'));
    try {
      writeFileSync(path.join(dir, 'part.js'), "export const word = 'compiled';\n");
      writeFileSync(path.join(dir, 'worker.js'), "import { word } from './part.js';\nexport default function task() {\n  return [word, import.meta.url];\n}\n");
      const source = pathToFileURL(path.join(dir, 'worker.js'));
      const cacheDir = path.join(dir, 'cache');
      const script = await workerScriptFor(source, cacheDir, 'compiled-worker', { packagesFromFolio: true });
      expect(path.dirname(fileURLToPath(script))).toBe(cacheDir);
      expect(readFileSync(script, 'utf8')).toBe(`export { default } from ${JSON.stringify(source.href)};\n`);
      const { default: task } = (await import(script.href)) as { default: () => [string, string] };
      expect(task()).toEqual(['compiled', source.href]);
      expect((await workerScriptFor(source, cacheDir, 'compiled-worker', { packagesFromFolio: true })).href).toBe(script.href);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
