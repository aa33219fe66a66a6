import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildQuietly, copyFixture, REPO_ROOT } from '../helpers/site.ts';

const FOLIO = path.join(REPO_ROOT, 'packages/core/bin/folio.js');

/** Runs the folio command as a user would, in `cwd`, without vitest's NODE_ENV. */
function folio(args: string[], cwd: string) {
  const { NODE_ENV: _unset, ...env } = process.env;
  return spawnSync('node', [FOLIO, ...args], { cwd, encoding: 'utf8', env: { ...env, NO_COLOR: '1' } });
}

describe('folio build and folio clear in the current folder', () => {
  it('builds the current folder when no siteDir is given, then clears output, swap leftovers and caches', () => {
    const siteDir = copyFixture('basic-site');
    const built = folio(['build'], siteDir);
    expect(built.stderr).toBe('');
    expect(built.status).toBe(0);
    expect(built.stdout).toMatch(/✓ Built 5 pages into build \(/);
    expect(readFileSync(path.join(siteDir, 'build/index.html'), 'utf8')).toContain('Fixture home');
    expect(existsSync(path.join(siteDir, '.folio'))).toBe(true);

    // A crash can leave swap folders behind, and another output folder may exist.
    for (const dir of ['build.folio-next', 'build.folio-previous', 'dist', 'dist.folio-next']) mkdirSync(path.join(siteDir, dir, 'assets'), { recursive: true });
    const clearDist = folio(['clear', '--out-dir', 'dist'], siteDir);
    expect(clearDist.status).toBe(0);
    expect(clearDist.stdout).toContain('✓ Removed dist/, dist.folio-next/, .folio/');
    expect(['dist', 'dist.folio-next', '.folio'].filter((d) => existsSync(path.join(siteDir, d)))).toEqual([]);
    expect(existsSync(path.join(siteDir, 'build/index.html'))).toBe(true);

    const clear = folio(['clear'], siteDir);
    expect(clear.status).toBe(0);
    expect(clear.stdout).toContain('✓ Removed build/, build.folio-next/, build.folio-previous/');
    expect(['build', 'build.folio-next', 'build.folio-previous'].filter((d) => existsSync(path.join(siteDir, d)))).toEqual([]);
    expect(existsSync(path.join(siteDir, 'site.config.ts'))).toBe(true);
    expect(existsSync(path.join(siteDir, 'content/pages/index.tsx'))).toBe(true);
    expect(folio(['clear'], siteDir).stdout).toContain('Nothing to remove');
  });

  it('clears a site folder given as an argument, and refuses an output folder that holds the site', () => {
    const siteDir = copyFixture('basic-site');
    mkdirSync(path.join(siteDir, 'build.folio-previous'), { recursive: true });
    const clear = folio(['clear', siteDir], REPO_ROOT);
    expect(clear.status).toBe(0);
    expect(existsSync(path.join(siteDir, 'build.folio-previous'))).toBe(false);
    const refused = folio(['clear', siteDir, '--out-dir', '.'], REPO_ROOT);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('Refusing to clear');
    expect(existsSync(path.join(siteDir, 'site.config.ts'))).toBe(true);
  });
});

describe('folio build --out-dir', () => {
  it('refuses the site folder itself or a folder that holds it, and touches nothing', async () => {
    const siteDir = copyFixture('basic-site');
    for (const outDir of ['.', '..']) {
      await expect(buildQuietly(siteDir, outDir)).rejects.toThrow(/is the site folder or contains it/);
    }
    expect(existsSync(path.join(siteDir, 'site.config.ts'))).toBe(true);
    expect(existsSync(`${siteDir}.folio-previous`)).toBe(false);
  });
});
