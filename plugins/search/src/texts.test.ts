import { describe, expect, it } from 'vitest';
import { splitTexts } from './texts.ts';

describe('splitTexts', () => {
  it('groups consecutive texts up to the size, a longer text alone, every entry once and in order', () => {
    const texts = ['aaaa', 'bb', 'cccccccccc', '', 'dd', 'ee', 'f'];
    const split = splitTexts(texts, 6);
    expect(split).toEqual({ starts: [0, 2, 3], files: [['aaaa', 'bb'], ['cccccccccc'], ['', 'dd', 'ee', 'f']] });
    expect(split.files.flat()).toEqual(texts);
  });

  it('makes no file for no entry', () => {
    expect(splitTexts([])).toEqual({ starts: [], files: [] });
  });
});
