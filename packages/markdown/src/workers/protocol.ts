import { MarkdownError } from '../errors.ts';
import { ConfigRefError } from './config-ref-error.ts';
import type { CompiledMarkdown, CompileInput } from '../types.ts';

/** The parts of an input that may hold the site's plugins and functions. */
export const PLUGGABLE_FIELDS = ['remarkPlugins', 'rehypePlugins', 'beforeDefaultRemarkPlugins', 'beforeDefaultRehypePlugins', 'markdown'] as const;

/**
 * What the calling thread sends a compile worker: plain data only. The site's plugins and
 * function-valued Markdown options travel as their places in the site config (see config-refs.ts),
 * which the worker loads from `configModule`.
 */
export interface CompileTask {
  input: Pick<CompileInput, 'source' | 'filePath' | 'format' | 'tocMinLevel' | 'tocMaxLevel' | (typeof PLUGGABLE_FIELDS)[number]> & {
    /** The bundled config module the input's ConfigRefs point into. */
    configModule?: string | undefined;
  };
  /** A compile cache folder: the worker looks the file up there, stores what it compiled, and answers `stored` without the result. */
  storeIn?: string | undefined;
}

/** An error as it crosses the thread boundary; `markdown` is set for MarkdownErrors. */
export interface SerializedError {
  message: string;
  stack?: string | undefined;
  markdown?: { file: string; line: number; column: number; reason: string };
  /** The worker could not take the site's plugins from its copy of the config: compile on the calling thread. */
  configRef?: true;
}

/** What a compile worker (or the calling thread, taking its share) answers. */
export type CompileAnswer = ({ result: CompiledMarkdown } | { stored: true } | { error: SerializedError }) & {
  /** The thread that answered (diagnostics and tests). */
  threadId: number;
};

/** An error as it can cross the thread boundary (MarkdownErrors keep their place). */
export function serializeError(error: unknown): SerializedError {
  if (error instanceof ConfigRefError) return { message: error.message, configRef: true };
  if (error instanceof MarkdownError) {
    return { message: error.message, stack: error.stack, markdown: { file: error.file, line: error.line, column: error.column, reason: error.reason } };
  }
  return error instanceof Error ? { message: error.message, stack: error.stack } : { message: String(error) };
}
