import { describe, expect, it } from 'vitest';
import { compileMarkdown } from './compile.ts';
import { EXCERPT_IMPORT_QUERY, scanMarkdown } from './scan.ts';
import type { CompiledMarkdown, CompileInput } from './types.ts';

/** What the development server takes from a scan instead of a compile. */
function essentials(result: CompiledMarkdown) {
  return {
    frontMatter: result.frontMatter,
    contentTitle: result.contentTitle,
    toc: result.toc,
    tocIds: result.headingIds.filter((id) => result.toc.some((t) => t.id === id)),
    links: result.links.map((l) => l.url).sort(),
    images: result.images.map((l) => l.url).sort(),
    hasMermaid: result.hasMermaid,
    hasExcerpt: result.excerpt !== undefined,
  };
}

const SAMPLES: Record<string, string> = {
  'doc.md': [
    '---',
    'title: Tracing',
    'tags: [a, b]',
    '---',
    '',
    '# Trace the kernel',
    '',
    'Intro with a [relative link](./other.md#part) and ![a picture](./img/x.png).',
    '',
    '<!-- truncate -->',
    '',
    '## Install `ig` _quickly_',
    '',
    '```bash',
    '## not a heading',
    '```',
    '',
    '### Kernel stacks: kernel_stack_map.h',
    '',
    '## Install `ig` _quickly_',
    '',
    '## Custom {#my-id}',
    '',
    '#### Too deep',
    '',
    '```mermaid',
    'graph TD; A-->B',
    '```',
    '',
    '[ref]: https://example.org/ref',
  ].join('\n'),
  'page.mdx': [
    "import Tabs from '@theme/Tabs';",
    '',
    '# Title after imports',
    '',
    '{/* truncate */}',
    '',
    '## **Bold** and [linked](../x.mdx) heading',
    '',
    '~~~',
    '# fenced',
    '~~~',
  ].join('\n'),
};

describe('scanMarkdown', () => {
  for (const [name, source] of Object.entries(SAMPLES)) {
    it(`finds what the compiler finds in ${name}: title, headings and ids, TOC, links, diagrams, excerpt`, async () => {
      const input: CompileInput = { source, filePath: `/site/docs/${name}`, format: 'detect' };
      expect(essentials(scanMarkdown(input))).toEqual(essentials(await compileMarkdown(input)));
    });
  }

  it('honours the TOC levels it is given', async () => {
    const input: CompileInput = { source: SAMPLES['doc.md']!, filePath: '/site/docs/doc.md', tocMinLevel: 2, tocMaxLevel: 4 };
    expect(scanMarkdown(input).toc.map((t) => t.level)).toEqual((await compileMarkdown(input)).toc.map((t) => t.level));
  });

  it('makes a module that imports the file itself, and its excerpt by a query', () => {
    const scanned = scanMarkdown({ source: SAMPLES['doc.md']!, filePath: '/site/docs/doc.md' });
    expect(scanned.code).toBe('export { default } from "/site/docs/doc.md";\n');
    expect(scanned.excerpt?.code).toBe(`export { default } from "/site/docs/doc.md${EXCERPT_IMPORT_QUERY}";\n`);
    expect(scanned.excerpt?.text).toContain('Intro with a');
  });

  it('rejects bad front matter like the compiler, with the line', () => {
    expect(() => scanMarkdown({ source: '---\ntitle: [unclosed\n---\n', filePath: '/site/docs/bad.md' })).toThrow(/bad\.md/);
  });
});
