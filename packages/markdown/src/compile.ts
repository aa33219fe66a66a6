import { VFile } from 'vfile';
import { MarkdownError, toMarkdownError } from './errors.ts';
import { getFolioData, type FolioFileData } from './file-data.ts';
import { fileFormat, preprocessSource, readFrontMatter } from './file-source.ts';
import { blankFrontMatter, splitFrontMatter } from './front-matter.ts';
import { checkMermaidBlocks } from './mermaid-check.ts';
import { withDiagramMarker } from './diagram-marker.ts';
import { resolveMarkdownOptions } from './options.ts';
import { preprocessMarkdown } from './preprocess.ts';
import { getMarkdownProcessor, type MarkdownProcessor } from './processor.ts';
import { DEFAULT_TOC_MAX_LEVEL, DEFAULT_TOC_MIN_LEVEL } from './constants.ts';
import type { CompiledMarkdown, CompileInput } from './types.ts';

export { DEFAULT_TOC_MAX_LEVEL, DEFAULT_TOC_MIN_LEVEL, resolveFormat } from './constants.ts';

/**
 * Compiles one Markdown/MDX file to an ESM module plus its metadata. Pure: the same input gives
 * the same output. Throws MarkdownError (file:line:col, reason, code frame) for invalid files.
 */
export async function compileMarkdown(input: CompileInput): Promise<CompiledMarkdown> {
  const options = resolveMarkdownOptions(input.markdown);
  const frontMatter = await readFrontMatter(input);
  const format = fileFormat(frontMatter, input);
  // Errors are placed in the text that was compiled: the site's preprocessor may have changed it.
  const source = preprocessSource(input);
  const { text, headingIds } = preprocessMarkdown(blankFrontMatter(splitFrontMatter(source)), format, options);
  const processor = getMarkdownProcessor(format, input, options);
  const main = await runProcessor(processor, text, headingIds, input.filePath, source);
  const data = main.data;
  const minLevel = input.tocMinLevel ?? DEFAULT_TOC_MIN_LEVEL;
  const maxLevel = input.tocMaxLevel ?? DEFAULT_TOC_MAX_LEVEL;
  const diagrams = await checkMermaidBlocks(data.mermaidBlocks, input.filePath);
  const typesOf = (blocks: readonly { value: string }[]) => blocks.flatMap((block) => diagrams.types.get(block.value) ?? []);
  const result: CompiledMarkdown = {
    code: withDiagramMarker(main.code, typesOf(data.mermaidBlocks)),
    frontMatter,
    toc: data.headings.filter((h) => h.level >= minLevel && h.level <= maxLevel).map((h) => ({ value: h.text, id: h.id, level: h.level })),
    headingIds: [...new Set([...data.headings.map((h) => h.id), ...data.otherIds])],
    links: data.links,
    images: data.images,
    sections: data.sections,
    hasMermaid: data.mermaidBlocks.length > 0,
    messages: [...data.messages, ...diagrams.messages],
  };
  if (data.contentTitle !== undefined) result.contentTitle = data.contentTitle;
  if (data.truncateOffset !== undefined) {
    const excerpt = await runProcessor(processor, text.slice(0, data.truncateOffset), headingIds, input.filePath, source);
    const excerptText = excerpt.data.sections.map((s) => [s.title, s.text].filter(Boolean).join(' ')).filter(Boolean).join(' ');
    result.excerpt = { code: withDiagramMarker(excerpt.code, typesOf(excerpt.data.mermaidBlocks)), text: excerptText };
  }
  return result;
}

/** Runs the pipeline on preprocessed text; pipeline errors become MarkdownErrors on the original file. */
async function runProcessor(
  processor: MarkdownProcessor,
  text: string,
  headingIds: Map<number, string>,
  filePath: string,
  source: string,
): Promise<{ code: string; data: FolioFileData }> {
  const file = new VFile({ value: text, path: filePath });
  getFolioData(file).explicitHeadingIds = headingIds;
  try {
    await processor.process(file);
  } catch (error) {
    throw toMarkdownError(error, filePath, source);
  }
  return { code: String(file.value), data: getFolioData(file) };
}

/** Results of compiling many files: every failure is collected, none stops the others. */
export interface CompileManyResult {
  /** One entry per input, in input order; undefined where that input failed. */
  results: Array<CompiledMarkdown | undefined>;
  /** Every failure in input order: MarkdownError for invalid files, a bug report otherwise. */
  errors: Error[];
}

/**
 * Compiles a list of files and collects ALL errors, so a build can report every failing file at
 * once. `compile` defaults to compileMarkdown (pass compileWithCache bound to a cache to reuse).
 */
export async function compileMany(
  inputs: readonly CompileInput[],
  compile: (input: CompileInput) => Promise<CompiledMarkdown> = compileMarkdown,
): Promise<CompileManyResult> {
  const results: Array<CompiledMarkdown | undefined> = [];
  const errors: Error[] = [];
  for (const input of inputs) {
    try {
      results.push(await compile(input));
    } catch (error) {
      results.push(undefined);
      errors.push(error instanceof MarkdownError ? error : toInternalError(error, input.filePath));
    }
  }
  return { results, errors };
}

function toInternalError(error: unknown, filePath: string): Error {
  const reason = error instanceof Error ? error.message : String(error);
  return new Error(`${filePath}: internal error while compiling Markdown (a bug in Folio or in a site plugin): ${reason}`, { cause: error });
}
