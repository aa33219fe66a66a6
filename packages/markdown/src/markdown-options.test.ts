/**
 * The site's `markdown` options (Docusaurus 3's names), each through the real pipeline: HTML
 * comments (mdx1Compat.comments), format, mermaid, preprocessor, parseFrontMatter, admonition
 * titles and heading ids (mdx1Compat), remarkRehypeOptions, anchors.maintainCase, and what they
 * do to the compile cache key and the quick scan.
 */
import { createElement, type ReactNode } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { getCompileCacheKey } from './cache.ts';
import { compileMarkdown } from './compile.ts';
import { MarkdownError } from './errors.ts';
import { siteCompileOptions } from './options.ts';
import { scanMarkdown } from './scan.ts';
import { renderMarkdown, renderMd } from './test/render.ts';
import type { CompileInput, MarkdownOptions } from './types.ts';

vi.mock('../../../theme/src/theme/Link/index.tsx', () => ({
  default: ({ to, children, ...rest }: { to: string; children?: ReactNode }) => createElement('a', { href: to, 'data-link': 'internal', ...rest }, children),
}));

/** The error a compile throws (fails the test when it compiles). */
async function compileError(input: CompileInput): Promise<MarkdownError> {
  const error = await compileMarkdown(input).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MarkdownError);
  return error as MarkdownError;
}

describe('mdx1Compat.comments: HTML comments', () => {
  test('in .mdx they are dropped: in text, between blocks, over several lines, inside JSX', async () => {
    const source = [
      'Before <!-- inline note --> after.',
      '',
      '<!-- between blocks -->',
      '',
      '<!--',
      'several',
      'lines, with <Tags> and {braces}',
      '-->',
      '',
      '- item <!-- in a list -->',
      '',
      '<div className="box">',
      '<!-- inside JSX -->',
      '</div>',
      '',
    ].join('\n');
    const { html, result } = await renderMarkdown(source);
    expect(html).toBe('<p>Before  after.</p>\n<ul>\n<li>item </li>\n</ul>\n<div class="box"></div>');
    expect(result.code).not.toContain('between blocks');
  });

  test('in code blocks and inline code they are left as written', async () => {
    const source = ['Use `<!-- x -->` to hide text.', '', '```html', '<!-- kept -->', '<p>hi</p>', '```', ''].join('\n');
    const { html } = await renderMarkdown(source);
    expect(html).toContain('<code>&lt;!-- x --&gt;</code>');
    expect(html).toContain('&lt;!-- kept --&gt;');
  });

  test('in .md they are dropped too, as Docusaurus does', async () => {
    const { html } = await renderMd('Before <!-- inline --> after.\n\n<!--\nblock\n-->\n\nNext.\n');
    expect(html).toBe('<p>Before  after.</p>\n<p>Next.</p>');
  });

  test('<!-- truncate --> still marks the excerpt, in .md and .mdx', async () => {
    for (const filePath of ['/site/blog/post.md', '/site/blog/post.mdx']) {
      const result = await compileMarkdown({ filePath, source: 'Intro <!-- hidden --> text.\n\n<!-- truncate -->\n\nRest of the post.\n' });
      expect(result.excerpt?.text, filePath).toBe('Intro text.');
      expect(result.sections[0]?.text, filePath).toBe('Intro text. Rest of the post.');
    }
  });

  test('turned off: .mdx rejects them where they are, .md keeps them as raw HTML comments; truncate still works', async () => {
    const markdown: MarkdownOptions = { mdx1Compat: { comments: false } };
    const error = await compileError({ filePath: '/site/docs/page.mdx', source: 'Text.\n\n<!-- nope -->\n', markdown });
    expect([error.line, error.column]).toEqual([3, 2]);
    const md = await compileMarkdown({ filePath: '/site/docs/page.md', source: 'Text.\n\n<!-- kept as HTML -->\n', markdown });
    expect(md.code).toContain('kept as HTML');
    for (const filePath of ['/site/blog/post.md', '/site/blog/post.mdx']) {
      const result = await compileMarkdown({ filePath, source: 'Intro.\n\n<!-- truncate -->\n\nRest.\n', markdown });
      expect(result.excerpt?.text, filePath).toBe('Intro.');
    }
  });
});

describe('format', () => {
  test("'mdx' compiles .md files as MDX (Docusaurus's default), 'md' compiles .mdx as CommonMark", async () => {
    const { html: asMdx } = await renderMd('Two is {1 + 1}. <span className="x">hi</span>\n', { format: 'mdx' });
    expect(asMdx).toBe('<p>Two is 2. <span class="x">hi</span></p>');
    const { html: asMd } = await renderMarkdown('a < b and {c}\n', { format: 'md' });
    expect(asMd).toBe('<p>a &lt; b and {c}</p>');
  });

  test("a file's front matter mdx.format wins over the site's format", async () => {
    const { html } = await renderMd('---\nmdx:\n  format: mdx\n---\n\nTwo is {1 + 1}.\n', { format: 'md' });
    expect(html).toBe('<p>Two is 2.</p>');
    const { html: detected } = await renderMarkdown('---\nmdx:\n  format: detect\n---\n\n{c}\n', { filePath: '/site/docs/page.md', format: 'mdx' });
    expect(detected).toBe('<p>{c}</p>');
  });

  test('an invalid mdx.format is an error on its front matter line', async () => {
    const error = await compileError({ filePath: '/site/docs/page.md', source: '---\ntitle: T\nmdx:\n  format: html\n---\n\nText.\n' });
    expect([error.line, error.reason]).toEqual([3, 'Invalid front matter: mdx must be an object such as { format: md }, its format one of md, mdx, detect (got {"format":"html"})']);
  });
});

describe('mermaid', () => {
  const source = '```mermaid\ngraph TD; A-->B;\n```\n';

  test('on (Folio\'s default): a diagram; off: a code block, as in Docusaurus without the option', async () => {
    const on = await compileMarkdown({ filePath: '/site/docs/page.md', source });
    expect(on.hasMermaid).toBe(true);
    expect(on.code).toContain('Mermaid');
    const off = await renderMd(source, { markdown: { mermaid: false } });
    expect(off.result.hasMermaid).toBe(false);
    expect(off.result.code).not.toContain('Mermaid');
    expect(off.html).toContain('language-mermaid');
    expect(off.html).toContain('graph TD; A--&gt;B;');
    expect(scanMarkdown({ filePath: '/site/docs/page.md', source, markdown: { mermaid: false } }).hasMermaid).toBe(false);
  });
});

describe('preprocessor', () => {
  test('rewrites the whole file text first; front matter data comes from the file as written', async () => {
    const seen: unknown[] = [];
    const markdown: MarkdownOptions = {
      preprocessor: ({ filePath, fileContent }) => {
        seen.push({ filePath, fileContent });
        return fileContent.replaceAll('{{version}}', 'v0.43.0').replace('title: Raw', 'title: Changed');
      },
    };
    const source = '---\ntitle: Raw\n---\n\n# Install {{version}}\n\nRun {{version}}.\n';
    const { html, result } = await renderMd(source, { markdown });
    expect(seen).toEqual([{ filePath: '/site/docs/page.md', fileContent: source }]);
    expect(html).toBe('<h1>Install v0.43.0</h1>\n<p>Run v0.43.0.</p>');
    expect(result.frontMatter).toEqual({ title: 'Raw' });
    expect(scanMarkdown({ filePath: '/site/docs/page.md', source, markdown }).contentTitle).toBe('Install v0.43.0');
  });

  test('a preprocessor that throws or returns no string fails the file with what to fix', async () => {
    const thrown = await compileError({ filePath: '/site/docs/a.md', source: 'x', markdown: { preprocessor: () => { throw new Error('boom'); } } });
    expect(thrown.message).toBe('/site/docs/a.md:1:1 markdown.preprocessor failed on this file: boom');
    const none = await compileError({ filePath: '/site/docs/a.md', source: 'x', markdown: { preprocessor: (() => undefined) as never } });
    expect(none.reason).toBe("markdown.preprocessor returned undefined for this file; it must return the file's new text (a string).");
  });
});

describe('parseFrontMatter', () => {
  test("replaces Folio's parser and may build on the default one", async () => {
    const markdown: MarkdownOptions = {
      parseFrontMatter: async (params) => {
        const result = await params.defaultParseFrontMatter(params);
        return { ...result, frontMatter: { ...result.frontMatter, title: String(result.frontMatter.title).toUpperCase(), from: params.filePath } };
      },
    };
    const { html, result } = await renderMd('---\ntitle: hello\n---\n\nBody.\n', { markdown });
    expect(result.frontMatter).toEqual({ title: 'HELLO', from: '/site/docs/page.md' });
    expect(html).toBe('<p>Body.</p>');
  });

  test('a parser that returns no frontMatter object fails the file', async () => {
    const error = await compileError({ filePath: '/site/docs/a.md', source: 'x', markdown: { parseFrontMatter: async () => ({ content: 'x' }) as never } });
    expect(error.reason).toBe('markdown.parseFrontMatter returned {"content":"x"} for this file; it must return { frontMatter: {...}, content: \'...\' }.');
  });
});

describe('mdx1Compat.admonitions', () => {
  test('on: `:::note Title` has a title; off: only `:::note[Title]` does, and the old form is text', async () => {
    const old = ':::note My title\n\nBody.\n\n:::\n';
    const on = await compileMarkdown({ filePath: '/site/docs/page.md', source: old });
    expect(on.code).toContain('title: "My title"');
    const off = await renderMd(old, { markdown: { mdx1Compat: { admonitions: false } } });
    expect(off.result.code).not.toContain('Admonition');
    expect(off.html).toBe('<p>:::note My title</p>\n<p>Body.</p>\n<p>:::</p>');
    const label = await compileMarkdown({ filePath: '/site/docs/page.md', source: ':::note[My title]\n\nBody.\n\n:::\n', markdown: { mdx1Compat: { admonitions: false } } });
    expect(label.code).toContain('title: "My title"');
  });
});

describe('mdx1Compat.headingIds', () => {
  test('on: `{#id}` works unescaped in .mdx; escaped `\\{#id}` works too', async () => {
    const result = await compileMarkdown({ filePath: '/site/docs/page.mdx', source: '## One {#first}\n\n## Two \\{#second}\n' });
    expect(result.toc).toEqual([{ value: 'One', id: 'first', level: 2 }, { value: 'Two', id: 'second', level: 2 }]);
  });

  test('off: unescaped `{#id}` in .mdx is an MDX expression (an error, as in Docusaurus); escaped ids and .md ids still work', async () => {
    const markdown: MarkdownOptions = { mdx1Compat: { headingIds: false } };
    const error = await compileError({ filePath: '/site/docs/page.mdx', source: 'Text.\n\n## One {#first}\n', markdown });
    expect(error.line).toBe(3);
    const escaped = await compileMarkdown({ filePath: '/site/docs/page.mdx', source: '## Two \\{#second}\n', markdown });
    expect(escaped.toc).toEqual([{ value: 'Two', id: 'second', level: 2 }]);
    const md = await compileMarkdown({ filePath: '/site/docs/page.md', source: '## One {#first}\n', markdown });
    expect(md.toc).toEqual([{ value: 'One', id: 'first', level: 2 }]);
  });
});

describe('emoji', () => {
  test('shortcodes become emoji outside code (Docusaurus 3 always did this; 3.9 made it an option); off, they stay', async () => {
    const source = 'Ship it :rocket: :+1: but not `:tada:` nor :no-such-emoji: nor 10:30:00.\n';
    const { html } = await renderMd(source);
    expect(html).toBe('<p>Ship it 🚀 👍 but not <code>:tada:</code> nor :no-such-emoji: nor 10:30:00.</p>');
    const off = await renderMd(source, { markdown: { emoji: false } });
    expect(off.html).toBe('<p>Ship it :rocket: :+1: but not <code>:tada:</code> nor :no-such-emoji: nor 10:30:00.</p>');
  });

  test('a heading id is made from the shortcode as written, as in Docusaurus', async () => {
    const source = '## Done :tada:\n\n## Done :tada:\n';
    const { html, result } = await renderMd(source);
    expect(html).toMatch(/^<h2 id="done-tada" class="anchor">Done 🎉<a href="#done-tada"/);
    expect(html).not.toContain('slug');
    expect(result.toc).toEqual([{ value: 'Done 🎉', id: 'done-tada', level: 2 }, { value: 'Done 🎉', id: 'done-tada-1', level: 2 }]);
    expect(scanMarkdown({ filePath: '/site/docs/page.md', source }).toc.map((t) => t.id)).toEqual(['done-tada', 'done-tada-1']);
  });
});

describe('remarkRehypeOptions', () => {
  test('reach remark-rehype (footnote label and back-reference label)', async () => {
    const source = 'Text[^1].\n\n[^1]: A note.\n';
    const { html } = await renderMd(source, { markdown: { remarkRehypeOptions: { footnoteLabel: 'Notes', footnoteBackLabel: 'Back up' } } });
    expect(html).toContain('<h2 id="footnote-label" class="anchor sr-only">Notes<a');
    expect(html).toContain('aria-label="Back up"');
  });
});

describe('anchors.maintainCase', () => {
  test('heading ids keep their case, in the compile and in the quick scan; repeats are numbered', async () => {
    const source = '## Hello World\n\n## Hello World\n\n## API {#Custom}\n';
    const markdown: MarkdownOptions = { anchors: { maintainCase: true } };
    const result = await compileMarkdown({ filePath: '/site/docs/page.md', source, markdown });
    expect(result.toc.map((t) => t.id)).toEqual(['Hello-World', 'Hello-World-1', 'Custom']);
    expect(scanMarkdown({ filePath: '/site/docs/page.md', source, markdown }).toc.map((t) => t.id)).toEqual(['Hello-World', 'Hello-World-1', 'Custom']);
    const lower = await compileMarkdown({ filePath: '/site/docs/page.md', source });
    expect(lower.toc.map((t) => t.id)).toEqual(['hello-world', 'hello-world-1', 'Custom']);
  });
});

describe('mdx-code-block fences', () => {
  test('are unwrapped: their content is MDX (Docusaurus does this in every file); the scan reads it too', async () => {
    const source = ['````mdx-code-block', "import Tabs from '@theme/Tabs';", '', '## Inside', '', '```js', 'code();', '```', '````', '', 'After.', ''].join('\n');
    const result = await compileMarkdown({ filePath: '/site/docs/page.mdx', source });
    expect(result.code).toContain('@theme/Tabs');
    expect(result.toc).toEqual([{ value: 'Inside', id: 'inside', level: 2 }]);
    expect(result.sections.at(-1)?.text).toBe('code(); After.');
    expect(scanMarkdown({ filePath: '/site/docs/page.mdx', source }).toc).toEqual(result.toc);
  });
});

describe('the compile cache key', () => {
  test('changes with every option that changes the output, functions by their code', () => {
    const base: CompileInput = { filePath: '/site/docs/a.md', source: '# A\n' };
    const variants: MarkdownOptions[] = [
      { mermaid: false },
      { emoji: false },
      { mdx1Compat: { comments: false } },
      { mdx1Compat: { admonitions: false } },
      { mdx1Compat: { headingIds: false } },
      { anchors: { maintainCase: true } },
      { remarkRehypeOptions: { footnoteLabel: 'Notes' } },
      { preprocessor: ({ fileContent }) => fileContent },
      { preprocessor: ({ fileContent }) => fileContent.trim() },
      { parseFrontMatter: async ({ fileContent }) => ({ frontMatter: {}, content: fileContent }) },
    ];
    const keys = new Set([getCompileCacheKey(base), ...variants.map((markdown) => getCompileCacheKey({ ...base, markdown }))]);
    expect(keys.size).toBe(variants.length + 1);
    // Defaults written out are the same options as none.
    expect(getCompileCacheKey({ ...base, markdown: { mermaid: true, mdx1Compat: { comments: true }, anchors: { maintainCase: false } } })).toBe(getCompileCacheKey(base));
  });
});

describe('siteCompileOptions', () => {
  test("takes the site config's format and switches, not its plugin lists or hooks", () => {
    const preprocessor = ({ fileContent }: { fileContent: string }) => fileContent;
    const options = siteCompileOptions({ format: 'mdx', mermaid: false, hooks: { onBrokenMarkdownLinks: 'throw' }, preprocessor, remarkPlugins: [() => undefined], mdx1Compat: { comments: true, admonitions: false, headingIds: true } });
    expect(options).toEqual({ format: 'mdx', markdown: { mermaid: false, preprocessor, mdx1Compat: { comments: true, admonitions: false, headingIds: true } } });
    expect(siteCompileOptions(undefined)).toEqual({ format: 'detect' });
  });
});
