/**
 * Meta string and magic comments for code highlighted in the browser (a CodeBlock whose children
 * are not a literal), read by the same rules as the build's code fences.
 */
import { applyMagicComments, parseCodeMeta } from '@folio/markdown/lines';

/** What a meta string and the code's magic comments say. */
export interface LineOptions {
  /** Code without magic comment lines. */
  code: string;
  title?: string | undefined;
  /** 1-based highlighted lines. */
  highlightLines: number[];
  showLineNumbers?: boolean | number | undefined;
}

/** Parses the meta string; without `{…}` ranges, applies and removes magic comments. */
export function getLineOptions(code: string, metastring = ''): LineOptions {
  const { title, highlightLines, showLineNumbers } = parseCodeMeta(metastring);
  if (highlightLines) return { code, title, highlightLines, showLineNumbers };
  const magic = applyMagicComments(code);
  return { code: magic.code, title, highlightLines: magic.highlightLines, showLineNumbers };
}
