/**
 * Line-based rewrites done before parsing, outside code fences only. Each keeps every line where
 * it was, so parser positions still match the file:
 * - `## Title {#custom-id}` (or `\{#custom-id}`): the id is blanked out (in .mdx it would be a JSX
 *   expression) and remembered by line, for remarkExplicitHeadingIds. With the `headingIds`
 *   switch off, an unescaped id in .mdx is left for MDX to read (and reject), as in Docusaurus.
 * - `:::note Some title` becomes `:::note[Some title]`, the directive label syntax (switch
 *   `admonitionTitles`).
 * - a fence whose language is `mdx-code-block` is unwrapped: its fence lines become blank and
 *   its content is read as Markdown (Docusaurus does this for every file).
 * - in .mdx, a `<!-- truncate -->` line becomes `{/* truncate *\/}` (HTML comments are not MDX).
 */

/** Directive names that render as an Admonition. */
export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important', 'success', 'secondary'] as const;

const FENCE = /^(?:[ \t]*>)*[ \t]*(`{3,}|~{3,})(.*)$/;
const MDX_CODE_BLOCK = /^ *(`{3,}) *mdx-code-block[ \t]*$/;
const HEADING_ID = /^((?:[ \t]*>)*[ \t]*#{1,6}[ \t].*?)([ \t]*(\\?)\{#([^{}\s]+)\})[ \t]*$/;
const ADMONITION_TITLE = new RegExp(`^((?:[ \\t]*>)*[ \\t]*:{3,}(?:${ADMONITION_TYPES.join('|')}))[ \\t]+([^\\[{\\s].*?)[ \\t]*$`);
const HTML_TRUNCATE = /^[ \t]*<!--\s*truncate\s*-->[ \t]*$/;

/** Switches of the rewrites (the site's `markdown.mdx1Compat`); all on by default. */
export interface PreprocessOptions {
  admonitionTitles?: boolean;
  headingIds?: boolean;
}

/** The rewritten text and what the rewrite learnt. */
export interface Preprocessed {
  text: string;
  /** Explicit heading ids by 1-based line. */
  headingIds: Map<number, string>;
}

/** Applies the rewrites above to a body whose line numbers already match the file. */
export function preprocessMarkdown(text: string, format: 'md' | 'mdx', options: PreprocessOptions = {}): Preprocessed {
  const { admonitionTitles = true, headingIds: unescapedIds = true } = options;
  const lines = text.split('\n');
  const headingIds = new Map<number, string>();
  let fence: { char: string; length: number } | undefined;
  let unwrapping: number | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const fenceMatch = FENCE.exec(line);
    if (fence) {
      const marker = fenceMatch?.[1];
      if (marker && marker[0] === fence.char && marker.length >= fence.length && !fenceMatch[2]?.trim()) fence = undefined;
      continue;
    }
    const wrapper = MDX_CODE_BLOCK.exec(line)?.[1];
    if (unwrapping === undefined && wrapper) {
      unwrapping = wrapper.length;
      lines[i] = '';
      continue;
    }
    if (unwrapping !== undefined && /^ *`{3,}[ \t]*$/.test(line) && line.trim().length === unwrapping) {
      unwrapping = undefined;
      lines[i] = '';
      continue;
    }
    if (fenceMatch?.[1] && !(fenceMatch[1][0] === '`' && fenceMatch[2]?.includes('`'))) {
      fence = { char: fenceMatch[1][0] ?? '`', length: fenceMatch[1].length };
      continue;
    }
    const heading = HEADING_ID.exec(line);
    if (heading?.[1] && heading[4] && (heading[3] || unescapedIds || format === 'md')) {
      headingIds.set(i + 1, heading[4]);
      lines[i] = heading[1] + ' '.repeat(line.length - heading[1].length);
      continue;
    }
    const admonition = admonitionTitles ? ADMONITION_TITLE.exec(line) : null;
    if (admonition?.[1] && admonition[2]) {
      lines[i] = `${admonition[1]}[${admonition[2].replace(/[[\]]/g, '\\$&')}]`;
      continue;
    }
    if (format === 'mdx' && HTML_TRUNCATE.test(line)) lines[i] = '{/* truncate */}';
  }
  return { text: lines.join('\n'), headingIds };
}
