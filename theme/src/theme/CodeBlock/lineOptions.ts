/**
 * Meta string and magic comments for code highlighted in the browser (a CodeBlock whose children
 * are not a literal). Same syntax as the build-time pipeline in @folio/markdown (highlight/meta.ts,
 * highlight/magicComments.ts), which the theme may not import.
 */

const TITLE = /(?:^|\s)title=(["'])(.*?)\1/;
const RANGES = /(?:^|\s)\{([\d\s,-]+)\}(?=\s|$)/;
const LINE_NUMBERS = /(?:^|\s)showLineNumbers(?:=(\d+))?(?=\s|$)/;
const MAGIC = /^\s*(?:\/\/|#|--|;+|%|\/\*|\{\/\*|<!--)\s*highlight-(next-line|start|end)\s*(?:\*\/\}?|-->)?\s*$/;

/** What a meta string and the code's magic comments say. */
export interface LineOptions {
  /** Code without magic comment lines. */
  code: string;
  title?: string;
  /** 1-based highlighted lines. */
  highlightLines: number[];
  showLineNumbers?: boolean | number;
}

/** `1,3-5` → [1, 3, 4, 5]. */
function parseRanges(ranges: string): number[] {
  const lines: number[] = [];
  for (const part of ranges.split(',')) {
    const [from = NaN, to = from] = part.split('-').map((n) => Number(n.trim()));
    for (let n = from; Number.isInteger(n) && n >= 1 && n <= to; n++) lines.push(n);
  }
  return lines;
}

/** Parses the meta string; without `{…}` ranges, applies and removes magic comments. */
export function getLineOptions(code: string, metastring = ''): LineOptions {
  const title = TITLE.exec(metastring)?.[2];
  const numbers = LINE_NUMBERS.exec(metastring);
  const showLineNumbers = numbers ? (numbers[1] ? Number(numbers[1]) : true) : undefined;
  const ranges = RANGES.exec(metastring)?.[1];
  if (ranges) return { code, title, highlightLines: parseRanges(ranges), showLineNumbers };
  const kept: string[] = [];
  const highlightLines: number[] = [];
  let nextLine = false;
  let depth = 0;
  for (const line of code.split('\n')) {
    const magic = MAGIC.exec(line)?.[1];
    if (magic === 'next-line') nextLine = true;
    else if (magic === 'start') depth++;
    else if (magic === 'end') depth = Math.max(0, depth - 1);
    else {
      kept.push(line);
      if (nextLine || depth > 0) highlightLines.push(kept.length);
      nextLine = false;
    }
  }
  return { code: kept.join('\n'), title, highlightLines, showLineNumbers };
}
