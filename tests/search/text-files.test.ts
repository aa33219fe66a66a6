import { describe, expect, it } from 'vitest';
import { splitTexts } from '../../plugins/search/src/texts.ts';
import { textFileOf, textFileUrl } from '../../theme/src/theme/SearchBar/text-files.ts';

describe('finding an entry’s text file', () => {
  it('finds, for every entry, the file the plugin put its text in', () => {
    const texts = Array.from({ length: 200 }, (_, i) => 'x'.repeat((i * 37) % 900));
    const { starts, files } = splitTexts(texts, 2000);
    expect(files.length).toBeGreaterThan(10);
    texts.forEach((text, id) => {
      const n = textFileOf(starts, id);
      expect(files[n]![id - starts[n]!]).toBe(text);
    });
  });

  it('names text files next to the search document file', () => {
    expect(textFileUrl('https://cdn.example.org/assets/search/current/search-doc-abc.json', 'search-text-abc', 3)).toBe('https://cdn.example.org/assets/search/current/search-text-abc-3.json');
  });
});
