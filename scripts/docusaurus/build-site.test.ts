import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { linkPackages, nearestNodeModules, REPO_ROOT, siteDocusaurusCli, stageSiteCopy } from './build-site.ts';
import { parseLsTree, placeholderFor } from './materialize.ts';

describe('stageSiteCopy', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'folio-stage-copy-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const site = path.join(root, 'site');
  const write = (file: string, text = '') => {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  };
  write(path.join(site, 'docusaurus.config.js'), 'export default {}');
  write(path.join(site, 'docs', 'intro.md'), '# Intro');
  write(path.join(site, 'build', 'index.html'), 'old build');
  write(path.join(site, '.docusaurus', 'registry.js'), '');
  write(path.join(site, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs'), '');
  write(path.join(site, 'node_modules', '@docusaurus', 'core', 'package.json'), '{"version":"3.6.3"}');
  write(path.join(site, 'node_modules', 'clsx', 'index.js'), '');
  write(path.join(site, 'node_modules', '.cache', 'webpack', 'x'), '');

  it('copies the sources without outputs and caches, and links each package so caches stay in the copy', () => {
    const copy = path.join(root, 'work', 'copy');
    stageSiteCopy(site, copy);
    expect(readFileSync(path.join(copy, 'docs', 'intro.md'), 'utf8')).toBe('# Intro');
    expect(existsSync(path.join(copy, 'build'))).toBe(false);
    expect(existsSync(path.join(copy, '.docusaurus'))).toBe(false);
    expect(lstatSync(path.join(copy, 'node_modules')).isDirectory()).toBe(true);
    expect(lstatSync(path.join(copy, 'node_modules', 'clsx')).isSymbolicLink()).toBe(true);
    expect(realpathSync(path.join(copy, 'node_modules', '@docusaurus'))).toBe(realpathSync(path.join(site, 'node_modules', '@docusaurus')));
    expect(existsSync(path.join(copy, 'node_modules', '.cache'))).toBe(false);
    // Staging again replaces the copy whole (a cold build follows).
    write(path.join(copy, '.docusaurus', 'leftover'));
    stageSiteCopy(site, copy);
    expect(existsSync(path.join(copy, '.docusaurus'))).toBe(false);
  });

  it("links Folio's packages into the copy as if Folio were installed in the site", () => {
    const copy = path.join(root, 'work', 'with-folio');
    stageSiteCopy(site, copy, { withFolio: true });
    expect(realpathSync(path.join(copy, 'node_modules', '@folio', 'core'))).toBe(realpathSync(path.join(REPO_ROOT, 'packages', 'core')));
    // The site's own copy of a package both have stays; what only Folio has is added.
    expect(realpathSync(path.join(copy, 'node_modules', 'clsx'))).toBe(realpathSync(path.join(site, 'node_modules', 'clsx')));
    expect(realpathSync(path.join(copy, 'node_modules', 'esbuild'))).toBe(realpathSync(path.join(REPO_ROOT, 'node_modules', 'esbuild')));
  });

  it('merges node_modules folders, the first that has a package winning, scopes merged package by package', () => {
    const first = path.join(root, 'layers', 'first');
    const second = path.join(root, 'layers', 'second');
    for (const file of ['first/a/index.js', 'first/@s/x/index.js', 'second/a/index.js', 'second/b/index.js', 'second/@s/x/index.js', 'second/@s/y/index.js', 'second/@t/z/index.js', 'second/.bin/tool']) write(path.join(root, 'layers', file));
    const target = path.join(root, 'layers', 'merged');
    linkPackages(target, [first, second]);
    expect(readdirSync(target).sort()).toEqual(['@s', '@t', 'a', 'b']);
    expect(realpathSync(path.join(target, 'a'))).toBe(path.join(first, 'a'));
    expect(realpathSync(path.join(target, 'b'))).toBe(path.join(second, 'b'));
    expect(lstatSync(path.join(target, '@s')).isDirectory()).toBe(true);
    expect(realpathSync(path.join(target, '@s', 'x'))).toBe(path.join(first, '@s', 'x'));
    expect(realpathSync(path.join(target, '@s', 'y'))).toBe(path.join(second, '@s', 'y'));
    expect(lstatSync(path.join(target, '@t')).isSymbolicLink()).toBe(true);
  });

  it("finds the site's Docusaurus through the nearest node_modules", () => {
    expect(nearestNodeModules(path.join(site, 'docs'))).toBe(path.join(site, 'node_modules'));
    expect(siteDocusaurusCli(site)).toBe(path.join(site, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs'));
  });
});

describe('materialize helpers', () => {
  it('parses git ls-tree -z output, names with spaces included', () => {
    expect(parseLsTree('100644 blob abc123\tdocs/a b.md\u0000120000 blob def456\tlink\u0000')).toEqual([
      { mode: '100644', type: 'blob', object: 'abc123', path: 'docs/a b.md' },
      { mode: '120000', type: 'blob', object: 'def456', path: 'link' },
    ]);
  });
  it('stands in for an absent image with a valid image of the same format', async () => {
    const png = await placeholderFor('blog/shot.png');
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    const jpeg = await placeholderFor('a/photo.JPG');
    expect([...jpeg.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    expect((await placeholderFor('static/video.mp4')).length).toBe(0);
    expect((await placeholderFor('img/logo.svg')).toString()).toContain('<svg');
  });
});
