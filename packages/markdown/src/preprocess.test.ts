import { expect, test } from 'vitest';
import { preprocessMarkdown } from './preprocess.ts';

test('explicit ids are blanked in place and remembered by line, outside fences only', () => {
  const input = ['## A {#a}', '```', '## B {#b}', '```', '> ### C {#c-id}  ', '~~~~', '```', '# D {#d}', '~~~~', '#### E {#e}'].join('\n');
  const { text, headingIds } = preprocessMarkdown(input, 'mdx');
  expect(text.split('\n')).toEqual(['## A     ', '```', '## B {#b}', '```', '> ### C          ', '~~~~', '```', '# D {#d}', '~~~~', '#### E     ']);
  expect([...headingIds]).toEqual([[1, 'a'], [5, 'c-id'], [10, 'e']]);
});

test('admonition titles become directive labels; other directives are left alone', () => {
  const { text } = preprocessMarkdown(':::note My [title]\n:::tip[Already]\n::::danger  Spaced  \n:::details Sum\n', 'md');
  expect(text).toBe(':::note[My \\[title\\]]\n:::tip[Already]\n::::danger[Spaced]\n:::details Sum\n');
});

test('an HTML truncate comment becomes an MDX comment in .mdx only', () => {
  expect(preprocessMarkdown('a\n<!-- truncate -->\nb', 'mdx').text).toBe('a\n{/* truncate */}\nb');
  expect(preprocessMarkdown('a\n<!-- truncate -->\nb', 'md').text).toBe('a\n<!-- truncate -->\nb');
});
