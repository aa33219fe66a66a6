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
    // The build stops itself once it has written its first page into the temporary output (see
    // stop-at-first-page.mjs); the test then kills it, in the middle of rendering.
    const folio = spawnFolio(['build', siteDir], ['--import', path.join(import.meta.dirname, 'stop-at-first-page.mjs')]);
    const stopped = await new Promise<boolean>((resolve) => {
      const check = () => folio.output().stderr.includes('stopped after writing') && resolve(true);
      folio.child.stderr!.on('data', check);
      void folio.exited.then(() => resolve(false));
    });
    expect(stopped, folio.output().stderr).toBe(true);
    const written = htmlFilesIn(next);
    folio.child.kill('SIGKILL');
    const exit = await folio.exited;
    expect(exit.signal, folio.output().stderr).toBe('SIGKILL');
    expect(written).toBeGreaterThan(0);
    expect(written).toBeLessThan(PAGES);

    // The old build, untouched.
    const after = snapshotBuild(path.join(siteDir, 'build'));
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [file, bytes] of before) expect(after.get(file)?.equals(bytes), file).toBe(true);

    const recovered = await runFolio(['build', siteDir], siteDir);
    expect({ code: recovered.code, errors: recovered.errors, warnings: recovered.warnings }).toEqual({ code: 0, errors: [], warnings: [] });
    expect(htmlFilesIn(path.join(siteDir, 'build'))).toBeGreaterThanOrEqual(PAGES);
    expect(existsSync(next)).toBe(false);
    expect(existsSync(path.join(siteDir, 'build.folio-previous'))).toBe(false);
  }, 300_000);
});
