import { appendFileSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build, createLogger, createSite, type BuildResult } from '@folio/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { isEditSinceLastBuild, readInputState, readOutputState } from '../../packages/core/src/site/up-to-date.ts';
import { decodeTerms } from '../../theme/src/theme/SearchBar/expand-index.ts';
import { copyFixture, differingFiles, snapshotBuild, writeFiles } from '../helpers/site.ts';

/** A build as `folio build` runs it (looking first whether anything changed), with its warnings. */
async function folioBuild(siteDir: string): Promise<BuildResult & { warnings: string[] }> {
  const warnings: string[] = [];
  const base = createLogger('folio', true);
  const logger = { ...base, success: () => undefined, warn: (m: string) => warnings.push(m), child: () => logger };
  return { ...(await build({ siteDir, logger, skipIfUpToDate: true })), warnings };
}

/** The search plugin added to the fixture's config: an edit rebuilds its version's index and reuses the others. */
function addSearchPlugin(siteDir: string): void {
  const config = readFileSync(path.join(siteDir, 'site.config.ts'), 'utf8');
  const withSearch = config.replace("import sitemap from '@folio/plugin-sitemap';", "import sitemap from '@folio/plugin-sitemap';\nimport search from '@folio/plugin-search';").replace(/(\n {4}sitemap,\n)/, '$1    search,\n');
  expect(withSearch).toContain('    search,\n');
  writeFiles(siteDir, { 'site.config.ts': withSearch });
}

/** The lunr index files of a build, by index folder (`search/<index>/lunr-index-<stamp>.json`). */
function lunrIndexFiles(files: Map<string, Buffer>): Map<string, string> {
  return new Map([...files.keys()].flatMap((file) => {
    const match = /^search\/([^/]+)\/(lunr-index-[^/]+\.json)$/.exec(file.split(path.sep).join('/'));
    return match ? [[match[1]!, match[2]!] as const] : [];
  }));
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
  let beforeFiles: Map<string, Buffer>;
  let wasEdit: boolean;

  beforeAll(async () => {
    siteDir = copyFixture('docs-site');
    // A static file and a link to it, which only the output's listing knows; and a link to a missing one.
    writeFiles(siteDir, { 'static/files/notes.txt': 'notes\n' });
    appendFileSync(path.join(siteDir, 'docs/intro.md'), '\nSee [the notes](/files/notes.txt) and [the lost notes](/files/lost.txt).\n');
    addSearchPlugin(siteDir);
    await folioBuild(siteDir);
    beforeFiles = snapshotBuild(path.join(siteDir, 'build'));
    expect(await isEdit(siteDir)).toBe(false);
    appendFileSync(path.join(siteDir, 'docs/guides/setup.md'), '\nA sentence added to time an edit, with zebrafishing in it.\n');
    wasEdit = await isEdit(siteDir);
    edited = await folioBuild(siteDir);
    editedFiles = snapshotBuild(path.join(siteDir, 'build'));
  });

  it('counts as an edit since the last build (its page worker starts early), and only then', () => {
    expect(wasEdit).toBe(true);
    expect(edited.upToDate).toBeUndefined();
    expect(edited.renderedFromCache).toBeGreaterThan(0);
  });

  it('indexes the edited text in its version only: the other versions keep their index files', () => {
    const before = lunrIndexFiles(beforeFiles);
    const after = lunrIndexFiles(editedFiles);
    expect([...after.keys()].sort()).toEqual(['0.9', '1.0', 'current']);
    expect(after.get('current')).not.toBe(before.get('current'));
    expect(after.get('1.0')).toBe(before.get('1.0'));
    expect(after.get('0.9')).toBe(before.get('0.9'));
    const index = JSON.parse(editedFiles.get(path.join('search', 'current', after.get('current')!))!.toString()) as { terms: string };
    expect(decodeTerms(index.terms)).toContain('zebrafish');
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
