import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildQuietly, copyFixture, readBuilt, REPO_ROOT } from '../helpers/site.ts';

function bootData(html: string) {
  return JSON.parse(html.match(/<script id="__FOLIO_DATA__" type="application\/json">(.*?)<\/script>/)![1]!);
}

describe('a versioned docs site', () => {
  let siteDir: string;
  let warnings: string[];
  beforeAll(async () => {
    siteDir = copyFixture('docs-site');
    ({ warnings } = await buildQuietly(siteDir));
  });

  it('builds every version at its path, with index docs at their folder path', () => {
    expect(readBuilt(siteDir, 'docs/next/index.html')).toContain('<h1>Welcome</h1>');
    expect(readBuilt(siteDir, 'docs/next/intro/index.html')).toContain('<title>Introduction | Docs Fixture</title>');
    expect(readBuilt(siteDir, 'docs/intro/index.html')).toContain('Version 1.0 has no root doc');
    expect(existsSync(path.join(siteDir, 'build/docs/next/guides/_draft/index.html'))).toBe(false);
  });

  it('draws no footer, as Docusaurus does for a site whose themeConfig has none', () => {
    const intro = readBuilt(siteDir, 'docs/next/intro/index.html');
    expect(intro).toContain('<nav class="navbar');
    expect(intro).toContain('<footer class="theme-doc-footer');
    expect(intro).not.toContain('<footer class="footer');
  });

  it('writes no page at the root of a version without a root doc, as Docusaurus does (issue 19 point 5)', () => {
    expect(existsSync(path.join(siteDir, 'build', 'docs', 'index.html'))).toBe(false);
    expect(readBuilt(siteDir, 'docs/intro/index.html')).toContain('<h1');
  });

  it('resolves relative Markdown links and warns about a missing one with file:line:col', () => {
    expect(readBuilt(siteDir, 'docs/next/index.html')).toContain('href="/docs/next/guides/setup#install"');
    expect(warnings.join('\n')).toContain('docs/intro.md:10:20 Markdown link to a missing doc "./missing.md": no such file in version current. Fix the path or create the doc.');
  });

  it('shows the unreleased banner linking to the same doc in the last version, and the edit link', () => {
    const intro = readBuilt(siteDir, 'docs/next/intro/index.html').replaceAll('<!-- -->', '');
    expect(intro).toContain('This is unreleased documentation for Docs Fixture <b>Next</b>');
    expect(intro).toContain('href="/docs/intro"');
    expect(intro).toContain('href="https://example.org/repo/edit/main/docs/intro.md"');
    expect(readBuilt(siteDir, 'docs/intro/index.html')).not.toContain('version-banner');
  });

  it('renders the sidebar with the current page marked, breadcrumbs and previous/next', () => {
    const setup = readBuilt(siteDir, 'docs/next/guides/setup/index.html');
    expect(setup).toMatch(/<a class="menu__link menu__link--active" aria-current="page" href="\/docs\/next\/guides\/setup"/);
    expect(setup).toContain('class="breadcrumbs"');
    expect(setup).toContain('href="/docs/next/guides-overview/"');
    expect(setup).toMatch(/pagination-nav__link--next" href="\/docs\/next\/guides\/deploy"/);
  });

  it('builds a generated index page with a card per child, using its own component', () => {
    const index = readBuilt(siteDir, 'docs/next/guides-overview/index.html');
    expect(index).toContain('<h1>All guides</h1>');
    expect(index).toContain('Step by step guides.');
    expect(index.match(/class="card doc-card"/g)).toHaveLength(2);
    expect(bootData(index).route.c).toMatch(/DocCategoryGeneratedIndexPage/);
  });

  it('builds tag pages per version and publishes versions as global data', () => {
    expect(readBuilt(siteDir, 'docs/next/tags/index.html')).toContain('Getting Started');
    expect(readBuilt(siteDir, 'docs/next/tags/e-bpf/index.html')).toContain('<h1>1 doc tagged with “eBPF”</h1>');
    const data = bootData(readBuilt(siteDir, 'docs/next/intro/index.html')).site.globalData['content-docs'].default;
    expect(data.versions.map((v: { name: string; path: string; mainDocPath: string }) => [v.name, v.path, v.mainDocPath])).toEqual([
      ['current', '/docs/next', '/docs/next/'],
      ['1.0', '/docs', '/docs/intro'],
      ['0.9', '/docs/0.9', '/docs/0.9/old-only'],
    ]);
  });

  it('adds a redirect page for the configured redirects', () => {
    expect(readBuilt(siteDir, 'old-intro/index.html')).toContain('<meta http-equiv="refresh" content="0; url=/docs/next/intro">');
    expect(readBuilt(siteDir, 'sitemap.xml')).not.toContain('old-intro');
  });
});

describe('docs errors and the docs:version command', () => {
  it('names the sidebar file and the missing doc id', async () => {
    const siteDir = copyFixture('docs-site');
    writeFileSync(path.join(siteDir, 'sidebars.ts'), "export default { docs: ['index', 'guides/nope'] };\n");
    await expect(buildQuietly(siteDir)).rejects.toThrow(/sidebars\.ts Couldn't find any doc with id "guides\/nope" in version current, named by sidebar "docs"/);
  });

  it('names versions.json when a listed version has no folder', async () => {
    const siteDir = copyFixture('docs-site');
    writeFileSync(path.join(siteDir, 'versions.json'), '["1.0", "0.9", "0.8"]\n');
    await expect(buildQuietly(siteDir)).rejects.toThrow('versions.json:1:16 Version "0.8" is listed, but its folder versioned_docs/version-0.8 does not exist.');
  });

  it('cuts a version and refuses an existing one', () => {
    const siteDir = copyFixture('docs-site');
    const folio = path.join(REPO_ROOT, 'packages/core/bin/folio.js');
    const first = spawnSync('node', [folio, 'docs:version', '2.0', siteDir], { encoding: 'utf8' });
    expect(first.status, first.stderr).toBe(0);
    expect(JSON.parse(readFileSync(path.join(siteDir, 'versions.json'), 'utf8'))).toEqual(['2.0', '1.0', '0.9']);
    expect(readFileSync(path.join(siteDir, 'versioned_docs/version-2.0/intro.md'), 'utf8')).toContain('Introduction');
    expect(JSON.parse(readFileSync(path.join(siteDir, 'versioned_sidebars/version-2.0-sidebars.json'), 'utf8'))).toEqual({ docs: [{ type: 'autogenerated', dirName: '.' }] });
    const again = spawnSync('node', [folio, 'docs:version', '2.0', siteDir], { encoding: 'utf8' });
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('folio docs:version: Version "2.0" already exists in versions.json.');
  });
});
