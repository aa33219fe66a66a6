/**
 * The first steps of compiling a file, shared by the compiler and the development server's quick
 * scan: the site's `markdown.preprocessor`, front matter (Folio's parser or the site's
 * `markdown.parseFrontMatter`) and the format a file's front matter may ask for (`mdx.format`).
 */
import { resolveFormat } from './constants.ts';
import { MarkdownError } from './errors.ts';
import { blankFrontMatter, parseFrontMatter, splitFrontMatter } from './front-matter.ts';
import { resolveMarkdownOptions } from './options.ts';
import { preprocessMarkdown } from './preprocess.ts';
import type { CompileInput, DefaultParseFrontMatter, MarkdownFormat } from './types.ts';

/** The file's text after the site's preprocessor (the text itself when there is none). */
export function preprocessSource(input: Pick<CompileInput, 'source' | 'filePath' | 'markdown'>): string {
  const preprocessor = input.markdown?.preprocessor;
  if (!preprocessor) return input.source;
  let result: unknown;
  try {
    result = preprocessor({ filePath: input.filePath, fileContent: input.source });
  } catch (error) {
    throw fileError(input, `markdown.preprocessor failed on this file: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (typeof result !== 'string') throw fileError(input, `markdown.preprocessor returned ${describe(result)} for this file; it must return the file's new text (a string).`);
  return result;
}

/** Folio's own parser in the shape a site's `parseFrontMatter` receives it. */
const defaultParseFrontMatter: DefaultParseFrontMatter = async ({ filePath, fileContent }) => {
  const parsed = parseFrontMatter(fileContent, filePath);
  return { frontMatter: parsed.data, content: parsed.body };
};

/**
 * The file's front matter, read from its text as written (before the preprocessor, as Docusaurus
 * does), by the site's `markdown.parseFrontMatter` when it has one. Invalid YAML, a parser that
 * throws or one that returns no `frontMatter` object fail with the file's name.
 */
export async function readFrontMatter(input: Pick<CompileInput, 'source' | 'filePath' | 'markdown'>): Promise<Record<string, unknown>> {
  const custom = input.markdown?.parseFrontMatter;
  if (!custom) return parseFrontMatter(input.source, input.filePath).data;
  let result: unknown;
  try {
    result = await custom({ filePath: input.filePath, fileContent: input.source, defaultParseFrontMatter });
  } catch (error) {
    if (error instanceof MarkdownError) throw error;
    throw fileError(input, `markdown.parseFrontMatter failed on this file: ${error instanceof Error ? error.message : String(error)}`);
  }
  const frontMatter = (result as { frontMatter?: unknown } | undefined)?.frontMatter;
  if (typeof frontMatter !== 'object' || frontMatter === null || Array.isArray(frontMatter)) {
    throw fileError(input, `markdown.parseFrontMatter returned ${describe(result)} for this file; it must return { frontMatter: {...}, content: '...' }.`);
  }
  return frontMatter as Record<string, unknown>;
}

const FORMATS: readonly MarkdownFormat[] = ['md', 'mdx', 'detect'];

/**
 * The format a file compiles in: its front matter's `mdx.format` when set (Docusaurus's per-file
 * override), else the site's `format`; `detect` picks by extension.
 */
export function fileFormat(frontMatter: Record<string, unknown>, input: Pick<CompileInput, 'source' | 'filePath' | 'format'>): 'md' | 'mdx' {
  const mdx = frontMatter.mdx;
  if (mdx === undefined) return resolveFormat(input.format, input.filePath);
  const format = (mdx as { format?: unknown } | null)?.format;
  if (typeof mdx !== 'object' || mdx === null || Array.isArray(mdx) || !(format === undefined || FORMATS.includes(format as MarkdownFormat))) {
    const line = input.source.split('\n').findIndex((text) => /^mdx\s*:/.test(text)) + 1;
    throw new MarkdownError({
      file: input.filePath,
      line: line || 1,
      column: 1,
      reason: `Invalid front matter: mdx must be an object such as { format: md }, its format one of ${FORMATS.join(', ')} (got ${describe(mdx)})`,
      source: input.source,
    });
  }
  return resolveFormat((format as MarkdownFormat | undefined) ?? input.format, input.filePath);
}

function fileError(input: Pick<CompileInput, 'source' | 'filePath'>, reason: string): MarkdownError {
  return new MarkdownError({ file: input.filePath, line: 1, column: 1, reason });
}

function describe(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return JSON.stringify(value) ?? 'an object';
  return `${typeof value} ${JSON.stringify(value)}`;
}

/** A file's text as the compiler parses it, for tools that read Markdown as Folio does. */
export interface MarkdownSource {
  /**
   * The text after the site's preprocessor and Folio's line rewrites (heading ids blanked,
   * `:::note Title` as `:::note[Title]`, `mdx-code-block` fences unwrapped), front matter blanked
   * so that lines keep their numbers.
   */
  text: string;
  format: 'md' | 'mdx';
  frontMatter: Record<string, unknown>;
  /** HTML comments are comments (`markdown.mdx1Compat.comments`), to parse with remark-comment. */
  comments: boolean;
}

/**
 * Reads a file as the compiler does before parsing it (the Markdown copies of the llms plugin
 * parse this text). Runs on the calling thread: the site's preprocessor may be a function.
 */
export async function readMarkdownSource(input: Pick<CompileInput, 'source' | 'filePath' | 'format' | 'markdown'>): Promise<MarkdownSource> {
  const options = resolveMarkdownOptions(input.markdown);
  const frontMatter = await readFrontMatter(input);
  const format = fileFormat(frontMatter, input);
  const { text } = preprocessMarkdown(blankFrontMatter(splitFrontMatter(preprocessSource(input))), format, options);
  return { text, format, frontMatter, comments: options.comments };
}
