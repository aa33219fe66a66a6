import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveBuild } from '../../packages/core/src/server/serve.ts';
import { launchBrowser, openWatchedPage, waitForHydration } from '../helpers/browser.ts';
import { appCode } from '../helpers/devApp.ts';
import { REPO_ROOT, writeFiles } from '../helpers/site.ts';
import { PACKAGES_DIR, builtScripts, filesUnder, installedVersion, readBuilt, run, runInBackground, scriptsWithVersion, userEnv } from './commands.ts';
import { DOCUSAURUS_SITE, DOCUSAURUS_TS_SITE, FOLIO_TS_SITE, REACT_18_SITE } from './site-files.ts';


describe('Folio installed from its packed tarballs into a Docusaurus site outside the repository', () => {
  let tempDir: string;
  let siteDir: string;
  let tarballs: string[];
  let installed: string;
  let react18Dir: string;
  /** The React 18 site's install, run beside the first site's install and builds; its output. */
  let react18Install: Promise<string> | undefined;

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
    // A second site, on React 18, installs in the background meanwhile: npm mostly waits on the disk.
    react18Dir = path.join(tempDir, 'react-18-website');
    writeFiles(react18Dir, REACT_18_SITE);
    react18Install = runInBackground('npm', ['install', '--save-dev', '--prefer-offline', ...tarballs], react18Dir, path.join(tempDir, 'react-18-install.log'));
    // A failed install is reported by the React 18 tests, which await it; until then it is not an unhandled rejection.
    react18Install.catch(() => undefined);
    // The README's first command. npm's cache holds every dependency after the repository's own
    // install, so this normally needs no network; what is missing there comes from the registry.
    run('npm', ['install', '--save-dev', '--prefer-offline', ...tarballs], siteDir);
    installed = path.join(siteDir, 'node_modules', '@folio');
  }, 300_000);

  afterAll(async () => {
    await react18Install?.catch(() => undefined);
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

  describe('into a Docusaurus 3.6 site on React 18', () => {
    let installLog: string;

    beforeAll(async () => {
      installLog = await react18Install!;
      run('npx', ['--no-install', 'folio', 'build'], react18Dir);
    }, 300_000);

    it("installs without a peer dependency conflict, and the site's React 18 is the only React", () => {
      expect(installLog).not.toMatch(/ERESOLVE|peer dep|Conflicting peer/i);
      expect(installedVersion(react18Dir, 'react')).toMatch(/^18\./);
      expect(installedVersion(react18Dir, 'react-dom')).toMatch(/^18\./);
      const peers = (JSON.parse(readFileSync(path.join(react18Dir, 'node_modules/@folio/client/package.json'), 'utf8')) as { peerDependencies: Record<string, string> }).peerDependencies;
      expect(peers).toEqual({ react: '^18.2.0 || ^19.0.0', 'react-dom': '^18.2.0 || ^19.0.0' });
      // npm ls fails on a missing or unmet peer; every React it lists (Folio's, react-router's) is the site's.
      const tree = run('npm', ['ls', 'react', 'react-dom', '--all'], react18Dir).stdout;
      const versions = new Set([...tree.matchAll(/\breact(?:-dom)?@(\S+)/g)].map((match) => match[1]));
      expect([...versions]).toEqual([installedVersion(react18Dir, 'react')]);
    });

    it('builds with React 18: the pages hold the expected HTML, rendered by React 18, and the scripts carry React 18 only', () => {
      const react = installedVersion(react18Dir, 'react');
      expect(readBuilt(react18Dir, 'index.html')).toContain('<h1 class="hero__title">Packed Site</h1>');
      expect(readBuilt(react18Dir, 'docs/intro/index.html')).toContain('<span class="token builtin class-name">echo</span>');
      const tabs = readBuilt(react18Dir, 'docs/tabs/index.html');
      expect(tabs).toContain('Tabs come from the installed theme.');
      // React 18's server-side useId: ":R…:" (React 19 writes «R…» or _R_…_).
      expect(tabs).toMatch(/<li [^>]*role="tab"[^>]*id=":R[0-9a-zA-Z]*:-tab-0"/);
      expect(readBuilt(react18Dir, 'refs/index.html')).toContain(`<p id="server-react">rendered by React <!-- -->${react}</p>`);
      const scripts = builtScripts(react18Dir);
      expect(scriptsWithVersion(scripts, react)).toBe(2);
      expect(scriptsWithVersion(scripts, installedVersion(siteDir, 'react')), "the React 19 of the repository's other test site").toBe(0);
      expect(scripts.some((code) => /"19\.\d+\.\d+"/.test(code)), 'a React 19 version string').toBe(false);
    });

    it('hydrates in Chromium with React 18, without errors: refs reach the anchors of both Link components, tabs switch, links navigate', async () => {
      const server = await serveBuild({ dir: path.join(react18Dir, 'build'), port: 0 });
      const browser = await launchBrowser();
      try {
        const watched = await openWatchedPage(browser);
        const { page } = watched;
        await page.goto(`${server.url}/refs`);
        await waitForHydration(page);
        await expect.poll(() => page.textContent('#refs-seen')).toBe(`refs: A A; browser React ${installedVersion(react18Dir, 'react')}`);
        await page.click('a[href="/docs/intro"]');
        await page.waitForURL(`${server.url}/docs/intro`);
        await page.click('.menu__link[href="/docs/tabs"]');
        await page.getByRole('tab', { name: 'Yarn' }).click();
        const selected = page.locator('[role="tab"][aria-selected="true"]');
        await expect.poll(() => selected.textContent()).toBe('Yarn');
        // Rendered in the browser after a client-side navigation: React 18's client useId, ":r…:".
        expect(await selected.getAttribute('id')).toMatch(/^:r[0-9a-z]+:-tab-1$/);
        expect(await page.isVisible('text=yarn build')).toBe(true);
        expect(watched.consoleErrors).toEqual([]);
        expect(watched.consoleWarnings).toEqual([]);
        expect(watched.failedRequests).toEqual([]);
      } finally {
        await browser.close();
        await server.close();
      }
    });

    it("hydrates every kind of page with React 18 without errors, and the theme's interactive parts work: details, synced tabs, dropdown, search, colour mode, announcement bar, mobile drawer", async () => {
      const server = await serveBuild({ dir: path.join(react18Dir, 'build'), port: 0 });
      const browser = await launchBrowser();
      try {
        const watched = await openWatchedPage(browser);
        const { page } = watched;
        // Each page loaded on its own, so each is hydrated over its server HTML (React 18 reports a mismatch as a recoverable error).
        const pages: [route: string, shows: string][] = [
          ['/', 'Start the tutorial'],
          ['/blog', 'Hello from a tarball'],
          ['/blog/2024/01/02/hello', 'The rest of it.'],
          ['/blog/2024/02/03/authored', 'Ada Writer'],
          ['/blog/tags', 'hello'],
          ['/blog/tags/hello', 'An authored post'],
          ['/blog/archive', 'An authored post'],
          ['/docs/1.0/intro', 'no longer actively maintained'],
          ['/docs/components', 'Hidden until opened.'],
        ];
        for (const [route, shows] of pages) {
          await page.goto(`${server.url}${route}`);
          await waitForHydration(page);
          expect(await page.textContent('body'), route).toContain(shows);
          expect(watched.consoleErrors, route).toEqual([]);
        }
        // Leaving a page cancels its links' prefetches (net::ERR_ABORTED); no other request may fail.
        expect(watched.failedRequests.filter((request) => !request.endsWith(' net::ERR_ABORTED'))).toEqual([]);
        watched.failedRequests.length = 0;
        await page.click('summary:has-text("More about React 18")');
        await expect.poll(() => page.getAttribute('details', 'open')).toBe('');
        expect(await page.isVisible('text=Hidden until opened.')).toBe(true);
        await page.getByRole('tab', { name: 'Yarn' }).first().click();
        await expect.poll(() => page.locator('[role="tab"][aria-selected="true"]').allTextContents()).toEqual(['Yarn', 'Yarn']);
        // The archive's data is held until the query is typed: typed into the box of the page still
        // shown, it is kept by the archive page's own box (the navbar is drawn again for it).
        let releaseArchive!: () => void;
        const archiveHeld = new Promise<void>((resolve) => (releaseArchive = resolve));
        const heldData: string[] = [];
        await page.route(/\.json$/, async (route) => {
          const { pathname } = new URL(route.request().url());
          if (!pathname.startsWith('/search/')) {
            heldData.push(pathname);
            await archiveHeld;
          }
          await route.continue();
        });
        await page.click('.dropdown__toggle:has-text("More")');
        await page.getByRole('menuitem', { name: 'Archive' }).click();
        await page.waitForURL(`${server.url}/blog/archive`);
        await page.fill('.search-box__input', 'hidden');
        expect(heldData.length).toBeGreaterThan(0);
        expect(await page.isVisible('text=Hidden until opened.')).toBe(true);
        releaseArchive();
        await page.unroute(/\.json$/);
        await page.waitForSelector('.blog-archive__title');
        expect(await page.inputValue('.search-box__input')).toBe('hidden');
        await page.getByRole('grid', { name: 'Search results' }).getByRole('row').first().getByRole('link').click();
        await page.waitForURL(`${server.url}/docs/components#details`);
        const theme = await page.getAttribute('html', 'data-theme');
        await page.click('button[aria-label^="Switch to"]');
        await expect.poll(() => page.getAttribute('html', 'data-theme')).not.toBe(theme);
        await page.click('button[aria-label="Close announcement"]');
        await expect.poll(() => page.isVisible('text=Rendered by React 18')).toBe(false);
        // The mobile navbar: its drawer opens and closes.
        const phone = await openWatchedPage(browser, { viewport: { width: 390, height: 800 } });
        await phone.page.goto(`${server.url}/docs/components`);
        await waitForHydration(phone.page);
        await phone.page.click('button[aria-label="Open the navigation menu"]');
        await expect.poll(() => phone.page.isVisible('.navbar-drawer')).toBe(true);
        await phone.page.click('button[aria-label="Close the navigation menu"]');
        await expect.poll(() => phone.page.getAttribute('button[aria-label="Open the navigation menu"]', 'aria-expanded')).toBe('false');
        for (const seen of [watched, phone]) {
          expect(seen.consoleErrors).toEqual([]);
          expect(seen.consoleWarnings).toEqual([]);
          expect(seen.failedRequests).toEqual([]);
        }
      } finally {
        await browser.close();
        await server.close();
      }
    });

    it("runs the theme on React 18's development build (folio start --react-dev) without a React warning on any kind of page", async () => {
      // The installed bin itself, not through npx, so stopping it stops the server.
      const dev = spawn(path.join(react18Dir, 'node_modules/.bin/folio'), ['start', '--react-dev', '--port', '0'], { cwd: react18Dir, env: { ...userEnv(), FOLIO_QUIET: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
      const exited = new Promise((resolve) => dev.on('close', resolve));
      let output = '';
      const url = new Promise<string>((resolve, reject) => {
        const onData = (chunk: Buffer) => {
          output += chunk.toString();
          const match = /Development server at (http:\/\/\S+)/.exec(output);
          if (match) resolve(match[1]!);
        };
        dev.stdout.on('data', onData);
        dev.stderr.on('data', onData);
        dev.on('close', (status) => reject(new Error(`folio start exited (${status}):\n${output}`)));
      });
      const browser = await launchBrowser();
      try {
        const origin = await url;
        const watched = await openWatchedPage(browser);
        const { page } = watched;
        for (const route of ['/', '/refs', '/blog', '/blog/2024/01/02/hello', '/blog/2024/02/03/authored', '/blog/tags/hello', '/blog/archive', '/docs/intro', '/docs/1.0/intro', '/docs/components']) {
          await page.goto(`${origin}${route}`);
          await waitForHydration(page);
        }
        // The page ran React 18's development build (react-dom.development.js; React 19's is react-dom-client.development.js), whose warnings start "Warning:".
        const html = await (await fetch(`${origin}/docs/components`)).text();
        const code = await appCode(origin, /<script type="module" src="([^"]+)"/.exec(html)![1]!);
        expect(code).toContain('react-dom.development');
        expect(code).not.toContain('react-dom-client');
        expect(watched.consoleErrors).toEqual([]);
        expect(watched.consoleWarnings).toEqual([]);
        expect(output).not.toMatch(/Warning:/);
      } finally {
        await browser.close();
        dev.kill();
        await exited;
      }
    });
  });
});
