/**
 * @folio/markdown/lines: how a code fence's meta string and magic comments pick its title, line
 * numbers and highlighted lines. Pure and dependency-free, so the theme's browser code uses the
 * same rules as the build.
 */
export { applyMagicComments, type MagicCommentResult } from './highlight/magic-comments.ts';
export { parseCodeMeta, parseLineRanges, type CodeMeta } from './highlight/meta.ts';
