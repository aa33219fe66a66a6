/**
 * Positioned errors: every failure names the file, line and column in the ORIGINAL file and
 * shows a code frame, like `docs/x.mdx:3:1 Expected a closing tag for \`<Tabs>\``.
 */

/** Lines of context shown before and after the failing line. */
const FRAME_CONTEXT = 2;

/**
 * A Markdown/MDX file that cannot be compiled. The message reads
 * `${file}:${line}:${column} ${reason}` followed by a blank line and a code frame.
 */
export class MarkdownError extends Error {
  /** Path of the file as given to the compiler. */
  readonly file: string;
  /** 1-based line in the original file. */
  readonly line: number;
  /** 1-based column in the original file. */
  readonly column: number;
  /** What is wrong, without the place. */
  readonly reason: string;
  /** Two lines of context either side, line numbers and a caret; '' when the place is unknown. */
  readonly codeFrame: string;

  constructor(options: { file: string; line: number; column: number; reason: string; source?: string }) {
    const codeFrame = options.source === undefined ? '' : createCodeFrame(options.source, options.line, options.column);
    const place = `${options.file}:${options.line}:${options.column}`;
    super(codeFrame ? `${place} ${options.reason}\n\n${codeFrame}` : `${place} ${options.reason}`);
    this.name = 'MarkdownError';
    this.file = options.file;
    this.line = options.line;
    this.column = options.column;
    this.reason = options.reason;
    this.codeFrame = codeFrame;
  }
}

/**
 * Renders a code frame: numbered lines around `line`, `>` on the failing line and a caret under
 * `column`. Returns '' when `line` is outside the source.
 */
export function createCodeFrame(source: string, line: number, column: number): string {
  const lines = source.split(/\r?\n/);
  if (line < 1 || line > lines.length) return '';
  const first = Math.max(1, line - FRAME_CONTEXT);
  const last = Math.min(lines.length, line + FRAME_CONTEXT);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const text = lines[n - 1] ?? '';
    const gutter = `${n === line ? '>' : ' '} ${String(n).padStart(width)} |`;
    out.push(text ? `${gutter} ${text}` : gutter);
    if (n === line) {
      // Keep tabs so the caret lines up with what an editor shows.
      const lead = text.slice(0, Math.max(0, column - 1)).replace(/[^\t]/g, ' ');
      out.push(`  ${' '.repeat(width)} | ${lead}^`);
    }
  }
  return out.join('\n');
}

/** The subset of a vfile message we read (MDX and micromark throw these). */
interface PositionedLike {
  reason?: unknown;
  message?: unknown;
  line?: unknown;
  column?: unknown;
  place?: unknown;
}

/**
 * Turns an error thrown by the unified pipeline into a MarkdownError when it carries a position
 * (positions already refer to the original file). Other errors are returned as is.
 */
export function toMarkdownError(error: unknown, file: string, source: string): unknown {
  if (error instanceof MarkdownError || typeof error !== 'object' || error === null) return error;
  const e = error as PositionedLike;
  let reason = typeof e.reason === 'string' ? e.reason : String(e.message);
  let point = getPoint(e);
  // mdast-util-mdx-jsx puts the place only in the text: "Expected a closing tag for `<Tabs>` (3:1-3:7)".
  const inText = /\s*\((\d+):(\d+)(?:-\d+:\d+)?\)$/.exec(reason);
  if (!point && inText) {
    point = { line: Number(inText[1]), column: Number(inText[2]) };
    reason = reason.slice(0, inText.index);
  }
  if (!point) return error;
  return new MarkdownError({ file, line: point.line, column: point.column, reason, source });
}

function getPoint(e: PositionedLike): { line: number; column: number } | undefined {
  if (typeof e.line === 'number' && typeof e.column === 'number') return { line: e.line, column: e.column };
  const place = e.place as { line?: unknown; column?: unknown; start?: { line?: unknown; column?: unknown } } | undefined;
  const p = place?.start ?? place;
  if (p && typeof p.line === 'number' && typeof p.column === 'number') return { line: p.line, column: p.column };
  return undefined;
}
