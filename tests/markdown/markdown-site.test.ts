/**
 * The Markdown fixture site built through the real pipeline: relative images optimised with
 * sharp, partials, raw imports shown in CodeBlock, the Docusaurus client API and a site-level
 * remark plugin, across the docs, pages and blog plugins. Base URL `/site/`.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildQuietly, copyFixture, readBuilt, REPO_ROOT } from '../helpers/site.ts';

let siteDir: string;

beforeAll(async () => {
  siteDir = copyFixture('markdown-site');
  await buildQuietly(siteDir);
});

/** The rendered Markdown of a page (inside `<div class="markdown">`). */
function markdownOf(relative: string): string {
  const html = readBuilt(siteDir, relative).replaceAll('<!-- -->', '');
  const start = html.indexOf('class="markdown');
  return html.slice(start, html.indexOf('</article>', start) >>> 0 || undefined);
}

function imagesOf(relative: string): string[] {
  return markdownOf(relative).match(/<img [^>]*>/g) ?? [];
}

const media = (name: string) => path.join(siteDir, 'build/assets/media', name);

describe('relative images', () => {
  it('are resized to 640 and 1030 px and served with srcset, sizes, size and lazy loading', async () => {
    const [diagram] = imagesOf('docs/index.html');
    expect(diagram).toMatch(
      /^<img loading="lazy" decoding="async" srcSet="\/site\/assets\/media\/(diagram-[0-9a-f]{10})-640\.png 640w, \/site\/assets\/media\/\1-1030\.png 1030w" sizes="\(max-width: 1030px\) 100vw, 1030px" alt="Architecture diagram" title="The architecture" src="\/site\/assets\/media\/\1-1030\.png" width="1030" height="579"\/>$/,
    );
    const stem = /diagram-[0-9a-f]{10}/.exec(diagram!)![0];
    expect(await sharp(media(`${stem}-640.png`)).metadata()).toMatchObject({ width: 640, height: 360 });
    expect(await sharp(media(`${stem}-1030.png`)).metadata()).toMatchObject({ width: 1030, height: 579 });
  });

  it('keep their own size when narrower than 640 px; SVG and GIF are copied with hashed names', () => {
    const images = imagesOf('docs/index.html');
    expect(images[1]).toMatch(/srcSet="\/site\/assets\/media\/small-[0-9a-f]{10}-320\.png 320w" sizes="\(max-width: 320px\) 100vw, 320px" alt="Small" src="\/site\/assets\/media\/small-[0-9a-f]{10}-320\.png" width="320" height="200"/);
    expect(images[2]).toMatch(/^<img loading="lazy" decoding="async" alt="Logo" src="\/site\/assets\/media\/logo-[0-9a-f]{10}\.svg"\/>$/);
    expect(images[3]).toMatch(/^<img loading="lazy" decoding="async" alt="Spinner" src="\/site\/assets\/media\/spinner-[0-9a-f]{10}\.gif"\/>$/);
    const svg = /logo-[0-9a-f]{10}\.svg/.exec(images[2]!)![0];
    expect(readFileSync(media(svg), 'utf8')).toBe(readFileSync(path.join(siteDir, 'docs/img/logo.svg'), 'utf8'));
  });

  it('leave static/ paths as they are apart from the base URL, sized from the file', () => {
    expect(imagesOf('docs/index.html')[4]).toBe('<img loading="lazy" decoding="async" alt="Static" src="/site/img/static.png" width="200" height="100"/>');
    expect(existsSync(path.join(siteDir, 'build/img/static.png'))).toBe(true);
  });

  it('in raw HTML keep their attributes; a width alone drops the imported height', () => {
    const raw = imagesOf('docs/index.html')[5]!;
    expect(raw).toMatch(/alt="Raw HTML" src="\/site\/assets\/media\/small-[0-9a-f]{10}-320\.png" width="160"\/>$/);
    expect(raw).not.toContain('height=');
  });

  it('work the same in pages and blog posts (list and post), and JPEG is re-encoded smaller', () => {
    const [photo] = imagesOf('about/index.html');
    expect(photo).toMatch(/srcSet="\/site\/assets\/media\/(photo-[0-9a-f]{10})-640\.jpg 640w, \/site\/assets\/media\/\1-800\.jpg 800w" sizes="\(max-width: 800px\) 100vw, 800px" alt="A photo" src="\/site\/assets\/media\/\1-800\.jpg" width="800" height="600"/);
    const stem = /photo-[0-9a-f]{10}/.exec(photo!)![0];
    expect(statSync(media(`${stem}-800.jpg`)).size).toBeLessThan(statSync(path.join(siteDir, 'content/pages/img/photo.jpg')).size);
    const cover = /<img [^>]*alt="Cover"[^>]*>/;
    for (const page of ['blog/2024/05/01/images/index.html', 'blog/index.html']) {
      expect(readBuilt(siteDir, page)).toMatch(cover);
      expect(readBuilt(siteDir, page).match(cover)![0]).toMatch(/src="\/site\/assets\/media\/cover-[0-9a-f]{10}-1030\.png" width="1030" height="515"/);
    }
  });

  it('are optimised once: a rebuild reuses the cached variants', async () => {
    const cache = path.join(siteDir, '.folio/images');
    const before = readdirSync(cache, { recursive: true }).map(String).sort();
    const stamps = before.map((f) => statSync(path.join(cache, f)).mtimeMs);
    await buildQuietly(siteDir);
    const after = readdirSync(cache, { recursive: true }).map(String).sort();
    expect(after).toEqual(before);
    expect(after.map((f) => statSync(path.join(cache, f)).mtimeMs)).toEqual(stamps);
    expect(before.filter((f) => f.endsWith('meta.json'))).toHaveLength(4);
  });
});

describe('partials', () => {
  it('render where they are imported, with props, their own images and admonitions', () => {
    const html = markdownOf('docs/partials/index.html');
    expect(html).toContain('<p>Hello, <strong>World</strong> from a partial of Markdown Fixture!</p>');
    expect(html).toMatch(/<img [^>]*alt="Partial image" src="\/site\/assets\/media\/small-[0-9a-f]{10}-320\.png"/);
    expect(html).toContain('<div class="admonition admonition--note');
    expect(html).toContain('<p>A note written once, shown on many pages.</p>');
  });

  it('are never pages', () => {
    expect(existsSync(path.join(siteDir, 'build/docs/_snippet/index.html'))).toBe(false);
    expect(existsSync(path.join(siteDir, 'build/docs/_shared/note/index.html'))).toBe(false);
    expect(readBuilt(siteDir, 'docs/index.html')).not.toContain('_snippet');
  });
});

describe('raw imports', () => {
  it('a CodeBlock showing a !!raw-loader! import is highlighted at build time, magic comments applied', () => {
    const html = markdownOf('docs/raw/index.html');
    expect(html).toContain('<div class="code-block theme-code-block language-go"><div class="code-block__title">hello.go</div>');
    expect(html).toContain('<span class="token keyword">package</span> main');
    expect(html).toContain('<span class="token-line theme-code-block-highlighted-line"><span class="code-block__line-content">\tfmt<span class="token punctuation">.</span><span class="token function">Println</span>');
    expect(html).not.toContain('highlight-next-line');
  });

  it('./file?raw gives the file text', () => {
    expect(markdownOf('docs/raw/index.html')).toContain('<pre id="raw-yaml">operator:\n  oci:\n    verify-image: true\n</pre>');
  });

  it('the page chunk carries tokens, not the raw text as well', () => {
    const js = path.join(siteDir, 'build/assets/js');
    const chunks = readdirSync(js).filter((f) => readFileSync(path.join(js, f), 'utf8').includes('hello, gadget'));
    expect(chunks).toHaveLength(1);
    const chunk = readFileSync(path.join(js, chunks[0]!), 'utf8');
    expect(chunk).toContain('["function","Println"]');
    expect(chunk).not.toContain('fmt.Println');
  });
});

describe('a site-level remark plugin', () => {
  it('runs on docs code blocks before highlighting; prose is untouched', () => {
    const html = markdownOf('docs/install/index.html');
    expect(html).toContain('<span class="code-block__line-content">kubectl gadget deploy --image-tag v0.43.0</span>');
    expect(html).toContain('<p>The placeholder in prose stays: %IG_TAG%.</p>');
  });

  it('runs on partials imported from pages, like on pages', () => {
    expect(markdownOf('docs/partials/index.html')).toContain('ig run trace_exec:v0.43.0');
  });
});

describe('a plugin that contributes Markdown transforms', () => {
  it('transforms every Markdown file of the site, partials included', () => {
    expect(markdownOf('docs/partials/index.html')).toContain('from a partial of Markdown Fixture!');
    expect(markdownOf('docs/partials/index.html')).not.toContain('%SITE_NAME%');
  });
});

describe('components and modules imported from MDX', () => {
  it('resolve @theme/Admonition, @theme/Details and @site/ imports to the theme and the site', () => {
    const html = markdownOf('docs/imports/index.html');
    expect(html).toMatch(/<div class="admonition admonition--tip[^"]*"[^>]*>[\s\S]*Imported admonition[\s\S]*Written as a component, not as a directive\./);
    expect(html).toMatch(/<details[^>]*>[\s\S]*<summary[^>]*>Imported details<\/summary>/);
    expect(html).toContain('<p id="site-note">A site component</p>');
  });

  it('ship no highlighter for static code: tokens are in the page, Prism is in nothing the page loads', () => {
    const page = readBuilt(siteDir, 'docs/imports/index.html');
    expect(markdownOf('docs/imports/index.html')).toContain('<span class="token keyword">package</span>');
    const loaded = [...page.matchAll(/<(?:script type="module" src|link rel="modulepreload" href)="\/site\/([^"]+)"/g)].map((m) => m[1]!);
    expect(loaded.length).toBeGreaterThan(2);
    for (const file of loaded) expect(readFileSync(path.join(siteDir, 'build', file), 'utf8')).not.toContain('Prism.languages');
    // Nor Mermaid, on a page without a diagram: it loads only where one is drawn.
    expect(loaded.filter((file) => file.startsWith('assets/mermaid/'))).toEqual([]);
    for (const file of loaded) expect(readFileSync(path.join(siteDir, 'build', file), 'utf8')).not.toContain('mermaid-js/mermaid');
  });
});

describe('Mermaid, loaded from its prebuilt browser build', () => {
  const mermaidDist = path.join(REPO_ROOT, 'node_modules/mermaid/dist');
  const { version } = JSON.parse(readFileSync(path.join(mermaidDist, '../package.json'), 'utf8')) as { version: string };
  /** The one folder of `build/assets/mermaid/`: `<version>-<hash>`. */
  const published = () => {
    const names = readdirSync(path.join(siteDir, 'build/assets/mermaid'));
    expect(names).toHaveLength(1);
    return names[0]!;
  };

  it('is published as mermaid ships it, in a folder named by its version, without source maps, and bundled nowhere', () => {
    const name = published();
    expect(name).toMatch(new RegExp(`^${version.replaceAll('.', '\\.')}-[0-9a-f]{10}$`));
    const dir = path.join(siteDir, 'build/assets/mermaid', name);
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => statSync(path.join(dir, file)).isFile()).sort();
    const shipped = ['mermaid.esm.min.mjs', ...readdirSync(path.join(mermaidDist, 'chunks/mermaid.esm.min')).filter((file) => file.endsWith('.mjs')).map((file) => path.join('chunks/mermaid.esm.min', file))].sort();
    expect(files).toEqual(shipped);
    for (const file of files) expect(readFileSync(path.join(dir, file)).equals(readFileSync(path.join(mermaidDist, file))), file).toBe(true);
    const js = path.join(siteDir, 'build/assets/js');
    expect(readdirSync(js).filter((file) => readFileSync(path.join(js, file), 'utf8').includes('mermaid-js/mermaid'))).toEqual([]);
  });

  it('is imported by the theme’s Mermaid component from its URL below the base URL', () => {
    const js = path.join(siteDir, 'build/assets/js');
    const components = readdirSync(js).filter((file) => file.endsWith('.js') && readFileSync(path.join(js, file), 'utf8').includes('mermaid-diagram--pending'));
    expect(components).toHaveLength(1);
    expect(readFileSync(path.join(js, components[0]!), 'utf8')).toContain(`import("/site/assets/mermaid/${published()}/mermaid.esm.min.mjs")`);
  });

  it('is listed, with the chunks of the page’s diagram types and dagre, in the route of a page with diagrams, and only there', () => {
    const routesDir = path.join(siteDir, 'build/assets/routes');
    const routes = Object.assign({}, ...readdirSync(routesDir).map((file) => JSON.parse(readFileSync(path.join(routesDir, file), 'utf8')) as Record<string, { l?: string[] }>)) as Record<string, { l?: string[] }>;
    const lazy = routes['/docs/diagrams']?.l ?? [];
    const base = `/site/assets/mermaid/${published()}/`;
    expect(lazy).toContain(`${base}mermaid.esm.min.mjs`);
    for (const name of ['sequenceDiagram-', 'flowDiagram-', 'dagre-']) expect(lazy.some((url) => url.startsWith(`${base}chunks/mermaid.esm.min/${name}`)), name).toBe(true);
    for (const url of lazy) expect(existsSync(path.join(siteDir, 'build', url.slice('/site/'.length))), url).toBe(true);
    expect(Object.entries(routes).filter(([, route]) => route.l).map(([route]) => route)).toEqual(['/docs/diagrams']);
  });
});

describe('Markdown transforms of one plugin', () => {
  it('run on that plugin\'s files only', () => {
    expect(markdownOf('docs/imports/index.html')).toContain('Text inside the details, docs transform.');
    expect(readBuilt(siteDir, 'blog/2024/05/01/images/index.html')).toContain('%DOCS_ONLY% stays here.');
  });
});

describe('the Docusaurus client API', () => {
  it('useDocusaurusContext, useBaseUrl, Link and BrowserOnly render on the server', () => {
    const html = markdownOf('docs/client-api/index.html');
    expect(html).toContain('<p id="site-facts">Markdown Fixture at https://md.example.org/site/, channel stable</p>');
    expect(html).toContain('<img id="static-logo" src="/site/img/static.png" alt="Static logo"/>');
    expect(html).toMatch(/<a id="to-install" href="\/site\/docs\/install"[^>]*>Install<\/a>/);
    expect(html).toContain('<a href="https://example.org" target="_blank" rel="noopener noreferrer" id="to-web">the web</a>');
    expect(html).toContain('<span id="browser-fallback">Loading…</span>');
    expect(html).not.toContain('browser-only');
  });

  it('Head leaves the prerendered HTML alone (it applies after hydration)', () => {
    expect(readBuilt(siteDir, 'docs/client-api/index.html')).not.toContain('gadget-page');
  });
});

describe('errors in images and partials', () => {
  it('name the Markdown file, line and column of a missing image and of a broken partial, with code frames', async () => {
    const dir = copyFixture('markdown-site');
    writeFileSync(path.join(dir, 'docs/broken-image.md'), '# Broken\n\nSee ![gone](./img/missing.png).\n');
    writeFileSync(path.join(dir, 'docs/_bad.mdx'), 'Fine line\n\n<Tabs>\n\nno close\n');
    writeFileSync(path.join(dir, 'docs/uses-bad.mdx'), "import Bad from './_bad.mdx';\n\n<Bad />\n");
    const error = await buildQuietly(dir).then(
      () => undefined,
      (e: Error) => e,
    );
    expect(error?.message).toContain('docs/broken-image.md:3:13 Image "./img/missing.png" not found. Fix the path (relative to the Markdown file) or add the file.');
    expect(error?.message).toContain('> 3 | See ![gone](./img/missing.png).\n    |             ^');
    expect(error?.message).toContain('docs/_bad.mdx:3:1 Expected a closing tag for `<Tabs>`');
    expect(error?.message).toContain('> 3 | <Tabs>\n    | ^');
  });
});
