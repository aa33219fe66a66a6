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
export { compileMarkdown, compileMany } from './compile-lazy.ts';
export type { CompileManyResult } from './compile.ts';
export { resolveFormat, CODE_IMPORT_QUERY, FILE_LINK_IMPORT_QUERY, IMAGE_IMPORT_QUERY, PROVIDER_IMPORT_SOURCE } from './constants.ts';
export { compileWithCache, createCompileCache, getCompileCacheKey, PIPELINE_VERSION, type CompileCache } from './cache.ts';
export { createCodeFrame, MarkdownError } from './errors.ts';
export { decodeMarkdownBytes } from './decode.ts';
export { toRenderedUrl } from './url.ts';
export { readMarkdownSource, type MarkdownSource } from './file-source.ts';
export { frontMatterBody, frontMatterYaml, parseFrontMatter, type ParsedFrontMatter } from './front-matter.ts';
export { slugifyHeading } from './slug.ts';
export { readDiagramMarker } from './diagram-marker.ts';
export type { CodeImportOptions } from './remark/raw-code-blocks.ts';
export { createMarkdownCompiler, MIN_MISSES_FOR_WORKERS, type MarkdownCompiler, type MarkdownCompilerOptions } from './workers/compiler.ts';
export { createWorkerPool, type WorkerPool, type WorkerPoolOptions } from './workers/pool.ts';
export { workerModuleNextTo, workerScriptFor } from './workers/worker-script.ts';
export { claimEsbuild, type EsbuildClaim } from './workers/esbuild-service.ts';
export { writeFileWhole, writeFileWholeSync } from './write-whole.ts';
export { esbuildMemoryEnv, ESBUILD_MEMORY_LIMIT } from './workers/esbuild-env.ts';
export { defaultExport, type ConfigSource } from './workers/config-refs.ts';
export { scanMarkdown, EXCERPT_IMPORT_QUERY } from './scan.ts';
export type { ScannedInput } from './scan-registry.ts';
