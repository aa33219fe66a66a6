import { describe, expect, it } from 'vitest';
import { countWords, defaultReadingTime } from './reading-time.ts';

describe('reading time', () => {
  it('counts words, not Markdown punctuation', () => {
    expect(countWords('## A heading\n\nSome `code` and **bold** text, don’t stop — ok.\n\n- item')).toBe(11);
    expect(countWords('')).toBe(0);
  });

  it('reads 300 words a minute by default, or at the given speed', () => {
    const text = 'word '.repeat(600);
    expect(defaultReadingTime({ content: text })).toBe(2);
    expect(defaultReadingTime({ content: text, options: { wordsPerMinute: 200 } })).toBe(3);
  });

  it('counts each ideograph as a word', () => {
    expect(countWords('日本語 text')).toBe(4);
  });
});
