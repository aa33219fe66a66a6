import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildQuietly, copyFixture, readBuilt, snapshotBuild, writeFiles } from '../helpers/site.ts';

describe('a fixture site built through the whole pipeline', () => {
  let siteDir: string;
  beforeAll(async () => {
    siteDir = copyFixture('basic-site');
    await buildQuietly(siteDir);
  });

  it('prerenders every route to <path>/index.html with the page rendered in it', () => {
    const home = readBuilt(siteDir, 'index.html');
    expect(home).toContain('<title>Welcome | Fixture Site</title>');
    expect(home).toContain('<h1>Fixture home</h1>');
    expect(readBuilt(siteDir, 'about/index.html')).toContain('<title>About | Fixture Site</title>');
    expect(readBuilt(siteDir, 'guides/index.html')).toContain('<h1>Guides</h1>');
    expect(existsSync(path.join(siteDir, 'build/_partial/index.html'))).toBe(false);
  });

  it('writes the head: description, canonical, social tags, hreflang, head tags, generator', () => {
    const home = readBuilt(siteDir, 'index.html');
    expect(home).toContain('<meta name="description" content="The fixture home page.">');
    expect(home).toContain('<link rel="canonical" href="https://fixture.example.org/">');
    expect(home).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(home).toContain('<link rel="alternate" href="https://fixture.example.org/" hreflang="en">');
    expect(home).toContain('<link rel="stylesheet" href="https://fonts.example.org/css?family=Inter">');
    expect(home).toMatch(/<meta name="generator" content="Folio v\d+\.\d+\.\d+">/);
    expect(home).toContain('<link rel="icon" href="/img/favicon.svg">');
  });

  it('preloads the page’s own chunks and boots from a small inlined route, not the whole table', () => {
    const home = readBuilt(siteDir, 'index.html');
    const boot = JSON.parse(home.match(/<script id="__FOLIO_DATA__" type="application\/json">(.*?)<\/script>/)![1]!);
    expect(boot.path).toBe('/');
    expect(home).toContain(`<link rel="modulepreload" href="${boot.route.c}">`);
    expect(Object.keys(boot.site.sections)).toEqual(['/']);
    const table = JSON.parse(readFileSync(path.join(siteDir, 'build', boot.site.sections['/']), 'utf8'));
    expect(Object.keys(table).sort()).toEqual(['/', '/about', '/guides', '/notes']);
    expect(home).toMatch(/<script type="module" src="\/assets\/js\/main-[A-Z0-9]+\.js"><\/script>/);
  });

  it('tells each route the chunks its modules import statically, beyond those every page preloads', () => {
    const pages = ['index.html', 'about/index.html', 'guides/index.html', 'notes/index.html'].map((file) => readBuilt(siteDir, file));
    const routes = pages.map((html) => {
      const route = JSON.parse(html.match(/<script id="__FOLIO_DATA__" type="application\/json">(.*?)<\/script>/)![1]!).route as { c: string; m?: string; i?: string[] };
      const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]!);
      const own = [route.c, ...(route.m ? [route.m] : []), ...(route.i ?? [])];
      // The route's modules and their imports are exactly what its page preloads beyond the entry's chunks.
      expect(own.every((url) => preloads.includes(url))).toBe(true);
      return { imports: route.i ?? [], entryChunks: preloads.filter((url) => !own.includes(url)).sort() };
    });
    for (const { entryChunks } of routes) expect(entryChunks).toEqual(routes[0]!.entryChunks);
    // The MDX page's content imports the MDX runtime and components, which the entry does not.
    expect(routes[3]!.imports.length).toBeGreaterThan(0);
    expect(routes[3]!.imports.some((url) => routes[0]!.entryChunks.includes(url))).toBe(false);
  });

  it('bundles CSS into one stylesheet and every script minified, under content-hashed names', () => {
    const home = readBuilt(siteDir, 'index.html');
    const css = [...home.matchAll(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)">/g)].map((m) => m[1]!);
    expect(css).toHaveLength(1);
    expect(css[0]).toMatch(/^\/assets\/js\/main-[A-Z0-9]{8}\.css$/);
    const stylesheet = readBuilt(siteDir, css[0]!.slice(1));
    expect(stylesheet).toContain('.navbar');
    expect(stylesheet.split('\n').length).toBeLessThan(20);
    const scripts = readdirSync(path.join(siteDir, 'build', 'assets', 'js')).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(3);
    for (const name of scripts) expect(name).toMatch(/-[A-Za-z0-9]{8,10}\.js$/);
    // Minified: the entry and the page chunks are long lines (newlines stay only inside strings).
    const own = scripts.filter((name) => /^(main|notes|index|about|pages|guides)-|^[0-9a-f]{20}-/.test(name));
    expect(own.length).toBeGreaterThan(2);
    for (const name of own) {
      const code = readFileSync(path.join(siteDir, 'build', 'assets', 'js', name), 'utf8');
      expect(code.length / code.split('\n').length).toBeGreaterThan(150);
      expect(code).not.toMatch(/^\s*\/\//m);
    }
  });

  it('writes 404.html, copies static files, and writes sitemap.xml and robots.txt', () => {
    expect(readBuilt(siteDir, '404.html')).toContain('Page not found');
    // robots noindex only when the site sets noIndex, on the 404 page as on every other.
    expect(readBuilt(siteDir, '404.html')).not.toContain('noindex');
    expect(readBuilt(siteDir, 'img/favicon.svg')).toContain('<svg');
    expect(readBuilt(siteDir, 'sitemap.xml')).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '  <url><loc>https://fixture.example.org/</loc></url>\n  <url><loc>https://fixture.example.org/about</loc></url>\n  <url><loc>https://fixture.example.org/guides/</loc></url>\n  <url><loc>https://fixture.example.org/notes</loc></url>\n</urlset>\n',
    );
    expect(readBuilt(siteDir, 'robots.txt')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://fixture.example.org/sitemap.xml\n');
  });

  it('gives byte-identical output for unchanged input', async () => {
    await buildQuietly(siteDir, 'build-again');
    const first = snapshotBuild(path.join(siteDir, 'build'));
    const second = snapshotBuild(path.join(siteDir, 'build-again'));
    expect([...second.keys()].sort()).toEqual([...first.keys()].sort());
    for (const [file, bytes] of first) expect(second.get(file)?.equals(bytes), file).toBe(true);
  });
});

describe('failures', () => {
  it('stops on a bad config key and leaves the previous build untouched', async () => {
    const siteDir = copyFixture('basic-site');
    await buildQuietly(siteDir);
    const before = snapshotBuild(path.join(siteDir, 'build'));
    const configFile = path.join(siteDir, 'site.config.ts');
    writeFileSync(configFile, readFileSync(configFile, 'utf8').replace("baseUrl: '/',", "baseUrl: '/',\n  titel: 'typo',"));
    await expect(buildQuietly(siteDir)).rejects.toThrow(/site\.config\.ts: invalid site config:\n {2}titel: Unknown key\. Remove it or check its spelling\./);
    const after = snapshotBuild(path.join(siteDir, 'build'));
    expect([...after.keys()]).toEqual([...before.keys()]);
    expect(existsSync(path.join(siteDir, 'build.folio-next'))).toBe(false);
  });

  it('reports every broken link and anchor together, naming page and file, then fails', async () => {
    const siteDir = copyFixture('basic-site');
    const configFile = path.join(siteDir, 'site.config.ts');
    writeFileSync(configFile, readFileSync(configFile, 'utf8').replace("baseUrl: '/',", "baseUrl: '/',\n  onBrokenAnchors: 'throw',"));
    writeFiles(siteDir, {
      'content/pages/broken.tsx': `import Link from '@theme/Link';\nexport default function Broken() { return <main><h1>Broken</h1><Link to="/nowhere">x</Link><Link to="/about#nobody">y</Link><Link to="/guides">ok</Link></main>; }\n`,
    });
    const error = await buildQuietly(siteDir).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain('Broken links found (1):\n  - On /broken (content/pages/broken.tsx):\n    -> /nowhere');
    expect((error as Error).message).toContain('Broken anchors found (1):\n  - On /broken (content/pages/broken.tsx):\n    -> /about#nobody (the target page has no such anchor)');
    // Failed after its pages' folders were made ahead and its pages written: nothing of it is left.
    expect(existsSync(path.join(siteDir, 'build.folio-next'))).toBe(false);
    expect(existsSync(path.join(siteDir, 'build'))).toBe(false);
  });

  it('warns on duplicate routes by default and names both sources', async () => {
    const siteDir = copyFixture('basic-site');
    writeFiles(siteDir, { 'content/pages/about/index.tsx': `export default function AboutAgain() { return <main><h1>Again</h1></main>; }\n` });
    const result = await buildQuietly(siteDir);
    expect(result.warnings.join('\n')).toContain('Duplicate routes');
    expect(result.warnings.join('\n')).toMatch(/\/about \(from .*about\.tsx, .*about\/index\.tsx\)/);
  });

  it('places a Markdown page\'s bad front matter and an unknown pages option', async () => {
    const dir = copyFixture('basic-site');
    writeFiles(dir, { 'content/pages/bad.md': '---\ntitle: [one, two]\n---\n\nText.\n' });
    const failed = await buildQuietly(dir).then(() => undefined, (error: Error) => error);
    expect(failed?.message).toContain('content/pages/bad.md:2:8 Invalid front matter: title: Expected string, received an array');
    const other = copyFixture('basic-site');
    writeFiles(other, { 'site.config.ts': readFileSync(path.join(other, 'site.config.ts'), 'utf8').replace('plugins: [theme, pages, sitemap]', "plugins: [theme, [pages, { paht: 'content/pages' }], sitemap]") });
    const refused = await buildQuietly(other).then(() => undefined, (error: Error) => error);
    expect(refused?.message).toContain('options of the content-pages plugin');
    expect(refused?.message).toContain('paht');
  });

  it('names the item when the navbar has an unknown item type', async () => {
    const siteDir = copyFixture('basic-site');
    const configFile = path.join(siteDir, 'site.config.ts');
    writeFileSync(configFile, readFileSync(configFile, 'utf8').replace("{ to: '/guides/', label: 'Guides', position: 'left' },", "{ type: 'fancy', label: 'Fancy' },"));
    await expect(buildQuietly(siteDir)).rejects.toThrow('site.config.ts themeConfig.navbar.items[1]: No NavbarItem component found for type "fancy".');
  });
});
