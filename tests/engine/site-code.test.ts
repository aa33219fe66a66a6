/**
 * A Docusaurus-style site's own React code, built and prerendered (issue 19 point 3): SVG imports
 * as components (SVGR) and as URLs, CSS modules with url() to relative files and to static/,
 * require() of site files, and the Docusaurus client API, under the base URL /base/.
 * The browser side (hydration, navigation) is tests/browser/site-code.test.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildQuietly, copyFixture, readBuilt } from '../helpers/site.ts';

let siteDir: string;
let warnings: string[];

/** The `<main>` of a built page. */
const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)![0];
/** The site stylesheet that holds what pages and content import. */
function pagesStylesheet(html: string): string {
  const href = /<link rel="stylesheet" href="\/base\/(assets\/css\/pages-[0-9a-f]+\.css)">/.exec(html)?.[1];
  expect(href, 'the pages stylesheet is linked').toBeDefined();
  return readFileSync(path.join(siteDir, 'build', href!), 'utf8');
}
/** The built file behind a `/base/...` URL exists. */
const published = (url: string) => existsSync(path.join(siteDir, 'build', url.replace(/^\/base\//, '')));

beforeAll(async () => {
  siteDir = copyFixture('sitecode-site');
  ({ warnings } = await buildQuietly(siteDir));
});

describe('SVG imports', () => {
  it('`import Logo from "./logo.svg"` renders the SVG inline with its props; the title prop replaces the file’s title', () => {
    const main = mainOf(readBuilt(siteDir, 'index.html'));
    const svg = /<svg[^>]*id="inline-logo"[^>]*>[\s\S]*?<\/svg>/.exec(main)?.[0];
    expect(svg).toBeDefined();
    expect(svg).toContain('class="hero-logo"');
    expect(svg).toContain('role="img"');
    expect(svg).toContain('width="48"');
    expect(svg).toContain('viewBox="0 0 24 24"');
    expect(svg).toContain('<title>Inline logo</title>');
    expect(svg).toContain('<circle cx="12" cy="12" r="10" fill="#2e8555"></circle>');
    expect(svg).not.toContain('Folio logo');
  });

  it('`./logo.svg?url` gives the published, hashed URL with the base URL', () => {
    const src = /<img id="logo-img" src="([^"]+)"/.exec(readBuilt(siteDir, 'index.html'))?.[1];
    expect(src).toMatch(/^\/base\/assets\/media\/logo-[0-9a-f]{10}\.svg$/);
    expect(published(src!)).toBe(true);
  });

  it('a component imported from MDX renders its SVG too (the content bundle)', () => {
    const badge = /<span id="badge"[\s\S]*?<\/span>/.exec(readBuilt(siteDir, 'with-badge/index.html'))![0];
    expect(badge).toContain('<svg');
    expect(badge).toContain('aria-hidden="true"');
    expect(badge).toContain('<title>Folio logo</title>');
  });
});

describe('CSS modules and url()', () => {
  it('class names in the HTML match the linked stylesheet, whose url()s point at published files under the base URL', () => {
    const html = readBuilt(siteDir, 'index.html');
    const heroClass = /<section id="hero" class="([^"]+)"/.exec(html)![1]!;
    const bannerClass = /<div id="banner" class="([^"]+)"/.exec(html)![1]!;
    expect(heroClass).toMatch(/^hero_\w{5}$/);
    const css = pagesStylesheet(html);
    const heroRule = new RegExp(`\\.${heroClass}\\{color:#2e8555;background-image:url\\((/base/assets/media/pattern-[0-9a-f]{10}\\.svg)\\)\\}`).exec(css);
    expect(heroRule, css).not.toBeNull();
    expect(published(heroRule![1]!)).toBe(true);
    // url('/img/bg.svg') is found in static/, as Docusaurus finds it, and published like the rest.
    const bannerRule = new RegExp(`\\.${bannerClass}\\{background:url\\((/base/assets/media/bg-[0-9a-f]{10}\\.svg)\\) no-repeat\\}`).exec(css);
    expect(bannerRule, css).not.toBeNull();
    expect(readFileSync(path.join(siteDir, 'build', bannerRule![1]!.slice('/base/'.length)), 'utf8')).toBe(readFileSync(path.join(siteDir, 'static/img/bg.svg'), 'utf8'));
    // :global() stays global.
    expect(css).toContain(`.sitecode-global .${heroClass}{font-weight:700}`);
  });

  it('a CSS module of a component imported from MDX joins the same stylesheet, linked from every page', () => {
    const html = readBuilt(siteDir, 'with-badge/index.html');
    const badgeClass = /<span id="badge" class="([^"]+)"/.exec(html)![1]!;
    expect(pagesStylesheet(html)).toContain(`.${badgeClass}{color:#c81e3c}`);
    expect(pagesStylesheet(readBuilt(siteDir, 'api/index.html'))).toContain(`.${badgeClass}{`);
  });
});

describe('require() of site files', () => {
  it('JSON is the parsed object and an image’s .default is its URL', () => {
    const html = readBuilt(siteDir, 'index.html');
    expect(mainOf(html)).toContain('<p id="data">trace_exec, top_file<!-- --> <!-- -->0.40.0</p>');
    const photo = /<img id="photo" src="([^"]+)"/.exec(html)![1]!;
    expect(photo).toMatch(/^\/base\/assets\/media\/photo-[0-9a-f]{10}\.png$/);
    expect(published(photo)).toBe(true);
  });
});

describe('the Docusaurus client API, prerendered', () => {
  let main: string;
  beforeAll(() => {
    main = mainOf(readBuilt(siteDir, 'api/index.html'));
  });
  const text = (id: string) => new RegExp(`id="${id}"[^>]*>([\\s\\S]*?)</(?:p|span)>`).exec(main)?.[1]?.replace(/<!-- -->/g, '');

  it('useDocusaurusContext, useBaseUrl and useBaseUrlUtils', () => {
    expect(text('context')).toBe('Site Code Fixture / gadgets / /base/');
    expect(text('base-url')).toBe('/base/img/bg.svg https://sitecode.example.org/base/img/photo.png');
  });
  it('router: useLocation’s pathname has the base URL, and matchPath matches it', () => {
    expect(text('location')).toBe('/base/api');
    expect(text('match')).toBe('/base/api api');
  });
  it('isInternalUrl, Translate, translate, Interpolate, interpolate and constants', () => {
    expect(text('internal')).toBe('true false true');
    expect(text('translate')?.trim()).toBe('<b>2</b> gadgets');
    expect(text('translate-fn')).toBe('Hello Ada');
    expect(text('interpolate')).toBe('Run <code>ig</code> now 1+2');
    expect(text('plugin-id')).toBe('default');
  });
  it('useGlobalData and usePluginData answer (no plugin of this site sets global data)', () => {
    expect(text('global-data')).toBe(' undefined');
  });
  it('server side: useIsBrowser is false, BrowserOnly shows its fallback, layout effects wait for the browser', () => {
    expect(text('is-browser')).toBe('server');
    expect(text('browser-fallback')).toBe('prerendered');
    expect(main).not.toContain('id="browser-only"');
    expect(text('layout-effect')).toBe('before');
  });
  it('Link adds the base URL to site paths and opens other sites in a new tab; ErrorBoundary renders its children', () => {
    expect(main).toContain('<a id="link-home" href="/base/">Home</a>');
    expect(main).toContain('<a href="https://example.org/x" target="_blank" rel="noopener noreferrer" id="link-out">Out</a>');
    expect(text('fragile')).toBe('fine');
  });
  it('builds without warnings', () => {
    expect(warnings).toEqual([]);
  });
});
