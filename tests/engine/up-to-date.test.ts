import { appendFileSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, createLogger, type BuildResult } from '@folio/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, readBuilt, writeFiles } from '../helpers/site.ts';

/** A build as `folio build` runs it (looking first whether anything changed), with what it logged. */
async function folioBuild(siteDir: string, options: { force?: boolean } = {}): Promise<BuildResult & { warnings: string[]; lines: string[] }> {
  const warnings: string[] = [];
  const lines: string[] = [];
  const base = createLogger('folio', true);
  const logger = { ...base, success: (m: string) => lines.push(m), warn: (m: string) => warnings.push(m), child: () => logger };
  const result = await build({ siteDir, logger, skipIfUpToDate: true, force: options.force === true });
  return { ...result, warnings, lines };
}

/** Each file of the output (relative path) → its inode: a build that changed nothing leaves them all. */
function inodes(dir: string): Map<string, number> {
  return new Map(readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => statSync(path.join(dir, f)).isFile()).map((f) => [f, statSync(path.join(dir, f)).ino]));
}

const ENV = 'FOLIO_UP_TO_DATE_TEST_TITLE';

describe('folio build when nothing changed since the last build', () => {
  let siteDir: string;
  let first: Awaited<ReturnType<typeof folioBuild>>;

  beforeAll(async () => {
    siteDir = copyFixture('docs-site');
    // A config that reads the environment, as many Docusaurus configs do; and a broken link, for a warning.
    const config = path.join(siteDir, 'site.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace("title: 'Docs Fixture',", `title: process.env.${ENV} ?? 'Docs Fixture',`));
    appendFileSync(path.join(siteDir, 'docs/intro.md'), '\nSee [the missing page](/docs/next/nowhere).\n');
    first = await folioBuild(siteDir);
  });

  it('stops after the check, leaves the output as it was and prints the last build’s warnings again', async () => {
    expect(first.upToDate).toBeUndefined();
    expect(first.warnings.some((w) => w.includes('/docs/next/nowhere'))).toBe(true);
    const before = inodes(path.join(siteDir, 'build'));
    const again = await folioBuild(siteDir);
    expect(again.upToDate).toBe(true);
    expect(again.pages).toBe(first.pages);
    expect(again.lines.join('\n')).toMatch(/^Nothing changed since the last build: \S*build is up to date \(\d+ pages; the config, \d+ input files and the output checked in \d+ms; the warnings above are the last build's\)/);
    expect(again.warnings).toEqual(first.warnings);
    expect(inodes(path.join(siteDir, 'build'))).toEqual(before);
  });

  it('builds when a content file changed, and is up to date again after that build', async () => {
    appendFileSync(path.join(siteDir, 'docs/intro.md'), '\nA sentence added after the first build.\n');
    const edited = await folioBuild(siteDir);
    expect(edited.upToDate).toBeUndefined();
    expect(readBuilt(siteDir, 'docs/next/intro/index.html')).toContain('A sentence added after the first build.');
    expect((await folioBuild(siteDir)).upToDate).toBe(true);
  });

  it('builds when a new file appears in the site, or one is deleted', async () => {
    writeFiles(siteDir, { 'docs/added.md': '# Added later\n\nA page that was not there.\n' });
    expect((await folioBuild(siteDir)).upToDate).toBeUndefined();
    expect(readBuilt(siteDir, 'docs/next/added/index.html')).toContain('Added later');
    rmSync(path.join(siteDir, 'docs/added.md'));
    expect((await folioBuild(siteDir)).upToDate).toBeUndefined();
    expect(() => readBuilt(siteDir, 'docs/next/added/index.html')).toThrow();
  });

  it('builds when the loaded config differs, though its file did not change (an environment variable it reads)', async () => {
    expect((await folioBuild(siteDir)).upToDate).toBe(true);
    process.env[ENV] = 'Title From The Environment';
    try {
      expect((await folioBuild(siteDir)).upToDate).toBeUndefined();
      expect(readBuilt(siteDir, 'docs/next/intro/index.html')).toContain('Title From The Environment');
    } finally {
      delete process.env[ENV];
    }
    expect((await folioBuild(siteDir)).upToDate).toBeUndefined();
  });

  it('builds when the output was changed or a file of it deleted, and puts it back', async () => {
    expect((await folioBuild(siteDir)).upToDate).toBe(true);
    const page = path.join(siteDir, 'build/docs/next/intro/index.html');
    const text = readFileSync(page, 'utf8');
    rmSync(page);
    expect((await folioBuild(siteDir)).upToDate).toBeUndefined();
    expect(readFileSync(page, 'utf8')).toBe(text);
    writeFileSync(page, 'edited by hand');
    expect((await folioBuild(siteDir)).upToDate).toBeUndefined();
    expect(readFileSync(page, 'utf8')).toBe(text);
  });

  it('builds anyway with --force', async () => {
    expect((await folioBuild(siteDir)).upToDate).toBe(true);
    const forced = await folioBuild(siteDir, { force: true });
    expect(forced.upToDate).toBeUndefined();
    expect(forced.renderedFromCache).toBe(forced.pages);
    // The forced build is recorded: the next one finds nothing changed since it.
    expect((await folioBuild(siteDir)).upToDate).toBe(true);
  });
});
