import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildQuietly, copyFixture, readBuilt, REPO_ROOT, writeFiles } from '../helpers/site.ts';

const FOLIO = path.join(REPO_ROOT, 'packages/core/bin/folio.js');

/** The site's stylesheet as built. */
function builtCss(siteDir: string): string {
  const dir = path.join(siteDir, 'build', 'assets', 'js');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.css'))
    .map((name) => readFileSync(path.join(dir, name), 'utf8'))
    .join('\n');
}

/** Runs `folio build` as a user does; returns its exit code and output. */
function folioBuild(siteDir: string): { status: number | null; stderr: string; stdout: string } {
  const { NODE_ENV: _unset, ...env } = process.env;
  return spawnSync('node', [FOLIO, 'build', siteDir], { encoding: 'utf8', env: { ...env, NO_COLOR: '1' } });
}

describe('a Docusaurus site in a CommonJS package, built as it is', () => {
  let siteDir: string;
  let warnings: string[];

  beforeAll(async () => {
    siteDir = copyFixture('docusaurus-site');
    process.env.FOLIO_FIXTURE_VALUE = 'read from the environment';
    try {
      ({ warnings } = await buildQuietly(siteDir));
    } finally {
      delete process.env.FOLIO_FIXTURE_VALUE;
    }
  });

  it('builds the docs, blog and pages of preset-classic, with the CommonJS remark plugin the config requires', () => {
    const intro = readBuilt(siteDir, 'docs/intro/index.html');
    expect(intro).toContain('<title>Tutorial Intro | Drop-in Site</title>');
    // The local remark plugin (module.exports, required by path) ran: ==folio== became FOLIO.
    expect(intro).toContain('discover FOLIO in less than 5 minutes');
    expect(intro).toContain('https://github.com/example/dropin/tree/main/docs/intro.md');
    expect(readBuilt(siteDir, 'docs/guides/first-steps/index.html')).toContain('<title>First steps | Drop-in Site</title>');
    expect(readBuilt(siteDir, 'blog/2024/05/01/welcome/index.html')).toContain('Jane Doe');
    expect(readBuilt(siteDir, 'blog/rss.xml')).toContain('<title>Welcome</title>');
    expect(readBuilt(siteDir, 'about/index.html')).toContain('<title>About | Drop-in Site</title>');
    expect(readBuilt(siteDir, 'index.html')).toContain('Start with the');
    // A React page with JSX in a .js file, as the classic template writes them.
    expect(readBuilt(siteDir, 'team/index.html')).toMatch(/<h1>The team<\/h1><ul><li>Ada<\/li><li>Grace<\/li><\/ul>/);
    expect(existsSync(path.join(siteDir, 'build/sitemap.xml'))).toBe(true);
  });

  it('takes the config values as the config computes them: local modules, require.resolve, process.env, prism-react-renderer themes', () => {
    const home = readBuilt(siteDir, 'index.html');
    expect(home).toContain('<meta name="description" content="Read by Folio as it is">');
    expect(home).toContain('read from the environment');
    expect(home).toMatch(/<img class="logo logo--light" src="\/img\/logo.svg" alt="Drop-in logo" width="32px" height="32px"\/>/);
    expect(home).toContain('class="footer footer--dark"');
    // A doc navbar item links to its doc.
    expect(home).toMatch(/<a class="navbar__item navbar__link"[^>]* href="\/docs\/guides\/first-steps"[^>]*>First steps<\/a>/);
    const css = builtCss(siteDir);
    // customCss through require.resolve, and github's light code background from themes.github.
    expect(css).toContain('.dropin-marker');
    expect(css).toMatch(/html:not\(\[data-theme=['"]?dark['"]?\]\) \.code-block\s*\{\s*--folio-code-background:\s*#f6f8fa/);
  });

  it('writes the redirects of client-redirects: the listed ones and those createRedirects makes from the pages', () => {
    expect(readBuilt(siteDir, 'start/index.html')).toContain('<meta http-equiv="refresh" content="0; url=/docs/intro">');
    const created = readBuilt(siteDir, 'docs/tutorials/first-steps/index.html');
    expect(created).toContain('<meta http-equiv="refresh" content="0; url=/docs/guides/first-steps">');
    expect(created).toContain('<link rel="canonical" href="https://dropin.example.org/docs/guides/first-steps">');
  });

  it('replaces docusaurus-lunr-search with Folio’s search, keeping its excluded routes out', () => {
    const manifest = JSON.parse(readFileSync(path.join(siteDir, 'build/search/manifest.json'), 'utf8')) as { indexes: { name: string; searchDoc: string }[] };
    expect(manifest.indexes.map((index) => index.name)).toEqual(['current', 'blog']);
    const docs = readFileSync(path.join(siteDir, 'build/search', manifest.indexes[0]!.searchDoc), 'utf8');
    expect(docs).toContain('Tutorial Intro');
    expect(docs).not.toContain('First steps');
    expect(readBuilt(siteDir, 'docs/intro/index.html')).toContain('search-box');
  });

  it('warns once about each plugin and key Folio does not implement, naming it and what is skipped, and about nothing else', () => {
    const file = path.relative(process.cwd(), path.join(siteDir, 'docusaurus.config.js'));
    expect(warnings.filter((w) => w.startsWith(file))).toEqual(
      [
        'presets[0][1].docs.showLastUpdateTime: Folio does not show when or by whom a page was last updated; skipped',
        'presets[0][1].blog.feedOptions.xslt: Folio does not style feeds with XSLT; skipped',
        'plugins[1]: plugin docusaurus-plugin-sass: Folio compiles .scss and .sass files itself (CSS modules and customCss too); skipped',
        'themeConfig.algolia: Folio has no Algolia DocSearch; it replaces docusaurus-lunr-search and @easyops-cn/docusaurus-search-local with its own search; skipped',
        'themeConfig.navbar.logo.target: Folio has no such option; skipped',
      ].map((line) => `${file}: ${line}`),
    );
  });
});

describe('a Docusaurus site in an ES module package, with a TypeScript config exporting an async function', () => {
  it('builds, with an ES module remark plugin and ES module sidebars', async () => {
    const siteDir = copyFixture('docusaurus-site');
    rmSync(path.join(siteDir, 'docusaurus.config.js'));
    writeFiles(siteDir, {
      'package.json': '{ "name": "esm-docusaurus-site", "private": true, "type": "module" }\n',
      'sidebars.js': "export default { tutorialSidebar: [{ type: 'autogenerated', dirName: '.' }] };\n",
      'src/remark/shout.mjs': "export default function shout() {\n  return (tree) => {\n    const visit = (node) => {\n      if (node.type === 'text') node.value = node.value.replace(/==([^=]+)==/g, (_, t) => `<${t}>`);\n      for (const child of node.children ?? []) visit(child);\n    };\n    visit(tree);\n  };\n}\n",
      'docusaurus.config.ts': [
        "import type { Config } from '@docusaurus/types';",
        "import type * as Preset from '@docusaurus/preset-classic';",
        "import { themes as prismThemes } from 'prism-react-renderer';",
        "import shout from './src/remark/shout.mjs';",
        '',
        'export default async function createConfig(): Promise<Config> {',
        "  const title: string = await Promise.resolve('ESM Site');",
        '  return {',
        "    title,",
        "    url: 'https://esm.example.org',",
        "    baseUrl: '/',",
        "    presets: [['classic', { docs: { sidebarPath: './sidebars.js', remarkPlugins: [shout] }, blog: false, pages: false } satisfies Preset.Options]],",
        '    themeConfig: { prism: { theme: prismThemes.oneLight, darkTheme: prismThemes.oneDark } } satisfies Preset.ThemeConfig,',
        '  };',
        '}',
        '',
      ].join('\n'),
    });
    // Enough docs for the compile to use worker threads, which take the remark plugin from their own load of the config.
    writeFiles(siteDir, Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`docs/many/page-${i}.md`, `# Page ${i}\n\nPage ${i} says ==hello ${i}==.\n`])));
    const { warnings } = await buildQuietly(siteDir);
    expect(warnings).toEqual([]);
    for (let i = 0; i < 40; i += 1) expect(readBuilt(siteDir, `docs/many/page-${i}/index.html`)).toContain(`Page ${i} says &lt;hello ${i}&gt;.`);
    const intro = readBuilt(siteDir, 'docs/intro/index.html');
    expect(intro).toContain('<title>Tutorial Intro | ESM Site</title>');
    expect(intro).toContain('discover &lt;folio&gt; in less than 5 minutes');
    expect(existsSync(path.join(siteDir, 'build/blog'))).toBe(false);
    expect(builtCss(siteDir)).toMatch(/html\[data-theme=['"]?dark['"]?\] \.code-block\s*\{\s*--folio-code-background:\s*#282c34/);
  });
});

describe('a Docusaurus config that fails', () => {
  it('names the file, line and column of a syntax error and the cause, and leaves no build behind', () => {
    const siteDir = copyFixture('docusaurus-site');
    writeFiles(siteDir, { 'docusaurus.config.js': "const config = {\n  title: 'x',\n  url: 'https://x.org'\n  baseUrl: '/',\n};\nmodule.exports = config;\n" });
    const run = folioBuild(siteDir);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('docusaurus.config.js:4:3: Expected "}" but found "baseUrl"\n');
    expect(run.stderr).toContain("> 4 |   baseUrl: '/',");
    expect(run.stderr).not.toContain('    at ');
    expect(existsSync(path.join(siteDir, 'build'))).toBe(false);
  });

  it('names the line that threw when the config runs, in the config or a file it requires', () => {
    const siteDir = copyFixture('docusaurus-site');
    writeFiles(siteDir, { 'src/meta.js': "const fs = require('fs');\nmodule.exports = JSON.parse(fs.readFileSync(__dirname + '/meta.json', 'utf8'));\n" });
    const run = folioBuild(siteDir);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/src\/meta\.js:2:\d+: ENOENT: no such file or directory, open '.*src\/meta\.json'/);
    expect(run.stderr).toContain('> 2 | module.exports = JSON.parse(');
  });
});
