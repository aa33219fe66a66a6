/**
 * About how many characters of text one text file holds. Smaller files make what a search fetches
 * for its hits smaller, but more files make builds slower (each costs about 0.3 ms to write). On
 * the real site, eight hits fetch at most about 10 kB gzip with 2,000 characters (270 files per
 * version), 15 kB with 4,000 (125 files), 22 kB with 6,000 (80 files).
 */
export const TEXT_FILE_CHARS = 4000;

/** The entries' texts cut into files of consecutive entries. */
export interface TextFiles {
  /** The first entry of each file. */
  starts: number[];
  /** Each file's texts. */
  files: string[][];
}

/**
 * Groups consecutive texts into files of at most `maxChars` characters; a longer text gets a file
 * of its own. Every entry is in exactly one file, in order. Pure.
 */
export function splitTexts(texts: readonly string[], maxChars = TEXT_FILE_CHARS): TextFiles {
  const starts: number[] = [];
  const files: string[][] = [];
  let size = 0;
  texts.forEach((text, i) => {
    const current = files[files.length - 1];
    if (!current || (current.length > 0 && size + text.length > maxChars)) {
      starts.push(i);
      files.push([text]);
      size = text.length;
    } else {
      current.push(text);
      size += text.length;
    }
  });
  return { starts, files };
}

