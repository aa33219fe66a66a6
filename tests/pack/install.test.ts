import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, writeFiles } from '../helpers/site.ts';
import { DOCUSAURUS_SITE, DOCUSAURUS_TS_SITE, FOLIO_TS_SITE } from './site-files.ts';

/** Where `npm run pack` writes the tarballs. */
const PACKAGES_DIR = path.join(REPO_ROOT, 'dist-packages');

/**
 * The environment of a command run as a user would in their own site: nothing of this test run's
 * npm script or Node options (no loader, no conditions), only npm's own settings (cache, registry).
 */
function userEnv(): NodeJS.ProcessEnv {
  const kept = Object.entries(process.env).filter(([name]) => name !== 'NODE_OPTIONS' && name !== 'NODE_ENV' && (!name.startsWith('npm_') || /^npm_config_(cache|registry|userconfig)$/.test(name)));
  // Node versions that strip TypeScript types by themselves would hide a .ts file loaded by mistake.
  const noStripping = process.allowedNodeEnvironmentFlags.has('--no-experimental-strip-types') ? { NODE_OPTIONS: '--no-experimental-strip-types' } : {};
  return { ...Object.fromEntries(kept), ...noStripping, NO_COLOR: '1', FOLIO_QUIET: '1', npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false' };
}

/** Runs a command, failing with its output when it fails. */
function run(command: string, args: string[], cwd: string): SpawnSyncReturns<string> {
  const result = spawnSync(command, args, { cwd, env: userEnv(), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd} (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
  return result;
}

/** Every file under `dir`, relative to it, with `/` separators. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

function readBuilt(siteDir: string, relative: string): string {
  return readFileSync(path.join(siteDir, 'build', relative), 'utf8');
}

describe('Folio installed from its packed tarballs into a Docusaurus site outside the repository', () => {
  let tempDir: string;
  let siteDir: string;
  let tarballs: string[];
  let installed: string;

  beforeAll(() => {
    run('npm', ['run', 'pack'], REPO_ROOT);
    tarballs = readdirSync(PACKAGES_DIR)
      .filter((file) => file.endsWith('.tgz'))
      .map((file) => path.join(PACKAGES_DIR, file));
    tempDir = mkdtempSync(path.join(os.tmpdir(), 'folio-pack-'));
    siteDir = path.join(tempDir, 'my-website');
    writeFiles(siteDir, DOCUSAURUS_SITE);
    writeFiles(path.join(siteDir, 'variants/docusaurus-ts'), DOCUSAURUS_TS_SITE);
    writeFiles(path.join(siteDir, 'variants/folio-ts'), FOLIO_TS_SITE);
    // The README's first command. npm's cache holds every dependency after the repository's own
    // install, so this normally needs no network; what is missing there comes from the registry.
    run('npm', ['install', '--save-dev', '--prefer-offline', ...tarballs], siteDir);
    installed = path.join(siteDir, 'node_modules', '@folio');
  }, 300_000);

  afterAll(() => {
    if (tempDir && !process.env.FOLIO_KEEP_TMP) rmSync(tempDir, { recursive: true, force: true, maxRetries: 3 });
  });

  it('packs every workspace package, and the site is outside the repository', () => {
    const workspaces = (JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces;
    expect(workspaces.length).toBeGreaterThan(0);
    const names = tarballs.map((file) => path.basename(file));
    for (const expected of ['folio-core-', 'folio-markdown-', 'folio-client-', 'folio-theme-', 'folio-plugin-content-docs-', 'folio-plugin-content-blog-', 'folio-plugin-content-pages-', 'folio-plugin-search-', 'folio-plugin-redirects-', 'folio-plugin-sitemap-']) {
      expect(names.some((name) => name.startsWith(expected))).toBe(true);
    }
    expect(path.relative(REPO_ROOT, siteDir).startsWith('..')).toBe(true);
    const manifest = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as { type?: string; devDependencies: Record<string, string> };
    expect(manifest.type).toBeUndefined();
    expect(Object.keys(manifest.devDependencies).sort()).toEqual(readdirSync(installed).map((name) => `@folio/${name}`).sort());
  });

  it('installs compiled JavaScript with type declarations: no TypeScript sources, no TypeScript loader', () => {
    for (const name of readdirSync(installed)) {
      const files = filesUnder(path.join(installed, name));
      expect(files.filter((file) => /\.(ts|tsx|mts|cts)$/.test(file) && !/\.d\.[cm]?ts$/.test(file)), `@folio/${name}`).toEqual([]);
      expect(files.some((file) => file.startsWith('src/')), `@folio/${name}`).toBe(false);
      const manifest = JSON.parse(readFileSync(path.join(installed, name, 'package.json'), 'utf8')) as { exports: Record<string, { types: string; default: string }> };
      const main = manifest.exports['.']!;
      expect(existsSync(path.join(installed, name, main.default)), `@folio/${name} ${main.default}`).toBe(true);
      expect(existsSync(path.join(installed, name, main.types)), `@folio/${name} ${main.types}`).toBe(true);
    }
    const site = createRequire(path.join(siteDir, 'package.json'));
    expect(() => site.resolve('tsx')).toThrow();
    expect(() => site.resolve('typescript')).toThrow();
    // The theme ships its components compiled (JSX included), with their `@theme/...` imports for the site bundler.
    const navbar = readFileSync(path.join(installed, 'theme/dist/theme/Navbar/index.js'), 'utf8');
    expect(navbar).toMatch(/from ["']react\/jsx-runtime["']/);
    expect(navbar).toMatch(/from ["']@theme\/Link["']/);
    expect(navbar).toMatch(/_jsxs?\(/);
    expect(existsSync(path.join(installed, 'theme/dist/css/index.css'))).toBe(true);
  });

  it("types a site config through the installed declarations, options typed by other packages included", () => {
    writeFiles(siteDir, {
      'types-check/config.mts': `import { defineConfig } from '@folio/core';
import theme from '@folio/theme';
import docs from '@folio/plugin-content-docs';

export const good = defineConfig({
  title: 'Typed',
  url: 'https://typed.example.org',
  baseUrl: '/',
  plugins: [theme, [docs, { path: 'docs' }]],
  markdown: { preprocessor: ({ fileContent }) => fileContent.trim() },
});
export const wrongTitle = defineConfig({ title: 42 });
export const wrongPreprocessor = defineConfig({ title: 'T', url: 'https://t.example.org', markdown: { preprocessor: ({ fileContent }) => fileContent.toFixed(2) } });
`,
    });
    // The repository's TypeScript, run on the site's file: only the declarations come from the site's node_modules.
    const tsc = createRequire(path.join(REPO_ROOT, 'package.json')).resolve('typescript/bin/tsc');
    const result = spawnSync(process.execPath, [tsc, '--noEmit', '--strict', '--skipLibCheck', '--module', 'nodenext', '--moduleResolution', 'nodenext', 'types-check/config.mts'], { cwd: siteDir, env: userEnv(), encoding: 'utf8' });
    // Exactly the two mistakes; the second needs the preprocessor's type, which @folio/core's declarations take from @folio/markdown's.
    expect(result.stdout.trim().split('\n')).toEqual([
      expect.stringMatching(/^types-check\/config\.mts\(12,\d+\): error TS2322: Type 'number' is not assignable to type 'string'\.$/),
      expect.stringMatching(/^types-check\/config\.mts\(13,\d+\): error TS\d+: Property 'toFixed' does not exist on type 'string'\./),
    ]);
  });

  it('declares the runtime dependencies in each package, React as a peer shared with the site', () => {
    const manifest = (name: string) => JSON.parse(readFileSync(path.join(installed, name, 'package.json'), 'utf8')) as { version: string; dependencies?: Record<string, string>; peerDependencies?: Record<string, string> };
    const core = manifest('core');
    expect(core.dependencies).toMatchObject({ esbuild: expect.any(String), '@folio/markdown': core.version, '@folio/theme': core.version, '@folio/plugin-content-docs': core.version });
    expect(manifest('markdown').dependencies).toMatchObject({ '@mdx-js/mdx': expect.any(String), prismjs: expect.any(String) });
    expect(manifest('client').peerDependencies).toMatchObject({ react: expect.any(String), 'react-dom': expect.any(String) });
    expect(manifest('client').dependencies?.react).toBeUndefined();
  });

  it('builds the Docusaurus site with `npx folio build`: docs, MDX with theme components, a blog post, a JSX page with an SVG component and a CSS module, custom CSS', () => {
    run('npx', ['--no-install', 'folio', 'build'], siteDir);
    const home = readBuilt(siteDir, 'index.html');
    expect(home).toContain('<h1 class="hero__title">Packed Site</h1>');
    expect(home).toContain('<p class="hero__subtitle">Installed from tarballs</p>');
    expect(home).toMatch(/<a [^>]*href="\/docs\/intro"[^>]*>Start the tutorial<\/a>/);
    const intro = readBuilt(siteDir, 'docs/intro/index.html');
    expect(intro).toContain('<title>Tutorial Intro | Packed Site</title>');
    // Bash is one of the Prism languages the Markdown pipeline loads from prismjs.
    expect(intro).toContain('<span class="token builtin class-name">echo</span>');
    const tabs = readBuilt(siteDir, 'docs/tabs/index.html');
    expect(tabs).toMatch(/role="tab"[^>]*>npm</);
    expect(tabs).toContain('Tabs come from the installed theme.');
    expect(readBuilt(siteDir, 'blog/2024/01/02/hello/index.html')).toContain('Hello from a tarball');
    const scripts = [...home.matchAll(/<script[^>]+src="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(existsSync(path.join(siteDir, 'build', script))).toBe(true);
    const css = filesUnder(path.join(siteDir, 'build/assets')).filter((file) => file.endsWith('.css'));
    const builtCss = css.map((file) => readFileSync(path.join(siteDir, 'build/assets', file), 'utf8')).join('\n');
    // The page's SVG import is a React component (SVGR), its CSS module a map of scoped class names.
    expect(home).toMatch(/<svg [^>]*viewBox="0 0 10 10"[^>]*role="img"|<svg [^>]*role="img"[^>]*viewBox="0 0 10 10"/);
    const heroClass = /<header class="([^"]+)"/.exec(home)?.[1];
    expect(heroClass).toMatch(/heroBanner/);
    expect(builtCss.includes(`.${heroClass}{padding:4rem 0`), 'the CSS module in the built CSS').toBe(true);
    // The site's src/css/custom.css, after the theme's stylesheet.
    expect(builtCss.includes('.packed-site-marker{'), 'custom.css in the built CSS').toBe(true);
    expect(builtCss.indexOf('.packed-site-marker{')).toBeGreaterThan(builtCss.indexOf('.navbar{'));
    expect(existsSync(path.join(siteDir, 'build/sitemap.xml'))).toBe(true);
  });

  it("loads a TypeScript docusaurus.config.ts (Docusaurus's TypeScript template) in the installed tool", () => {
    const dir = path.join(siteDir, 'variants/docusaurus-ts');
    run('npx', ['--no-install', 'folio', 'build', dir], siteDir);
    expect(readFileSync(path.join(dir, 'build/docs/intro/index.html'), 'utf8')).toContain('<title>Typed intro | Typed Site</title>');
  });

  it('loads a Folio site.config.ts that imports Folio from the installed packages, and wraps an installed theme component through @theme-original', () => {
    const dir = path.join(siteDir, 'variants/folio-ts');
    run('npx', ['--no-install', 'folio', 'build', dir], siteDir);
    const intro = readFileSync(path.join(dir, 'build/docs/intro/index.html'), 'utf8');
    expect(intro).toContain('<title>Folio intro | Folio Config Site</title>');
    expect(intro).toMatch(/<p class="wrapped-footer">Wrapped by the site<\/p><footer class="footer/);
  });
});
