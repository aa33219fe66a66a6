import { cpSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, snapshotBuild } from '../helpers/site.ts';
import { removeLater } from '../helpers/tmp.ts';
import { applyPatch, makeSite, spawnFolio } from './harness.ts';

/** Enough docs that rendering is spread over worker threads, whose results come back in any order. */
function manyDocs(): Record<string, string> {
  const files: Record<string, string> = {};
  for (let i = 0; i < 70; i++) {
    const n = String(i).padStart(2, '0');
    files[`docs/many/doc-${n}.md`] = `---\ntitle: Doc ${n}\ntags: [t${i % 3}]\n---\n\nText ${n} links to [the intro](../intro.md).\n\n## Part ${n}\n\nSearchable words ${n}.\n`;
  }
  return files;
}

/** Copies a folder creating every file and folder in reverse name order. */
function copyReversed(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from).sort().reverse()) {
    const source = path.join(from, name);
    if (statSync(source).isDirectory()) copyReversed(source, path.join(to, name));
    else cpSync(source, path.join(to, name));
  }
}

/** Newest modification time of Folio's own sources (others may edit them while the suite runs in a shared tree). */
function newestSource(): number {
  let newest = 0;
  for (const dir of ['theme/src', 'packages', 'plugins']) {
    for (const entry of readdirSync(path.join(REPO_ROOT, dir), { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && !entry.parentPath.includes('node_modules') && /\.(tsx?|css)$/.test(entry.name)) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

/** Preload that shuffles every directory listing of the build (and its worker threads). */
const SHUFFLED_LISTINGS = ['--import', path.join(REPO_ROOT, 'tests', 'reliability', 'shuffle-readdir.mjs')];

async function buildWithCli(siteDir: string, outDir = 'build', nodeArgs: string[] = []): Promise<Map<string, Buffer>> {
  const folio = spawnFolio(['build', siteDir, '--out-dir', outDir], nodeArgs);
  const exit = await folio.exited;
  expect(exit.code, folio.output().stderr).toBe(0);
  return snapshotBuild(path.join(siteDir, outDir));
}

function differences(a: Map<string, Buffer>, b: Map<string, Buffer>): string[] {
  const names = new Set([...a.keys(), ...b.keys()]);
  return [...names].filter((file) => !a.get(file) || !b.get(file)?.equals(a.get(file)!)).sort();
}

describe('repeatable builds', () => {
  let siteDir: string;
  let reversed: string;
  beforeAll(() => {
    siteDir = makeSite('reliability-hostile');
    applyPatch(siteDir, { files: manyDocs() });
    reversed = path.join(REPO_ROOT, 'tests', '.tmp', `${path.basename(siteDir)}-reversed`);
    copyReversed(siteDir, reversed);
    removeLater(reversed);
  });

  it('gives byte-identical output from the same files created in reverse order and listed shuffled, in another folder, and again with warm caches', async ({ skip }) => {
    // Cold builds side by side in two folders (the second sees every directory listing shuffled, as
    // another file system may order it), then a rebuild of the first with warm caches.
    // One try, no retry: only an edit to Folio's sources during the builds (someone working in the
    // same tree) makes them legitimately differ, and then the test says so and skips.
    const sourcesBefore = newestSource();
    const [first, fromReversed] = await Promise.all([buildWithCli(siteDir), buildWithCli(reversed, 'build', SHUFFLED_LISTINGS)]);
    const builds = { first, fromReversed, warm: await buildWithCli(siteDir, 'build-again') };
    if (newestSource() !== sourcesBefore) return skip('Folio’s own sources changed while the builds ran (a shared working tree)');
    expect(builds.first.size).toBeGreaterThan(100);
    expect(differences(builds.first, builds.fromReversed)).toEqual([]);
    expect(differences(builds.first, builds.warm)).toEqual([]);
  }, 600_000);
});
