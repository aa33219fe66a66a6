import { MarkdownError } from './errors.ts';

const strict = new TextDecoder('utf-8', { fatal: true });
const lenient = new TextDecoder('utf-8');

/** Offset of the first byte that does not start a valid UTF-8 sequence; -1 when all are valid. */
function firstInvalidByte(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i]!;
    const extra = b < 0x80 ? 0 : b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : -1;
    if (extra < 0) return i;
    // The second byte's range excludes overlong forms, surrogates and code points past U+10FFFF.
    const low = b === 0xe0 ? 0xa0 : b === 0xf0 ? 0x90 : 0x80;
    const high = b === 0xed ? 0x9f : b === 0xf4 ? 0x8f : 0xbf;
    for (let k = 1; k <= extra; k++) {
      const c = bytes[i + k];
      if (c === undefined || c < (k === 1 ? low : 0x80) || c > (k === 1 ? high : 0xbf)) return i;
    }
    i += extra + 1;
  }
  return -1;
}

/**
 * Decodes the bytes of a Markdown file. A binary file (one with NUL bytes) or text that is not
 * UTF-8 throws a MarkdownError placed at the first bad byte, so a Latin-1 file never turns into
 * pages of `�` without a word.
 */
export function decodeMarkdownBytes(bytes: Uint8Array, filePath: string): string {
  if (bytes.includes(0)) {
    throw new MarkdownError({ file: filePath, line: 1, column: 1, reason: 'Not a text file: it holds binary data (such as an image), not Markdown. Move it out of the content folder or give it its real extension.' });
  }
  try {
    return strict.decode(bytes);
  } catch {
    const offset = firstInvalidByte(bytes);
    const before = lenient.decode(bytes.subarray(0, offset));
    const line = before.split('\n').length;
    const column = before.length - (before.lastIndexOf('\n') + 1) + 1;
    const hex = (bytes[offset] ?? 0).toString(16).toUpperCase().padStart(2, '0');
    throw new MarkdownError({
      file: filePath,
      line,
      column,
      reason: `Not UTF-8 text: byte 0x${hex} does not start a valid UTF-8 character here. Save the file as UTF-8 (it may be Latin-1 or Windows-1252).`,
      source: lenient.decode(bytes),
    });
  }
}
