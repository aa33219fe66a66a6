import { describe, expect, it } from 'vitest';
import { buildSnippet, findMatches, markTerms } from '../../theme/src/theme/SearchBar/snippet.ts';

describe('findMatches', () => {
  it('finds whole words that start with a term, case-insensitively', () => {
    expect(findMatches('Gadgets trace gadget_x and Regadget', ['gadget'])).toEqual([
      [0, 7],
      [14, 22],
    ]);
    expect(findMatches('Überblick über', ['über'])).toEqual([
      [0, 9],
      [10, 14],
    ]);
    expect(findMatches('anything', [])).toEqual([]);
    expect(findMatches('anything', [''])).toEqual([]);
  });
});

describe('markTerms', () => {
  it('splits text into plain and marked segments', () => {
    expect(markTerms('Run the trace gadget.', ['trac', 'gadget'])).toEqual([
      { text: 'Run the ', mark: false },
      { text: 'trace', mark: true },
      { text: ' ', mark: false },
      { text: 'gadget', mark: true },
      { text: '.', mark: false },
    ]);
  });

  it('keeps markup-like text as plain text segments', () => {
    expect(markTerms('<img src=x onerror=alert(1)>', ['onerror'])).toEqual([
      { text: '<img src=x ', mark: false },
      { text: 'onerror', mark: true },
      { text: '=alert(1)>', mark: false },
    ]);
  });
});

describe('buildSnippet', () => {
  const text = `${'lorem ipsum '.repeat(20)}the needle sits here ${'dolor sit '.repeat(20)}`.trim();

  it('centres a bounded window on the first match, cut at word boundaries, with ellipses', () => {
    const snippet = buildSnippet(text, ['needle'], 80);
    const joined = snippet.map((s) => s.text).join('');
    expect(snippet[0]).toEqual({ text: '…', mark: false });
    expect(snippet.at(-1)).toEqual({ text: '…', mark: false });
    expect(snippet.filter((s) => s.mark)).toEqual([{ text: 'needle', mark: true }]);
    expect(joined.length).toBeLessThanOrEqual(84);
    expect(joined).toMatch(/^…\w+ .* \w+…$/);
  });

  it('starts at the beginning when nothing matches or the match is early', () => {
    expect(buildSnippet('short text', ['zzz'])).toEqual([{ text: 'short text', mark: false }]);
    expect(buildSnippet('needle first', ['needle'])[0]).toEqual({ text: 'needle', mark: true });
    expect(buildSnippet('', ['x'])).toEqual([]);
  });
});

describe('buildSnippet near the end of the text', () => {
  it('keeps the window full by starting earlier', () => {
    const text = `${'alpha '.repeat(30)}omega`;
    const joined = buildSnippet(text, ['omega'], 60).map((s) => s.text).join('');
    expect(joined.startsWith('…alpha')).toBe(true);
    expect(joined.endsWith('omega')).toBe(true);
    expect(joined.length).toBeGreaterThan(50);
  });
});
