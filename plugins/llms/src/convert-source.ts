import { convertToTemplate, type CopyTemplate } from './convert.ts';
import { parseMarkdown } from './parse.ts';

/** One file to convert: its prepared text (readMarkdownSource) and how to parse it. Plain data, for workers. */
export interface ConvertJob {
  text: string;
  format: 'md' | 'mdx';
  comments: boolean;
}

/** A template, or why the text could not be parsed (with its place when known). */
export type ConvertOutcome = { template: CopyTemplate } | { error: string; line?: number | undefined; column?: number | undefined };

/** Parses and converts one file; a parse error is an outcome, not a throw. */
export function convertJob(job: ConvertJob): ConvertOutcome {
  try {
    return { template: convertToTemplate(job.text, parseMarkdown(job.text, job)) };
  } catch (error) {
    const place = error as { line?: number; column?: number; reason?: string; message?: string };
    return { error: place.reason ?? place.message ?? String(error), line: place.line ?? undefined, column: place.column ?? undefined };
  }
}
