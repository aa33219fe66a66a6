/**
 * @folio/markdown/highlight: build-time code highlighting (Prism), a subpath of its own so that
 * importing the package does not load Prism.
 */
export { prismThemeCss } from './highlight/theme-css.ts';
export { highlightCode, linesToText, type CodeLine, type CodeToken } from './highlight/highlight.ts';
export { toHighlightedCodeProps, type HighlightedCodeProps } from './remark/code-blocks.ts';
