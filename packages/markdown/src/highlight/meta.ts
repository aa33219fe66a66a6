/** What a code fence's meta string says: ```js title="a.js" {1,3-5} showLineNumbers */
export interface CodeMeta {
  title?: string;
  /** 1-based line numbers from `{1,3-5}`; undefined when the meta has no range. */
  highlightLines?: number[];
  /** `showLineNumbers` → true; `showLineNumbers=5` → 5 (first line number). */
  showLineNumbers?: boolean | number;
}

const TITLE = /(?:^|\s)title=(["'])(.*?)\1/;
const RANGES = /(?:^|\s)\{([\d\s,-]+)\}(?=\s|$)/;
const LINE_NUMBERS = /(?:^|\s)showLineNumbers(?:=(\d+))?(?=\s|$)/;

/** Parses a fence meta string (Docusaurus syntax). */
export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const result: CodeMeta = {};
  if (!meta) return result;
  const title = TITLE.exec(meta);
  if (title) result.title = title[2] ?? '';
  const ranges = RANGES.exec(meta);
  if (ranges?.[1]) result.highlightLines = parseLineRanges(ranges[1]);
  const numbers = LINE_NUMBERS.exec(meta);
  if (numbers) result.showLineNumbers = numbers[1] ? Number(numbers[1]) : true;
  return result;
}

/** `1,3-5` → [1, 3, 4, 5] (sorted, unique). */
export function parseLineRanges(ranges: string): number[] {
  const lines = new Set<number>();
  for (const part of ranges.split(',')) {
    const [from, to] = part.trim().split('-').map((n) => Number(n.trim()));
    if (from === undefined || !Number.isInteger(from) || from < 1) continue;
    const end = to !== undefined && Number.isInteger(to) && to >= from ? to : from;
    for (let n = from; n <= end; n++) lines.add(n);
  }
  return [...lines].sort((a, b) => a - b);
}
