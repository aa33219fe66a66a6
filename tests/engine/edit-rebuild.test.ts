import { appendFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build, createLogger, createSite, type BuildResult } from '@folio/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { isEditSinceLastBuild, readInputState, readOutputState } from '../../packages/core/src/site/up-to-date.ts';
import { copyFixture, differingFiles, snapshotBuild, writeFiles } from '../helpers/site.ts';

/** A build as `folio build` runs it (looking first whether anything changed), with its warnings. */
async function folioBuild(siteDir: string): Promise<BuildResult & { warnings: string[] }> {
  const warnings: string[] = [];
  const base = createLogger('folio', true);
  const logger = { ...base, success: () => undefined, warn: (m: string) => warnings.push(m), child: () => logger };
  return { ...(await build({ siteDir, logger, skipIfUpToDate: true })), warnings };
}

/** Whether a build of the site now would count as an edit since its last build (the config loaded first). */
async function isEdit(siteDir: string): Promise<boolean> {
  const site = createSite({ siteDir, logger: createLogger('folio', true) });
  try {
    await site.loadConfig();
    return isEditSinceLastBuild(site.cacheDir, await readInputState(site));
  } finally {
    await site.close();
  }
}

describe('a rebuild after editing one doc', () => {
  let siteDir: string;
  let edited: Awaited<ReturnType<typeof folioBuild>>;
  let editedFiles: Map<string, Buffer>;
  let wasEdit: boolean;

  beforeAll(async () => {
    siteDir = copyFixture('docs-site');
    // A static file and a link to it, which only the output's listing knows; and a link to a missing one.
    writeFiles(siteDir, { 'static/files/notes.txt': 'notes\n' });
    appendFileSync(path.join(siteDir, 'docs/intro.md'), '\nSee [the notes](/files/notes.txt) and [the lost notes](/files/lost.txt).\n');
    await folioBuild(siteDir);
    expect(await isEdit(siteDir)).toBe(false);
    appendFileSync(path.join(siteDir, 'docs/guides/setup.md'), '\nA sentence added to time an edit.\n');
    wasEdit = await isEdit(siteDir);
    edited = await folioBuild(siteDir);
    editedFiles = snapshotBuild(path.join(siteDir, 'build'));
  });

  it('counts as an edit since the last build (its page worker starts early), and only then', () => {
    expect(wasEdit).toBe(true);
    expect(edited.upToDate).toBeUndefined();
    expect(edited.renderedFromCache).toBeGreaterThan(0);
  });

  it('checks links against the files of the output it listed once', () => {
    expect(edited.warnings.join('\n')).toContain('/files/lost.txt');
    expect(edited.warnings.join('\n')).not.toContain('/files/notes.txt');
  });

  it('records the output as the swap left it: the next build finds nothing changed', async () => {
    const stateBefore = readOutputState(path.join(siteDir, 'build'));
    expect(stateBefore.paths).toContain('files/notes.txt');
    expect((await folioBuild(siteDir)).upToDate).toBe(true);
  });

  it('writes the same bytes as a cold build of the same sources', async () => {
    rmSync(path.join(siteDir, 'build'), { recursive: true });
    rmSync(path.join(siteDir, '.folio'), { recursive: true });
    const cold = await folioBuild(siteDir);
    expect(cold.renderedFromCache).toBe(0);
    expect(differingFiles(editedFiles, snapshotBuild(path.join(siteDir, 'build')))).toEqual([]);
  });
});
