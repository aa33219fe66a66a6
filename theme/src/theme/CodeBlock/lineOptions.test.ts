import { describe, expect, it } from 'vitest';
import { getLineOptions } from './lineOptions.ts';

describe('getLineOptions', () => {
  it('reads title, ranges and line numbers from the meta string, leaving the code as it is', () => {
    const code = 'a\n// highlight-next-line\nb';
    expect(getLineOptions(code, 'title="x.js" {1,3-4} showLineNumbers=5')).toEqual({ code, title: 'x.js', highlightLines: [1, 3, 4], showLineNumbers: 5 });
  });

  it('without ranges, removes magic comments and highlights the lines they mark', () => {
    const code = ['one', '# highlight-next-line', 'two', '<!-- highlight-start -->', 'three', 'four', '<!-- highlight-end -->', 'five'].join('\n');
    expect(getLineOptions(code)).toEqual({ code: 'one\ntwo\nthree\nfour\nfive', title: undefined, highlightLines: [2, 3, 4], showLineNumbers: undefined });
  });
});
