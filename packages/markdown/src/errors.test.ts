import { describe, expect, test } from 'vitest';
import { compileMany, compileMarkdown } from './compile.ts';
import { createCodeFrame, MarkdownError } from './errors.ts';

async function errorOf(source: string, filePath = '/site/docs/bad.mdx'): Promise<MarkdownError> {
  const error = await compileMarkdown({ source, filePath }).then(() => undefined, (e: unknown) => e);
  if (!(error instanceof MarkdownError)) throw new Error(`expected a MarkdownError, got ${String(error)}`);
  return error;
}

describe('MDX syntax errors name the place in the original file', () => {
  test('unclosed JSX tag after front matter', async () => {
    const error = await errorOf('---\ntitle: x\n---\n\n# T\n\n<Tabs>\n  text\n\nmore\n');
    expect(error.message).toBe(
      [
        '/site/docs/bad.mdx:7:1 Expected a closing tag for `<Tabs>`',
        '',
        '  5 | # T',
        '  6 |',
        '> 7 | <Tabs>',
        '    | ^',
        '  8 |   text',
        '  9 |',
      ].join('\n'),
    );
    expect([error.file, error.line, error.column, error.reason]).toEqual(['/site/docs/bad.mdx', 7, 1, 'Expected a closing tag for `<Tabs>`']);
  });

  test('stray {', async () => {
    const error = await errorOf('Hello {oops\n\nmore\n');
    expect(error.message).toBe(
      [
        '/site/docs/bad.mdx:1:12 Unexpected end of file in expression, expected a corresponding closing brace for `{`',
        '',
        '> 1 | Hello {oops',
        '    |            ^',
        '  2 |',
        '  3 | more',
      ].join('\n'),
    );
  });

  test('stray <', async () => {
    const error = await errorOf('# T\n\nUse a <-- arrow.\n');
    expect(error.message).toBe(
      [
        '/site/docs/bad.mdx:3:8 Unexpected character `-` (U+002D) before name, expected a character that can start a name, such as a letter, `$`, or `_`',
        '',
        '  1 | # T',
        '  2 |',
        '> 3 | Use a <-- arrow.',
        '    |        ^',
        '  4 |',
      ].join('\n'),
    );
  });

  test('bad expression in an attribute', async () => {
    const error = await errorOf('# T\n\nSome <Foo prop={1 +}>x</Foo>\n');
    expect(error.message.split('\n')[0]).toBe('/site/docs/bad.mdx:3:20 Could not parse expression with acorn');
  });

  test('the same text is fine in .md', async () => {
    await expect(compileMarkdown({ source: 'Hello {oops <-- <Tabs>\n', filePath: '/site/docs/ok.md' })).resolves.toBeDefined();
  });
});

test('invalid front matter names the file and the line', async () => {
  const error = await errorOf('---\ntitle: x\ntitle: y\n---\nbody\n', '/site/docs/fm.md');
  expect(error.message).toBe(
    ['/site/docs/fm.md:3:1 Invalid front matter: Map keys must be unique', '', '  1 | ---', '  2 | title: x', '> 3 | title: y', '    | ^', '  4 | ---', '  5 | body'].join('\n'),
  );
});

test('compileMany compiles every file and collects every error', async () => {
  const { results, errors } = await compileMany([
    { source: '# ok\n', filePath: '/a.md' },
    { source: '<Broken\n', filePath: '/b.mdx' },
    { source: 'fine\n', filePath: '/c.mdx' },
    { source: 'x {\n', filePath: '/d.mdx' },
  ]);
  expect(results.map((r) => r !== undefined)).toEqual([true, false, true, false]);
  expect(errors.map((e) => e.message.split('\n')[0])).toEqual([
    '/b.mdx:2:1 Unexpected end of file after name, expected a character that can start an attribute name, such as a letter, `$`, or `_`; whitespace before attributes; or the end of the tag',
    '/d.mdx:1:4 Unexpected end of file in expression, expected a corresponding closing brace for `{`',
  ]);
});

test('code frame keeps tabs under the caret and stops at the file edges', () => {
  expect(createCodeFrame('a\n\tbad\nc', 2, 3)).toBe(['  1 | a', '> 2 | \tbad', '    | \t ^', '  3 | c'].join('\n'));
  expect(createCodeFrame('one', 5, 1)).toBe('');
});
