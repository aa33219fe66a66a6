import { MarkdownError } from '../errors.ts';
import type { CompiledMarkdown, CompileInput } from '../types.ts';

/** What the main thread sends a compile worker: plain data only (no site plugins, no function-valued Markdown options). */
export interface CompileRequest {
  id: number;
  input: Pick<CompileInput, 'source' | 'filePath' | 'format' | 'tocMinLevel' | 'tocMaxLevel' | 'markdown'>;
  /** A compile cache folder: the worker looks the file up there, stores what it compiled, and answers `stored` without the result. */
  storeIn?: string | undefined;
}

/** An error as it crosses the thread boundary; `markdown` is set for MarkdownErrors. */
export interface SerializedError {
  message: string;
  stack?: string | undefined;
  markdown?: { file: string; line: number; column: number; reason: string };
}

/** What a compile worker answers. */
export type CompileResponse = ({ result: CompiledMarkdown } | { stored: true } | { error: SerializedError }) & {
  id: number;
  /** The worker thread that answered (diagnostics and tests). */
  threadId: number;
};

/** An error as it can cross the thread boundary (MarkdownErrors keep their place). */
export function serializeError(error: unknown): SerializedError {
  if (error instanceof MarkdownError) {
    return { message: error.message, stack: error.stack, markdown: { file: error.file, line: error.line, column: error.column, reason: error.reason } };
  }
  return error instanceof Error ? { message: error.message, stack: error.stack } : { message: String(error) };
}
