/**
 * Kebab-case as Docusaurus makes tag and author slugs (lodash's `kebabCase`): words split at
 * spaces, punctuation, case changes and letter/digit boundaries, lower-cased, joined by dashes.
 * `Inspektor Gadget` → `inspektor-gadget`, `eBPF` → `e-bpf`, `CO-RE` → `co-re`, `k9s` → `k-9-s`.
 */

/** Letters that Unicode decomposition does not reduce to ASCII, as lodash's deburr maps them. */
const LIGATURES: Record<string, string> = {
  ß: 'ss', æ: 'ae', Æ: 'Ae', œ: 'oe', Œ: 'Oe', ø: 'o', Ø: 'O', ð: 'd', Ð: 'D', þ: 'th', Þ: 'Th', ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ı: 'i',
};

const UPPER = '\\p{Lu}';
const LOWER = '\\p{Ll}';
/** Letters without case (CJK, Arabic ...). */
const MISC = '(?:(?![\\p{Lu}\\p{Ll}])\\p{L})';
const MISC_LOWER = `(?:${LOWER}|${MISC})`;
const MISC_UPPER = `(?:${UPPER}|${MISC})`;
/** Anything that is neither a letter nor a digit separates words. */
const BREAK = '[^\\p{L}\\p{N}]';

/** lodash's word pattern, restricted to what survives deburring. Order matters: first match wins. */
const WORD = new RegExp(
  [
    `${UPPER}?${LOWER}+(?=${BREAK}|${UPPER}|$)`,
    `${MISC_UPPER}+(?=${BREAK}|${UPPER}${MISC_LOWER}|$)`,
    `${UPPER}?${MISC_LOWER}+`,
    `${UPPER}+`,
    '\\d*(?:1ST|2ND|3RD|(?![123])\\dTH)(?=\\b|[a-z_])',
    '\\d*(?:1st|2nd|3rd|(?![123])\\dth)(?=\\b|[A-Z_])',
    '\\p{N}+',
  ].join('|'),
  'gu',
);

/** Strips accents and apostrophes: `Héllo l'été` → `Hello lete`. */
function deburr(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæÆœŒøØðÐþÞłŁđĐı]/g, (c) => LIGATURES[c] ?? c)
    .replace(/['\u2019]/g, '');
}

/** The words of a text, split the way lodash splits them. */
export function splitWords(text: string): string[] {
  return deburr(text).match(WORD) ?? [];
}

/** lodash-compatible kebab-case. */
export function kebabCase(text: string): string {
  return splitWords(text)
    .map((word) => word.toLowerCase())
    .join('-');
}
