import { createElement, type ReactNode } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { readDiagramMarker } from './diagram-marker.ts';
import { renderMarkdown, renderMd } from './test/render.ts';

// The real Link needs the client router; this stand-in shows that Link was used.
vi.mock('../../../theme/src/theme/Link/index.tsx', () => ({
  default: ({ to, children, ...rest }: { to: string; children?: ReactNode }) => createElement('a', { href: to, 'data-link': 'internal', ...rest }, children),
}));

describe('formats', () => {
  test('.md is CommonMark: < and { in prose are text', async () => {
    const { html } = await renderMd('a < b and {c} and 1<2\n');
    expect(html).toBe('<p>a &lt; b and {c} and 1&lt;2</p>');
  });

  test('.mdx is MDX: expressions and JSX run', async () => {
    const { html } = await renderMarkdown('export const n = 2;\n\nTwo is {n * 1}. <span className="x">hi</span>\n');
    expect(html).toBe('<p>Two is 2. <span class="x">hi</span></p>');
  });

  test('front matter is removed and line numbers are kept', async () => {
    const { html, result } = await renderMd('---\ntitle: T\ntags: [a, b]\n---\n\n[x](./y.md)\n');
    expect(html).toBe('<p><a href="./y.md">x</a></p>');
    expect(result.frontMatter).toEqual({ title: 'T', tags: ['a', 'b'] });
    expect(result.links).toEqual([{ url: './y.md', line: 6, column: 1 }]);
  });

  test('raw HTML in .md renders', async () => {
    const { html } = await renderMd('<div class="box">\n\n**bold**\n\n</div>\n\nline<br/>break\n');
    expect(html).toBe('<div class="box">\n<p><strong>bold</strong></p>\n</div>\n<p>line<br/>break</p>');
  });
});

describe('GFM', () => {
  test('tables, task lists, strikethrough, autolinks', async () => {
    const source = '| a | b |\n|:--|--:|\n| 1 | 2 |\n\n- [x] done\n- [ ] todo\n\n~~gone~~ www.example.com\n';
    const { html } = await renderMd(source);
    expect(html).toBe(
      '<table><thead><tr><th style="text-align:left">a</th><th style="text-align:right">b</th></tr></thead><tbody><tr><td style="text-align:left">1</td><td style="text-align:right">2</td></tr></tbody></table>\n' +
        '<ul class="contains-task-list">\n<li class="task-list-item"><input type="checkbox" disabled="" checked=""/> done</li>\n<li class="task-list-item"><input type="checkbox" disabled=""/> todo</li>\n</ul>\n' +
        '<p><del>gone</del> <a href="http://www.example.com" target="_blank" rel="noopener noreferrer">www.example.com</a></p>',
    );
  });

  test('footnotes', async () => {
    const { html } = await renderMd('Text[^1].\n\n[^1]: The note.\n');
    expect(html).toContain('<sup><a href="#user-content-fn-1" id="user-content-fnref-1" data-footnote-ref="" aria-describedby="footnote-label">1</a></sup>');
    expect(html).toContain('<h2 id="footnote-label" class="anchor sr-only">Footnotes');
    expect(html).toContain('<li id="user-content-fn-1">');
    expect(html).toContain('The note. <a href="#user-content-fnref-1" data-footnote-backref="" aria-label="Back to reference 1" class="data-footnote-backref">↩</a>');
  });
});

describe('headings', () => {
  test('ids by rehype-slug, h2..h6 through Heading with a hash link, h1 plain', async () => {
    const { html, result } = await renderMd('# Title\n\n## Hello, World!\n\n### Hello, World!\n');
    expect(html).toBe(
      '<h1>Title</h1>\n' +
        '<h2 id="hello-world" class="anchor">Hello, World!<a href="#hello-world" class="hash-link" aria-label="Direct link to Hello, World!" title="Direct link to Hello, World!">\u200B</a></h2>\n' +
        '<h3 id="hello-world-1" class="anchor">Hello, World!<a href="#hello-world-1" class="hash-link" aria-label="Direct link to Hello, World!" title="Direct link to Hello, World!">\u200B</a></h3>',
    );
    expect(result.contentTitle).toBe('Title');
  });

  test('explicit ids {#id} in .md and .mdx, not inside code fences', async () => {
    const source = '## Install it {#install}\n\n```md\n## Not a heading {#nope}\n```\n\n### `code` title {#with-code}\n';
    for (const render of [renderMd, renderMarkdown]) {
      const { html, result } = await render(source);
      expect(html).toContain('<h2 id="install" class="anchor">Install it<a href="#install"');
      expect(html).toContain('<h3 id="with-code" class="anchor"><code>code</code> title<a href="#with-code"');
      expect(html).toContain('{#nope}');
      expect(result.toc).toEqual([
        { value: 'Install it', id: 'install', level: 2 },
        { value: 'code title', id: 'with-code', level: 3 },
      ]);
    }
  });
});

describe('admonitions', () => {
  // Each type with Infima's alert colour Docusaurus gives it.
  const cases = [
    [':::note\nPlain.\n:::\n', 'note', 'Note', 'secondary'],
    [':::tip[Label *title*]\nText.\n:::\n', 'tip', 'Label title', 'success'],
    [':::warning Take care\nText.\n:::\n', 'warning', 'Take care', 'warning'],
  ] as const;
  for (const [source, type, title, alert] of cases) {
    test(`${JSON.stringify(source.split('\n')[0])} in .md and .mdx`, async () => {
      for (const render of [renderMd, renderMarkdown]) {
        const { html } = await render(source);
        expect(html).toMatch(new RegExp(`^<div class="admonition admonition--${type} theme-admonition theme-admonition-${type} alert alert--${alert}"><div class="admonition__heading"><span class="admonition__icon"><svg [^>]+><path [^>]+></path></svg></span>${title}</div><div class="admonition__content"><p>`));
      }
    });
  }

  test('nesting with longer fences, all six types', async () => {
    const source = '::::info[Outer]\n\n:::danger\nInner.\n:::\n\n:::caution\nMore.\n:::\n\n::::\n';
    const { html } = await renderMarkdown(source);
    const types = [...html.matchAll(/admonition--(\w+)/g)].map((m) => m[1]);
    expect(types).toEqual(['info', 'danger', 'caution']);
    expect(html).toMatch(/Outer<\/div><div class="admonition__content"><div class="admonition admonition--danger/);
  });

  test('text that looks like a directive stays text', async () => {
    const { html } = await renderMd('Use key:value and a:b[c] here.\n');
    expect(html).toBe('<p>Use key:value and a:b[c] here.</p>');
  });
});

describe('code blocks', () => {
  test('highlighted at build time with title, line ranges and line numbers', async () => {
    const { html } = await renderMd('```js title="a.js" {2} showLineNumbers\nconst a = 1;\nlet b;\n```\n');
    expect(html).toBe(
      '<div class="code-block theme-code-block language-js"><div class="code-block__title">a.js</div><div class="code-block__body"><pre class="code-block__pre prism-code" tabindex="0"><code class="code-block__code code-block__code--numbered">' +
        '<span class="token-line"><span class="code-block__line-number" aria-hidden="true"></span><span class="code-block__line-content"><span class="token keyword">const</span> a <span class="token operator">=</span> <span class="token number">1</span><span class="token punctuation">;</span></span><br/></span>' +
        '<span class="token-line theme-code-block-highlighted-line"><span class="code-block__line-number" aria-hidden="true"></span><span class="code-block__line-content"><span class="token keyword">let</span> b<span class="token punctuation">;</span></span><br/></span>' +
        '</code></pre><button type="button" class="code-block__copy" aria-label="Copy code to clipboard" title="Copy"><span aria-live="polite">Copy</span></button></div></div>',
    );
  });

  test('magic comments highlight lines and disappear (# form in yaml)', async () => {
    const { html } = await renderMd('```yaml\na: 1\n# highlight-next-line\nb: 2\n# highlight-start\nc: 3\nd: 4\n# highlight-end\n```\n');
    const lines = [...html.matchAll(/<span class="token-line( theme-code-block-highlighted-line)?">/g)].map((m) => Boolean(m[1]));
    expect(lines).toEqual([false, true, true, true]);
    expect(html).not.toContain('highlight-');
  });

  test('console is shell-session; unknown languages stay plain; dynamic line numbers start', async () => {
    const { html } = await renderMd('```console\n$ kubectl get pods\nNAME\n```\n\n```nosuchlang showLineNumbers=5\nx < y\n```\n');
    expect(html).toContain('<span class="token command shell-symbol important">$</span><span class="token command"> </span><span class="token command bash language-bash">kubectl get pods</span>');
    expect(html).toContain('<span class="token output">NAME</span>');
    expect(html).toContain('<code class="code-block__code code-block__code--numbered" style="counter-reset:line-count 4"><span class="token-line"><span class="code-block__line-number" aria-hidden="true"></span><span class="code-block__line-content">x &lt; y</span>');
  });

  test('<CodeBlock> with a literal child is highlighted at build time', async () => {
    const source = "import CodeBlock from '@theme/CodeBlock';\n\n<CodeBlock language=\"go\" title=\"main.go\">{`package main`}</CodeBlock>\n";
    const { html, result } = await renderMarkdown(source);
    expect(result.code).toContain('lines: [[["keyword", "package"], " main"]]');
    expect(html).toContain('<div class="code-block__title">main.go</div>');
    expect(html).toContain('<span class="token keyword">package</span> main');
  });

  test('<CodeBlock> with a dynamic child renders plain lines on the server', async () => {
    const source = "import CodeBlock from '@theme/CodeBlock';\nexport const src = 'let x = 1;\\nlet y';\n\n<CodeBlock language=\"js\" metastring=\"{2}\">{src}</CodeBlock>\n";
    const { html, result } = await renderMarkdown(source);
    expect(result.code).not.toContain('lines:');
    expect(html).toContain('<span class="token-line"><span class="code-block__line-content">let x = 1;</span><br/></span><span class="token-line theme-code-block-highlighted-line"><span class="code-block__line-content">let y</span>');
  });
});

describe('mermaid', () => {
  test('```mermaid renders the Mermaid placeholder with the source', async () => {
    const { html, result } = await renderMd('```mermaid\ngraph TD\n  A-->B\n```\n');
    expect(html).toBe('<div class="mermaid-diagram mermaid-diagram--pending" aria-busy="true" tabindex="0" role="figure" aria-label="Diagram"><pre class="mermaid-diagram__source">graph TD\n  A--&gt;B</pre></div>');
    expect(result.hasMermaid).toBe(true);
    expect(result.messages).toEqual([]);
    expect(result.code).not.toMatch(/from ["']mermaid["']/);
  });

  test('the compiled code names the types of its diagrams (what the browser loads to draw them), the excerpt those before the marker', async () => {
    const source = '```mermaid\nsequenceDiagram\n  A->>B: hi\n```\n\n<!-- truncate -->\n\n```mermaid\nflowchart LR\n  A-->B\n```\n\n```mermaid\nsequenceDiagram\n  B->>A: hello\n```\n';
    const { result } = await renderMd(source);
    expect(readDiagramMarker(result.code)).toEqual(['sequence', 'flowchart-v2']);
    expect(readDiagramMarker(result.excerpt!.code)).toEqual(['sequence']);
    expect(readDiagramMarker((await renderMd('No diagram.\n')).result.code)).toEqual([]);
  });

  test('an invalid diagram gives a warning at its line in the file', async () => {
    const source = '---\ntitle: x\n---\n\nIntro.\n\n```mermaid\nsequenceDiagram\n  Alice->>Bob: hi\n  Bob-->>\n```\n';
    const { result } = await renderMd(source, { filePath: '/site/docs/diagram.md' });
    expect(result.messages).toHaveLength(1);
    expect(result.messages[0]).toMatchObject({ file: '/site/docs/diagram.md', line: 10, column: 1, ruleId: 'folio-markdown:mermaid' });
    expect(result.messages[0]?.reason).toMatch(/^Invalid Mermaid diagram: Parse error on line 3: Expecting/);
  });

  test('flowcharts with labels are checked too (mermaid sanitises labels even when parsing)', async () => {
    const ok = await renderMd('```mermaid\ngraph TD\n  A[Hello] --> B(World)\n```\n');
    expect(ok.result.messages).toEqual([]);
    const bad = await renderMd('Text\n\n  ```mermaid\n  graph TD\n    A[Hello] --> B(World)\n    B -->\n  ```\n');
    expect(bad.result.messages.map((m) => [m.line, m.column])).toEqual([[6, 3]]);
    expect(bad.result.messages[0]?.reason).toMatch(/^Invalid Mermaid diagram: Parse error on line 4: Expecting /);
  });
});

describe('details', () => {
  test('<details> in .md and .mdx renders through Details', async () => {
    const md = '<details>\n<summary>More</summary>\n\nHidden **text**.\n\n</details>\n';
    const mdx = '<details>\n  <summary>More</summary>\n\n  Hidden **text**.\n</details>\n';
    for (const [render, source] of [[renderMd, md], [renderMarkdown, mdx]] as const) {
      const { html } = await render(source);
      expect(html).toMatch(/^<details class="details"><summary class="details__summary">More<\/summary><div class="details__content">.*<p>Hidden <strong>text<\/strong>\.<\/p>.*<\/div><\/details>$/s);
    }
  });
});

describe('links and images', () => {
  const page = {
    resolveLink: (href: string) => (href === './intro.md#setup' ? '/docs/intro#setup' : undefined),
    resolveImage: (src: string) => (src === '/img/a.png' ? { src: '/assets/a.123.png', srcSet: '/assets/a.123.png 1x, /assets/a.456.png 2x', width: 640, height: 480 } : undefined),
  };

  test('links resolve through the page context; internal ones use Link; external ones open a new tab', async () => {
    const { MDXPageContext } = await import('../../../theme/src/theme/MDXComponents/index.tsx');
    const wrap = (content: ReactNode) => createElement(MDXPageContext.Provider, { value: page }, content);
    const source = '[a](./intro.md#setup) [b](./missing.md) [c](/docs/x) [d](https://e.com) [e](#top) [f](mailto:a@b.c) [g](javascript:alert(1))\n';
    const { html, result } = await renderMd(source, { wrap });
    expect(html).toBe(
      '<p><a href="/docs/intro#setup" data-link="internal">a</a> <a href="./missing.md">b</a> <a href="/docs/x" data-link="internal">c</a> ' +
        '<a href="https://e.com" target="_blank" rel="noopener noreferrer">d</a> <a href="#top">e</a> <a href="mailto:a@b.c">f</a> <a>g</a></p>',
    );
    expect(result.links.map((l) => [l.url, l.line, l.column])).toEqual([
      ['./intro.md#setup', 1, 1], ['./missing.md', 1, 23], ['/docs/x', 1, 41], ['https://e.com', 1, 54], ['#top', 1, 73], ['mailto:a@b.c', 1, 83], ['javascript:alert(1)', 1, 101],
    ]);
  });

  test('images resolve with srcSet and size, lazy and async', async () => {
    const { MDXPageContext } = await import('../../../theme/src/theme/MDXComponents/index.tsx');
    const wrap = (content: ReactNode) => createElement(MDXPageContext.Provider, { value: page }, content);
    const { html, result } = await renderMd('![A](/img/a.png)\n\n![B](https://x.org/b.png "Bee")\n', { wrap });
    expect(html).toBe(
      '<p><img loading="lazy" decoding="async" alt="A" src="/assets/a.123.png" srcSet="/assets/a.123.png 1x, /assets/a.456.png 2x" width="640" height="480"/></p>\n' +
        '<p><img loading="lazy" decoding="async" alt="B" title="Bee" src="https://x.org/b.png"/></p>',
    );
    expect(result.images).toEqual([{ url: '/img/a.png', line: 1, column: 1 }, { url: 'https://x.org/b.png', line: 3, column: 1 }]);
  });
});

describe('tabs', () => {
  test('SSR renders the default tab and hides the others', async () => {
    const source = [
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      '',
      '<Tabs groupId="os">',
      '  <TabItem value="linux" label="Linux">Use apt.</TabItem>',
      '  <TabItem value="mac" label="macOS" default>Use brew.</TabItem>',
      '</Tabs>',
      '',
    ].join('\n');
    const { html } = await renderMarkdown(source);
    const baseId = /id="([^"]+)-tab-0"/.exec(html)?.[1] ?? 'missing';
    expect(html.replaceAll(baseId, 'ID')).toBe(
      '<div class="tabs-container"><ul role="tablist" aria-orientation="horizontal" class="tabs">' +
        '<li role="tab" id="ID-tab-0" aria-controls="ID-panel-0" aria-selected="false" tabindex="-1" class="tabs__item">Linux</li>' +
        '<li role="tab" id="ID-tab-1" aria-controls="ID-panel-1" aria-selected="true" tabindex="0" class="tabs__item tabs__item--active">macOS</li></ul>' +
        '<div class="tabs__panels"><div role="tabpanel" id="ID-panel-0" aria-labelledby="ID-tab-0" hidden="" class="tabs__panel">Use apt.</div>' +
        '<div role="tabpanel" id="ID-panel-1" aria-labelledby="ID-tab-1" class="tabs__panel">Use brew.</div></div></div>',
    );
  });
});

describe('truncation', () => {
  test('<!-- truncate --> in .md and {/* truncate */} in .mdx compile an excerpt', async () => {
    const { loadCompiled } = await import('./test/render.ts');
    const { renderToStaticMarkup } = await import('react-dom/server');
    const cases = [
      [renderMd, 'Intro **one**.\n\n<!-- truncate -->\n\nRest.\n'],
      [renderMarkdown, 'Intro **one**.\n\n{/* truncate */}\n\nRest.\n'],
      [renderMarkdown, 'Intro **one**.\n\n<!-- truncate -->\n\nRest.\n'],
    ] as const;
    for (const [render, source] of cases) {
      const { html, result } = await render(source);
      expect(html).toContain('<p>Rest.</p>');
      expect(result.excerpt?.text).toBe('Intro one.');
      const Excerpt = await loadCompiled(result.excerpt?.code ?? '');
      expect(renderToStaticMarkup(createElement(Excerpt))).toBe('<p>Intro <strong>one</strong>.</p>');
    }
  });

  test('no marker, no excerpt; a marker inside code does not count', async () => {
    const { result } = await renderMd('Text.\n\n```html\n<!-- truncate -->\n```\n');
    expect(result.excerpt).toBeUndefined();
  });
});
