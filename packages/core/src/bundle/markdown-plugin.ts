import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Message, Plugin as EsbuildPlugin } from 'esbuild';
import { markTimeline } from '../timeline.ts';
import { compileWithCache, createCompileCache, EXCERPT_IMPORT_QUERY, MarkdownError, type CompileCache, type CompiledMarkdown, type CompileInput, type MarkdownMessage, type ScannedInput } from '@folio/markdown';

/** Site transforms applied to imported Markdown (the site config's `markdown` lists, format and switches). */
export type MarkdownPluginTransforms = Pick<CompileInput, 'remarkPlugins' | 'rehypePlugins' | 'beforeDefaultRemarkPlugins' | 'beforeDefaultRehypePlugins' | 'format' | 'markdown'>;

/** Options of the Markdown import plugin. */
export interface MarkdownPluginOptions {
  /** The site's cache folder; compiled files share the content plugins' `markdown/` cache. */
  cacheDir: string;
  transforms?: MarkdownPluginTransforms | undefined;
  /** The options of a file the development server only scanned: it compiles with those its plugin gave it. */
  scannedInput?: ((file: string) => ScannedInput | undefined) | undefined;
  /** Compiles a file through the cache (the development server: in its page worker); default: compileWithCache, on this thread. */
  compile?: ((input: CompileInput, cache: CompileCache) => Promise<CompiledMarkdown>) | undefined;
}

/**
 * Compiles `.md`/`.mdx` files imported from code (partials such as `import Snippet from
 * './_snippet.mdx'`, which are never pages themselves) with @folio/markdown, through the compile
 * cache. The partial's own relative imports (images, other partials) resolve from its folder.
 * Compile errors keep their file, line and column, so esbuild prints a real location.
 */
export function markdownPlugin(options: MarkdownPluginOptions): EsbuildPlugin {
  const cache = createCompileCache(path.join(options.cacheDir, 'markdown'));
  const compile = options.compile ?? compileWithCache;
  return {
    name: 'folio-markdown',
    setup(build) {
      build.onLoad({ filter: /\.(?:mdx?|markdown)$/, namespace: 'file' }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        // A file the development server only scanned compiles with the options its plugin gave it.
        const registered = options.scannedInput?.(args.path);
        try {
          markTimeline(`compile start ${path.basename(args.path)}`);
          const compiled = await compile(registered ? { ...registered, source } : { format: 'detect', ...options.transforms, source, filePath: args.path }, cache);
          markTimeline(`compile end ${path.basename(args.path)}`);
          const excerpt = args.suffix === EXCERPT_IMPORT_QUERY && compiled.excerpt ? compiled.excerpt : undefined;
          return {
            contents: excerpt ? excerpt.code : compiled.code,
            loader: 'jsx',
            resolveDir: path.dirname(args.path),
            watchFiles: [args.path],
            warnings: compiled.messages.map((message) => toEsbuildMessage(message, source)),
          };
        } catch (error) {
          if (!(error instanceof MarkdownError)) throw error;
          return { errors: [toEsbuildMessage(error, source)], watchFiles: [args.path] };
        }
      });
    },
  };
}

/** A positioned Markdown problem as esbuild reports it (its columns count from 0). */
function toEsbuildMessage(problem: MarkdownError | MarkdownMessage, source: string): Partial<Message> {
  const lineText = source.split(/\r?\n/)[problem.line - 1] ?? '';
  return {
    text: problem.reason,
    location: { file: problem.file, line: problem.line, column: Math.max(0, problem.column - 1), lineText, length: 0, namespace: 'file', suggestion: '' },
  };
}
