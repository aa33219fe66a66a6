import { normalizeTokens } from 'prism-react-renderer';
import { getGrammarName, getPrism } from './prism.ts';

/**
 * One highlighted token: plain text as a string, anything else as `[types, text]` where `types`
 * is Prism's space-separated token types (rendered as `class="token <types>"`). Compact on
 * purpose: page chunks carry these arrays.
 */
export type CodeToken = string | [types: string, text: string];

/** One line of tokens; `[]` is an empty line. */
export type CodeLine = CodeToken[];

/**
 * Tokenises code with Prism into lines of compact tokens. An unknown language gives one plain
 * string per line. A single trailing newline is ignored.
 */
export function highlightCode(code: string, language: string | undefined): CodeLine[] {
  const text = code.replace(/\r?\n$/, '');
  const prism = getPrism();
  const grammar = language ? prism.languages[getGrammarName(language)] : undefined;
  if (!grammar) return text.split(/\r?\n/).map((line) => (line ? [line] : []));
  return normalizeTokens(prism.tokenize(text, grammar)).map((line) => {
    const out: CodeLine = [];
    for (const token of line) {
      if (token.empty || token.content === '') continue;
      const types = token.types.filter((type) => type !== 'plain').join(' ');
      const last = out[out.length - 1];
      if (!types && typeof last === 'string') out[out.length - 1] = last + token.content;
      else out.push(types ? [types, token.content] : token.content);
    }
    return out;
  });
}

/** The text of highlighted lines, joined with newlines (what the copy button copies). */
export function linesToText(lines: readonly CodeLine[]): string {
  return lines.map((line) => line.map((token) => (typeof token === 'string' ? token : token[1])).join('')).join('\n');
}
