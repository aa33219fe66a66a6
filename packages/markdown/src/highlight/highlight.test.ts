import { Prism } from 'prism-react-renderer';
import { describe, expect, test } from 'vitest';
import { highlightCode, linesToText } from './highlight.ts';
import { applyMagicComments } from './magic-comments.ts';
import { parseCodeMeta, parseLineRanges } from './meta.ts';
import { EXTRA_LANGUAGES, getPrism } from './prism.ts';

describe('highlightCode', () => {
  test('tokens are compact: plain strings and [types, text] pairs, one array per line', () => {
    expect(highlightCode('const a = "x";\n\nf()', 'ts')).toEqual([
      [['keyword', 'const'], ' a ', ['operator', '='], ' ', ['string', '"x"'], ['punctuation', ';']],
      [],
      [['function', 'f'], ['punctuation', '('], ['punctuation', ')']],
    ]);
  });

  test('the required languages and aliases are known', () => {
    const prism = getPrism();
    for (const name of ['bash', 'sh', 'shell', 'yaml', 'docker', 'dockerfile', 'go', 'json', 'typescript', 'javascript', 'jsx', 'tsx', 'c', 'rust', 'diff', 'shell-session', ...EXTRA_LANGUAGES]) {
      expect(prism.languages[name], name).toBeDefined();
    }
    expect(highlightCode('FROM alpine', 'Dockerfile')[0]?.[0]).toEqual(['instruction keyword', 'FROM']);
    expect(highlightCode('+ added', 'diff')[0]?.map((t) => t[0])).toEqual(['inserted-sign inserted prefix inserted', 'inserted-sign inserted line']);
    expect(highlightCode('$ ls', 'console')[0]?.[0]).toEqual(['command shell-symbol important', '$']);
  });

  test('loading languages uses prism-react-renderer’s Prism and leaves no global behind', () => {
    expect(getPrism()).toBe(Prism);
    expect((globalThis as { Prism?: unknown }).Prism).toBeUndefined();
  });

  test('unknown language: plain lines; text round-trips', () => {
    const code = 'a <b>\n\n  c';
    expect(highlightCode(code, 'klingon')).toEqual([['a <b>'], [], ['  c']]);
    expect(linesToText(highlightCode(code, 'js'))).toBe(code);
  });
});

describe('meta and magic comments', () => {
  test('parseCodeMeta reads title, ranges and showLineNumbers', () => {
    expect(parseCodeMeta('title="src/a b.ts" {1,3-5} showLineNumbers')).toEqual({ title: 'src/a b.ts', highlightLines: [1, 3, 4, 5], showLineNumbers: true });
    expect(parseCodeMeta("title='x' showLineNumbers=10")).toEqual({ title: 'x', showLineNumbers: 10 });
    expect(parseCodeMeta(undefined)).toEqual({});
    expect(parseLineRanges('5-3, 2,2')).toEqual([2, 5]);
  });

  test('magic comments in //, #, /* */, {/* */} and <!-- --> forms', () => {
    const code = ['// highlight-next-line', 'a', 'b', '# highlight-start', 'c', '{/* highlight-next-line */}', 'd', '<!-- highlight-end -->', 'e', '/* highlight-next-line */', 'f'].join('\n');
    expect(applyMagicComments(code)).toEqual({ code: 'a\nb\nc\nd\ne\nf', highlightLines: [1, 3, 4, 6] });
  });
});
