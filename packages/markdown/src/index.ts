/**
 * @folio/markdown: turns one Markdown/MDX file into an ESM module plus metadata (front matter,
 * TOC, heading ids, links, images, search sections, excerpt) with positioned messages.
 */
export type {
  CompiledMarkdown,
  CompileInput,
  ContentSection,
  ContentUrl,
  DefaultParseFrontMatter,
  MarkdownFileArgs,
  MarkdownFormat,
  MarkdownMessage,
  MarkdownOptions,
  MarkdownPreprocessor,
  ParseFrontMatter,
  ParseFrontMatterResult,
  RemarkRehypeOptions,
  TocItem,
} from './types.ts';
export { resolveMarkdownOptions, siteCompileOptions, type ResolvedMarkdownOptions, type SiteMarkdownConfig } from './options.ts';
export { compileMarkdown, compileMany, preloadCompiler, warmUpCompiler } from './compile-lazy.ts';
export type { CompileManyResult } from './compile.ts';
export { resolveFormat, CODE_IMPORT_QUERY, IMAGE_IMPORT_QUERY, PROVIDER_IMPORT_SOURCE } from './constants.ts';
export { compileWithCache, createCompileCache, getCompileCacheKey, PIPELINE_VERSION, type CompileCache } from './cache.ts';
export { createCodeFrame, MarkdownError } from './errors.ts';
export { decodeMarkdownBytes } from './decode.ts';
export { toRenderedUrl } from './url.ts';
export { readMarkdownSource, type MarkdownSource } from './fileSource.ts';
export { frontMatterBody, frontMatterYaml, parseFrontMatter, type ParsedFrontMatter } from './frontMatter.ts';
export { slugifyHeading } from './slug.ts';
export type { CodeImportOptions } from './remark/rawCodeBlocks.ts';
export { compileInWorkers, compileIntoCache, MIN_MISSES_FOR_WORKERS, type WorkerCompileOptions } from './workers/compileInWorkers.ts';
export { scanMarkdown, EXCERPT_IMPORT_QUERY } from './scan.ts';
export { isScanFirst, lazyInputFor, lazyInputFiles, registerLazyInput, setScanFirst } from './lazy.ts';
