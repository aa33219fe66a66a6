import { describe, expect, it } from 'vitest';
import { decodeMarkdownBytes } from './decode.ts';
import { MarkdownError } from './errors.ts';

function errorOf(bytes: Uint8Array): MarkdownError {
  try {
    decodeMarkdownBytes(bytes, 'docs/x.md');
  } catch (error) {
    return error as MarkdownError;
  }
  throw new Error('expected a MarkdownError');
}

describe('decodeMarkdownBytes', () => {
  it('decodes UTF-8, including four-byte characters', () => {
    expect(decodeMarkdownBytes(Buffer.from('# Café 🚀\n'), 'docs/x.md')).toBe('# Café 🚀\n');
  });

  it('places the first byte that is not UTF-8, counting characters before it', () => {
    const error = errorOf(Buffer.from('---\ntitle: Über\n---\n\nCaf\xe9\n', 'latin1').map((b, i) => (i >= 11 && i <= 12 ? Buffer.from('Ü')[i - 11]! : b)));
    expect(error).toBeInstanceOf(MarkdownError);
    expect(error.message).toBe(
      'docs/x.md:5:4 Not UTF-8 text: byte 0xE9 does not start a valid UTF-8 character here. Save the file as UTF-8 (it may be Latin-1 or Windows-1252).\n\n' +
        '  3 | ---\n  4 |\n> 5 | Caf\uFFFD\n    |    ^\n  6 |',
    );
  });

  it('rejects overlong forms and surrogates, and binary files', () => {
    expect(errorOf(new Uint8Array([0x61, 0xc0, 0xaf])).column).toBe(2);
    expect(errorOf(new Uint8Array([0xed, 0xa0, 0x80])).column).toBe(1);
    expect(errorOf(Buffer.from('89504e470d0a1a0a0000000d', 'hex')).reason).toMatch(/^Not a text file: it holds binary data/);
  });
});
