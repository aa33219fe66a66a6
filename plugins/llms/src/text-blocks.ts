/** The text of the line `offset` is on, from the line's start up to `offset`. Pure. */
export function linePrefixAt(text: string, offset: number): string {
  return text.slice(text.lastIndexOf('\n', offset - 1) + 1, offset);
}

/**
 * Splits the rendered content of a block into lines without the block's line `prefix` (a
 * blockquote's `> `, a list item's indentation), dedented (MDX ignores the indentation of JSX
 * children, Markdown reads four spaces as code), without blank lines around it. Pure.
 */
export function blockLines(text: string, prefix: string): string[] {
  const bare = prefix.trimEnd();
  const lines = text.split('\n').map((line, i) => {
    if (i === 0) return line;
    if (line.startsWith(prefix)) return line.slice(prefix.length);
    return line.trim() === '' || line.trimEnd() === bare ? '' : line;
  });
  const indents = lines.filter((line) => line.trim()).map((line) => /^[ \t]*/.exec(line)![0].length);
  const cut = indents.length ? Math.min(...indents) : 0;
  const dedented = lines.map((line) => (line.trim() ? line.slice(cut) : ''));
  while (dedented.length && !dedented[0]) dedented.shift();
  while (dedented.length && !dedented.at(-1)) dedented.pop();
  return dedented;
}

/** Joins a block's lines, each after the first (which follows the prefix already written) behind `prefix`. Pure. */
export function emitBlock(lines: readonly string[], prefix: string): string {
  return lines.map((line, i) => (i === 0 ? line : line ? `${prefix}${line}` : prefix.trimEnd())).join('\n');
}

/** A fenced code block holding `code`, its fence longer than any backtick run inside. Pure. */
export function fence(code: string, info: string): string[] {
  const longest = Math.max(0, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const marker = '`'.repeat(Math.max(3, longest + 1));
  return [`${marker}${info}`, ...code.replace(/\n$/, '').split('\n'), marker];
}

const FENCE = /^(?:[ \t]*>)*[ \t]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)?(`{3,}|~{3,})(.*)$/;
const HEADING = /^(?:[ \t]*>)*[ \t]{0,3}#{1,6}(?:[ \t]|$)/;

/**
 * Outside code fences: no runs of blank lines (dropped imports and front matter leave them), no
 * trailing blanks on headings (a removed `{#id}` leaves them); no blank lines around the whole,
 * one newline at the end. Code keeps every character. Pure.
 */
export function tidyMarkdown(text: string): string {
  const out: string[] = [];
  let open: { char: string; length: number } | undefined;
  for (const line of text.split('\n')) {
    const match = FENCE.exec(line);
    if (open) {
      out.push(line);
      if (match?.[1] && match[1][0] === open.char && match[1].length >= open.length && !match[2]?.trim()) open = undefined;
      continue;
    }
    if (match?.[1] && !(match[1][0] === '`' && match[2]?.includes('`'))) open = { char: match[1][0]!, length: match[1].length };
    if (!line.trim()) {
      if (out.length && out.at(-1) !== '') out.push('');
      continue;
    }
    out.push(HEADING.test(line) ? line.trimEnd() : line);
  }
  while (out.length && out.at(-1) === '') out.pop();
  return `${out.join('\n')}\n`;
}
