import { describe, expect, it } from 'vitest';
import { isMarkdownFileLink, resolveMarkdownLinks } from './links.ts';

describe('Markdown file links', () => {
  it('recognises relative links to .md and .mdx files only', () => {
    expect(isMarkdownFileLink('./a.md')).toBe(true);
    expect(isMarkdownFileLink('../b/c.mdx#part')).toBe(true);
    expect(isMarkdownFileLink('/docs/a.md')).toBe(false);
    expect(isMarkdownFileLink('https://x.org/a.md')).toBe(false);
    expect(isMarkdownFileLink('./a')).toBe(false);
  });

  it('resolves against the linking file and keeps the hash; reports the missing ones', () => {
    const pages = new Map([
      ['gadgets/trace_exec.mdx', '/docs/latest/gadgets/trace_exec'],
      ['reference/run.md', '/docs/latest/reference/run'],
    ]);
    const { map, broken } = resolveMarkdownLinks(
      'gadgets/trace_open.mdx',
      [
        { url: './trace_exec.mdx', line: 3, column: 5 },
        { url: '../reference/run.md#flags', line: 4, column: 1 },
        { url: './gone.md', line: 9, column: 12 },
      ],
      (p) => pages.get(p),
    );
    expect(map).toEqual({ './trace_exec.mdx': '/docs/latest/gadgets/trace_exec', '../reference/run.md#flags': '/docs/latest/reference/run#flags' });
    expect(broken).toEqual([{ url: './gone.md', line: 9, column: 12 }]);
  });
});
