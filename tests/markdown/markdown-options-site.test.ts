/**
 * A site built with Docusaurus 3's `markdown` options in its config (tests/fixtures/markdown-options-site):
 * format, mermaid, preprocessor, parseFrontMatter, HTML comments, admonition titles, heading ids,
 * anchors.maintainCase, remarkRehypeOptions and hooks.onBrokenMarkdownLinks, through the real
 * build. Unit tests of each option are in packages/markdown/src/markdownOptions.test.ts.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildQuietly, copyFixture, readBuilt } from '../helpers/site.ts';

let siteDir: string;
let warnings: string[];

beforeAll(async () => {
  siteDir = copyFixture('markdown-options-site');
  ({ warnings } = await buildQuietly(siteDir));
});

/** The rendered Markdown of a page (inside `<div class="markdown">`). */
function markdownOf(relative: string): string {
  const html = readBuilt(siteDir, relative).replaceAll('<!-- -->', '');
  const start = html.indexOf('class="markdown');
  return html.slice(start, html.indexOf('</article>', start) >>> 0 || undefined);
}

describe('a site with a markdown config', () => {
  it('compiles .md as MDX (format mdx), drops HTML comments, runs the preprocessor and turns shortcodes into emoji', () => {
    const intro = markdownOf('docs/intro/index.html');
    expect(intro).toContain('Install release v0.43.0 <span class="tag">written as JSX in a .md file</span> 🚀');
    expect(intro).not.toContain('comment');
    expect(intro).not.toContain('@@release@@');
    expect(warnings).toEqual([]);
  });

  it('keeps admonition titles and explicit ids; other heading ids keep their case; footnotes use the remark-rehype label', () => {
    const intro = markdownOf('docs/intro/index.html');
    expect(intro).toMatch(/<h2 id="Setup-Steps" class="anchor">Setup Steps/);
    expect(intro).toMatch(/<h2 id="Custom-Id" class="anchor">Custom Heading/);
    expect(intro).toMatch(/<div class="admonition admonition--note [^"]*">.*<\/span>Old style title<\/div><div class="admonition__content"><p>Body of the note. <\/p>/);
    expect(intro).toMatch(/<h2 id="footnote-label" class="anchor sr-only">Notes/);
  });

  it('leaves Mermaid fences as code blocks (mermaid false)', () => {
    const intro = markdownOf('docs/intro/index.html');
    expect(intro).toContain('language-mermaid');
    expect(intro).not.toContain('class="mermaid');
  });

  it("reads front matter with the site's parser, and a file's mdx.format wins over the site's format", () => {
    expect(readBuilt(siteDir, 'docs/intro/index.html')).toContain('<meta name="description" content="Described by parseFrontMatter">');
    expect(readBuilt(siteDir, 'docs/plain/index.html')).toContain('<meta name="description" content="Its own description">');
    expect(markdownOf('docs/plain/index.html')).toContain('CommonMark here: {braces} stay text, and <b>raw HTML</b> renders.');
  });

  it('cuts a blog post at <!-- truncate --> in .mdx; the preprocessor reaches the title only through the page text, not the front matter', () => {
    const list = readBuilt(siteDir, 'blog/index.html');
    expect(list).toContain('The release is out.');
    expect(list).not.toContain('More details below the fold.');
    expect(list).not.toContain('hidden from readers');
    expect(readBuilt(siteDir, 'blog/2024/01/01/release/index.html')).toContain('More details below the fold.');
    expect(list).toContain('Release @@release@@');
  });

  it('hooks.onBrokenMarkdownLinks: throw fails the build on a Markdown link to no doc', async () => {
    writeFileSync(path.join(siteDir, 'docs/broken.md'), '# Broken\n\nSee [gone](./gone.md).\n');
    await expect(buildQuietly(siteDir)).rejects.toThrow(/gone\.md/);
  });
});
