import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { snapshotBuild } from '../helpers/site.ts';
import { applyPatch, makeSite, runFolio, spawnFolio } from './harness.ts';

const PAGES = 120;

function manyDocs(): Record<string, string> {
  const files: Record<string, string> = {};
  for (let i = 0; i < PAGES; i++) {
    files[`docs/many/page-${String(i).padStart(3, '0')}.md`] = `---\ntitle: Page ${i}\n---\n\nText of page ${i}, with a [link](../intro.md#install).\n\n## Part\n\nMore text.\n`;
  }
  return files;
}

function htmlFilesIn(dir: string): number {
  try {
    return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html')).length;
  } catch {
    return 0;
  }
}

describe('a build killed in the middle of rendering', () => {
  it('leaves the previous build whole, and the next build recovers', async () => {
    const siteDir = makeSite('reliability-site');
    expect((await runFolio(['build', siteDir], siteDir)).code).toBe(0);
    const before = snapshotBuild(path.join(siteDir, 'build'));
    applyPatch(siteDir, { files: manyDocs() });

    const next = path.join(siteDir, 'build.folio-next');
    const folio = spawnFolio(['build', siteDir]);
    let killedWith = -1;
    const watch = setInterval(() => {
      // Pages are being written into the temporary output: the render phase is under way.
      const written = htmlFilesIn(next);
      if (written > 0 && killedWith < 0) {
        killedWith = written;
        folio.child.kill('SIGKILL');
      }
    }, 10);
    const exit = await folio.exited.finally(() => clearInterval(watch));
    expect(exit.signal, folio.output().stderr).toBe('SIGKILL');
    expect(killedWith).toBeGreaterThan(0);
    expect(killedWith).toBeLessThan(PAGES);

    // Either the old build, untouched, or (had the kill come after the swap) a complete new one.
    const after = snapshotBuild(path.join(siteDir, 'build'));
    const complete = htmlFilesIn(path.join(siteDir, 'build')) >= PAGES;
    if (!complete) {
      expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
      for (const [file, bytes] of before) expect(after.get(file)?.equals(bytes), file).toBe(true);
    }

    const recovered = await runFolio(['build', siteDir], siteDir);
    expect({ code: recovered.code, errors: recovered.errors, warnings: recovered.warnings }).toEqual({ code: 0, errors: [], warnings: [] });
    expect(htmlFilesIn(path.join(siteDir, 'build'))).toBeGreaterThanOrEqual(PAGES);
    expect(existsSync(next)).toBe(false);
    expect(existsSync(path.join(siteDir, 'build.folio-previous'))).toBe(false);
  }, 240_000);
});
