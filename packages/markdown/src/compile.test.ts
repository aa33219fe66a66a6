import type { Root as HastRoot } from 'hast';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { describe, expect, test } from 'vitest';
import { compileMarkdown, resolveFormat } from './compile.ts';
import { getMarkdownProcessor } from './processor.ts';

const doc = [
  '---',
  'title: Page',
  '---',
  "import X from './x';",
  '',
  '# Page title',
  '',
  'Intro text with `code`.',
  '',
  '## First {#first}',
  '',
  'Alpha <a id="manual-anchor"></a> beta.',
  '',
  '### Second',
  '',
  '```bash',
  'echo hi',
  '```',
  '',
  '#### Deep',
  '',
  'Deep text.',
  '',
  '## Third',
  '',
  ':::note[Heads up]',
  'Careful.',
  ':::',
  '',
].join('\n');

describe('metadata', () => {
  test('toc (default 2..3), heading ids, content title, sections', async () => {
    const result = await compileMarkdown({ source: doc, filePath: '/site/docs/page.mdx' });
    expect(result.contentTitle).toBe('Page title');
    expect(result.toc).toEqual([
      { value: 'First', id: 'first', level: 2 },
      { value: 'Second', id: 'second', level: 3 },
      { value: 'Third', id: 'third', level: 2 },
    ]);
    expect(result.headingIds).toEqual(['page-title', 'first', 'second', 'deep', 'third', 'manual-anchor']);
    expect(result.sections).toEqual([
      { id: '', title: '', level: 0, text: 'Intro text with code.' },
      { id: 'first', title: 'First', level: 2, text: 'Alpha beta.' },
      { id: 'second', title: 'Second', level: 3, text: 'echo hi Deep Deep text.' },
      { id: 'third', title: 'Third', level: 2, text: 'Heads up Careful.' },
    ]);
  });

  test('toc levels are options', async () => {
    const result = await compileMarkdown({ source: doc, filePath: '/site/docs/page.mdx', tocMinLevel: 3, tocMaxLevel: 4 });
    expect(result.toc.map((t) => t.id)).toEqual(['second', 'deep']);
  });

  test('content title only when the content starts with an h1', async () => {
    const late = await compileMarkdown({ source: 'Intro.\n\n# Late\n', filePath: '/a.md' });
    expect(late.contentTitle).toBeUndefined();
  });

  test('output does not depend on the file path (identical docs compile identically)', async () => {
    const a = await compileMarkdown({ source: doc, filePath: '/site/versioned_docs/version-1/page.mdx' });
    const b = await compileMarkdown({ source: doc, filePath: '/site/docs/page.mdx' });
    expect(a).toEqual(b);
    expect(a.code).not.toContain('/site/');
  });

  test('format detection by extension', () => {
    expect([resolveFormat('detect', '/a.md'), resolveFormat(undefined, '/a.mdx'), resolveFormat('detect', '/a.markdown'), resolveFormat('mdx', '/a.md')]).toEqual(['md', 'mdx', 'md', 'mdx']);
  });

  test('unknown directives are warned about and kept as text', async () => {
    const result = await compileMarkdown({ source: 'a\n\n:::spoiler\nhidden\n:::\n', filePath: '/a.md' });
    expect(result.messages).toEqual([{ file: '/a.md', line: 3, column: 1, reason: 'Unknown directive ":::spoiler"; it is rendered as text', ruleId: 'folio-markdown:directive' }]);
    expect(result.sections[0]?.text).toBe('a :::spoiler hidden :::');
  });
});

describe('site plugins', () => {
  test('run in their places: remark plugins see raw code nodes (highlighting comes after them), rehype sees ids', async () => {
    const seen: string[] = [];
    const beforeRemark = () => (tree: Root) => {
      visit(tree, 'code', () => void seen.push('before-remark:code'));
    };
    const remark = () => (tree: Root) => {
      visit(tree, 'code', () => void seen.push('remark:code'));
      visit(tree, 'mdxJsxFlowElement', (node) => void seen.push(`remark:${node.name}`));
      visit(tree, 'text', (node) => {
        node.value = node.value.replace('Hello', 'Howdy');
      });
    };
    const beforeRehype = () => (tree: HastRoot) => {
      visit(tree, 'element', (node) => void (node.tagName === 'h2' && seen.push(`before-rehype:id=${String(node.properties.id)}`)));
    };
    const rehype = () => (tree: HastRoot) => {
      visit(tree, 'element', (node) => void (node.tagName === 'h2' && seen.push(`rehype:id=${String(node.properties.id)}`)));
    };
    const result = await compileMarkdown({
      source: '## Hello\n\n```js\nx\n```\n',
      filePath: '/a.md',
      beforeDefaultRemarkPlugins: [beforeRemark],
      remarkPlugins: [remark],
      beforeDefaultRehypePlugins: [beforeRehype],
      rehypePlugins: [rehype],
    });
    expect(seen).toEqual(['before-remark:code', 'remark:code', 'before-rehype:id=undefined', 'rehype:id=howdy']);
    expect(result.toc).toEqual([{ value: 'Howdy', id: 'howdy', level: 2 }]);
  });

  test('processors are created once per format and plugin set', () => {
    const plugin = () => () => undefined;
    const a = getMarkdownProcessor('md', { remarkPlugins: [[plugin, { x: 1 }]] });
    const b = getMarkdownProcessor('md', { remarkPlugins: [[plugin, { x: 1 }]] });
    const c = getMarkdownProcessor('md', { remarkPlugins: [[plugin, { x: 2 }]] });
    const d = getMarkdownProcessor('mdx', { remarkPlugins: [[plugin, { x: 1 }]] });
    expect(a).toBe(b);
    expect(c).not.toBe(a);
    expect(d).not.toBe(a);
  });
});
