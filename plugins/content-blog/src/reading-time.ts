/** Reading time of a post, as Docusaurus estimates it: words at 300 a minute. Pure. */

/** Default reading speed (Docusaurus 3). */
export const WORDS_PER_MINUTE = 300;

/** Ideographic and kana characters count as one word each; other words are runs of letters and digits. */
const WORD = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[\p{L}\p{N}][\p{L}\p{N}\p{M}'’_-]*/gu;

/** Number of words in a text (Markdown syntax characters are not words). */
export function countWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
}

/** Minutes to read a text, unrounded (the theme rounds up: "3 min read"). */
export function defaultReadingTime({ content, options }: { content: string; options?: { wordsPerMinute?: number } }): number {
  return countWords(content) / (options?.wordsPerMinute ?? WORDS_PER_MINUTE);
}
