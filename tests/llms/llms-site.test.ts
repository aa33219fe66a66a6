import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, type BuildResult, type Logger } from '@folio/core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, readBuilt } from '../helpers/site.ts';

/** Issue 25: Markdown copies, llms.txt and social cards, built for real on a small site. */

interface Logged {
  lines: string[];
  warnings: string[];
}

function capturingLogger(logged: Logged): Logger {
  const logger: Logger = {
    info: (m) => logged.lines.push(m),
    success: (m) => logged.lines.push(m),
    warn: (m) => logged.warnings.push(m),
    error: (m) => logged.warnings.push(m),
    child: () => logger,
  };
  return logger;
}

async function buildLogged(siteDir: string): Promise<BuildResult & Logged> {
  const logged: Logged = { lines: [], warnings: [] };
  const result = await build({ siteDir, logger: capturingLogger(logged) });
  return { ...result, ...logged };
}

const metaOf = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];
const cardFiles = (siteDir: string) => readdirSync(path.join(siteDir, 'build/img/social-cards')).sort();

let siteDir: string;
let cold: BuildResult & Logged;

beforeAll(async () => {
  siteDir = copyFixture('llms-site');
  cold = await buildLogged(siteDir);
});

describe('Markdown copies', () => {
  it('are written next to every doc and post, and only those', () => {
    const copies = readdirSync(path.join(siteDir, 'build'), { recursive: true }).map(String).filter((f) => f.endsWith('.md')).sort();
    const docs = ['faq', 'guides', 'guides/install', 'guides/tabs', 'intro'];
    expect(copies).toEqual(['blog/2024/05/31/hello.md', ...docs.map((d) => `docs/1.0/${d}.md`), ...docs.map((d) => `docs/next/${d}.md`)].sort());
    expect(cold.warnings).toEqual([]);
  });

  it('turn MDX into readable Markdown: raw-loader imports inlined, admonitions as blockquotes, Mermaid fenced, tabs labelled, cards as links', () => {
    expect(readBuilt(siteDir, 'docs/next/guides/install.md')).toBe(
      ['# Install', '', '## Steps', '', '1. Download it.', '2. Write the config:', '', '```yaml title="config.yaml"', '# The config the install guide shows', 'name: fixture', 'replicas: 2', '```', '', '> **Warning**', '>', '> Needs root.', '', '```mermaid', 'graph LR', '  A --> B', '```', ''].join('\n'),
    );
    expect(readBuilt(siteDir, 'docs/next/guides/tabs.md')).toBe(['# Tabs', '', '**Kubernetes**', '', '```bash', 'kubectl run tool', '```', '', '**Linux**', '', '```bash', 'sudo tool run', '```', ''].join('\n'));
    expect(readBuilt(siteDir, 'docs/1.0/guides.md')).toBe(
      ['# Guides', '', 'Pick a guide:', '', '- [Install](https://llms.example.org/docs/1.0/guides/install): How to install the tool.', '- [Tabs](https://llms.example.org/docs/1.0/guides/tabs): One command, two environments.', ''].join('\n'),
    );
  });

  it('make links absolute, per version, and give a post its date and authors', () => {
    expect(readBuilt(siteDir, 'docs/1.0/intro.md')).toBe(
      ['# Introduction', '', 'Welcome. Version 1.0. Read the [install guide](https://llms.example.org/docs/1.0/guides/install#steps) or the [FAQ](https://llms.example.org/docs/1.0/faq).', '', '> **Tip**: Start here', '>', '> Everything begins with the install guide.', ''].join('\n'),
    );
    expect(readBuilt(siteDir, 'blog/2024/05/31/hello.md')).toBe(['# Hello world', '', '*Published 2024-05-31 by Ada Lovelace and Bob Roe.*', '', 'The first post links to [the intro](https://llms.example.org/docs/next/intro).', '', 'More text.', ''].join('\n'));
  });
});

describe('llms.txt', () => {
  it('lists the latest docs by sidebar category and the blog, and each version has its own files', () => {
    const root = readBuilt(siteDir, 'llms.txt');
    expect(root.split('\n').slice(0, 5)).toEqual(['# Llms Fixture', '', '> A site for the llms and social card tests', '', 'The links lead to Markdown copies of the pages of the Next docs. Their full text in one file: https://llms.example.org/llms-full.txt']);
    expect([...root.matchAll(/^## (.+)$/gm)].map((m) => m[1])).toEqual(['Docs', 'Guides', 'Blog', 'Optional']);
    expect(root).toContain('\n- [Install](https://llms.example.org/docs/next/guides/install.md): How to install the tool.\n');
    expect(root).toContain('\n- [Docs 1.0](https://llms.example.org/docs/1.0/llms.txt): ');
    const full = readBuilt(siteDir, 'docs/1.0/llms-full.txt');
    // The category's index doc is published with a trailing slash.
    expect([...full.matchAll(/^Source: (.+)$/gm)].map((m) => m[1])).toEqual(['intro', 'faq', 'guides/', 'guides/install', 'guides/tabs'].map((d) => `https://llms.example.org/docs/1.0/${d}`));
    expect(full).toContain('replicas: 2');
    expect(readBuilt(siteDir, 'docs/next/llms.txt')).toContain('- [Tabs](https://llms.example.org/docs/next/guides/tabs.md)');
  });

  it('are reported with their sizes, and the features’ cost shows in the phase times', () => {
    const root = Buffer.byteLength(readBuilt(siteDir, 'llms.txt'));
    expect(cold.lines).toContainEqual(expect.stringMatching(new RegExp(`^llms\\.txt: /llms\\.txt ${root} B \\(\\d+ B gzip\\), /llms-full\\.txt [\\d.]+ kB \\(\\d+ B gzip\\), /docs/next/llms\\.txt \\d+ B, `)));
    expect(cold.lines).toContainEqual(expect.stringMatching(/^Markdown copies: 11 pages, [\d.]+ kB in all; 8 files converted \(done [\d.]+ s after the routes were known\), the rest from the cache\.$/));
    expect(cold.lines).toContainEqual(expect.stringMatching(/^Social cards: 9 pages show 5 distinct cards; 5 drawn \(done [\d.]+ s after the routes were known\), 0 from the cache\.$/));
    expect(Object.keys(cold.postBuildTimings)).toEqual(['content-blog', 'llms', 'social-cards']);
    expect(cold.lines.at(-1)).toMatch(/postBuild [\d.]+m?s \[content-blog [\d.]+m?s, llms [\d.]+m?s, social-cards [\d.]+m?s\]\)$/);
  });
});

describe('social cards', () => {
  it('point og:image and twitter:image at the page’s card, one card for a doc that reads the same in two versions', async () => {
    const next = readBuilt(siteDir, 'docs/next/guides/install/index.html');
    const image = metaOf(next, 'og:image')!;
    expect(image).toMatch(/^https:\/\/llms\.example\.org\/img\/social-cards\/[0-9a-f]{20}\.png$/);
    expect(metaOf(next, 'twitter:image')).toBe(image);
    expect(metaOf(next, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(readBuilt(siteDir, 'docs/1.0/guides/install/index.html'), 'og:image')).toBe(image);
    expect(metaOf(readBuilt(siteDir, 'docs/next/guides/tabs/index.html'), 'og:image')).not.toBe(image);
    const png = await sharp(path.join(siteDir, 'build', new URL(image).pathname)).metadata();
    expect([png.format, png.width, png.height]).toEqual(['png', 1200, 600]);
    expect(cardFiles(siteDir)).toHaveLength(5);
  });

  it('leave a page’s own image and the pages that are not docs or posts alone', () => {
    expect(metaOf(readBuilt(siteDir, 'docs/next/faq/index.html'), 'og:image')).toBe('https://llms.example.org/img/faq-card.png');
    expect(metaOf(readBuilt(siteDir, 'blog/index.html'), 'og:image')).toBe('https://llms.example.org/img/default-card.png');
    expect(metaOf(readBuilt(siteDir, 'blog/2024/05/31/hello/index.html'), 'og:image')).toMatch(/\/img\/social-cards\/[0-9a-f]{20}\.png$/);
  });
});

describe('rebuilds', () => {
  it('reuse every unchanged copy and card, and convert only the edited doc', async () => {
    const before = new Map(['docs/next/guides/tabs.md', 'llms-full.txt', ...cardFiles(siteDir).map((f) => `img/social-cards/${f}`)].map((f) => [f, readFileSync(path.join(siteDir, 'build', f))]));
    const faq = path.join(siteDir, 'docs/faq.md');
    writeFileSync(faq, readFileSync(faq, 'utf8').replace('Because.', 'Because, edited.'));
    const warm = await buildLogged(siteDir);
    expect(warm.lines).toContainEqual(expect.stringMatching(/^Markdown copies: 11 pages, [\d.]+ kB in all; 1 file converted \(done [\d.]+ s after the routes were known\), the rest from the cache\.$/));
    expect(warm.lines).toContain('Social cards: 9 pages show 5 distinct cards; 0 drawn, 5 from the cache.');
    expect(readBuilt(siteDir, 'docs/next/faq.md')).toContain('Because, edited.');
    for (const [file, bytes] of before) expect(readFileSync(path.join(siteDir, 'build', file)).equals(bytes), file).toBe(file === 'llms-full.txt' ? false : true);
    // The cache kept every template the warm build used, not only the one it converted: twice more, nothing to convert.
    for (let build = 0; build < 2; build++) {
      const unchanged = await buildLogged(siteDir);
      expect(unchanged.lines).toContain('Markdown copies: 11 pages, ' + /[\d.]+ kB/.exec(unchanged.lines.find((l) => l.startsWith('Markdown copies'))!)![0] + ' in all; 0 files converted, the rest from the cache.');
    }
  });

  it('take the copies from the store while nothing they read changed, and fill them again when a file a raw-loader import names changes', async () => {
    const copy = (file: string) => path.join(siteDir, 'build', file);
    const before = statSync(copy('docs/next/guides/install.md')).ino;
    const unchanged = await buildLogged(siteDir);
    expect(unchanged.lines).toContainEqual(expect.stringMatching(/^Markdown copies: 11 pages, [\d.]+ kB in all; 0 files converted, the rest from the cache\.$/));
    // Linked from the last build's output: the stored file was not written again.
    expect(statSync(copy('docs/next/guides/install.md')).ino).toBe(before);
    const config = path.join(siteDir, 'docs/guides/config.yaml');
    writeFileSync(config, readFileSync(config, 'utf8').replace('replicas: 2', 'replicas: 3'));
    await buildLogged(siteDir);
    expect(readBuilt(siteDir, 'docs/next/guides/install.md')).toContain('replicas: 3');
    expect(readBuilt(siteDir, 'docs/1.0/guides/install.md')).toContain('replicas: 2');
    expect(readBuilt(siteDir, 'llms-full.txt')).toContain('replicas: 3');
  });

  it('turn each feature off with one option', async () => {
    const config = path.join(siteDir, 'site.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace('    llms,\n', '    [llms, { markdownCopies: false }],\n').replace("[socialCards, { colors: { background: '#102030' } }]", '[socialCards, { enabled: false }]'));
    const off = await buildLogged(siteDir);
    expect(existsSync(path.join(siteDir, 'build/img/social-cards'))).toBe(false);
    expect(existsSync(path.join(siteDir, 'build/docs/next/intro.md'))).toBe(false);
    expect(metaOf(readBuilt(siteDir, 'docs/next/guides/install/index.html'), 'og:image')).toBe('https://llms.example.org/img/default-card.png');
    // llms.txt then links the pages themselves.
    expect(readBuilt(siteDir, 'llms.txt')).toContain('\n- [Install](https://llms.example.org/docs/next/guides/install): How to install the tool.\n');
    expect(readBuilt(siteDir, 'docs/next/guides/install/index.html')).not.toContain('copy-page');
    expect(off.warnings).toEqual([]);
  });
});
