/**
 * Highlighted code as the build produces it (see @folio/markdown's highlightCode): a token is a
 * plain string or `[types, text]`, rendered as `<span class="token <types>">`.
 */
export type CodeToken = string | [types: string, text: string];

/** One line of tokens; `[]` is an empty line. */
export type CodeLine = CodeToken[];
