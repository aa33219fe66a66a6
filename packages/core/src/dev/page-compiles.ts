import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createCompileCache, type CompileCache, type CompiledMarkdown, type CompileInput, type MarkdownCompiler } from '@folio/markdown';

/** How the development server's bundles compile a page's Markdown. */
export interface PageCompiles {
  /**
   * Starts the page worker, loading and warming its compiler (once; later calls do nothing):
   * called as the first load begins, so that the compiler loads on another core while this
   * thread loads the config, and is ready when the first page's content is asked for.
   */
  start(): void;
  /** In the compiler's page worker (the bundles' `compileMarkdown`): pages a browser opens. */
  opened(input: CompileInput, cache: CompileCache): Promise<CompiledMarkdown>;
  /**
   * In the compiler's background pool: pages a browser asks for without opening them (prefetches,
   * mostly), which would otherwise hold the page worker when a save comes.
   */
  asked(input: CompileInput, cache: CompileCache): Promise<CompiledMarkdown>;
  /** The same, ahead of the pages waiting for the worker: a page just saved. */
  saved(input: CompileInput, cache: CompileCache): Promise<CompiledMarkdown>;
  /**
   * Starts compiling a saved Markdown file that was scanned (as `saved`), while its page's bundle
   * gets ready: the bundle's compile of the same text then joins this one.
   */
  startSaved(file: string): Promise<void>;
  /**
   * Compiles scanned Markdown files `runs` times each in the page worker, keeping nothing: the
   * pages a browser shows are the ones their writer saves next, and a save compiles several times
   * faster on a compiler that has run on that page before (its first run on a real page is slow).
   */
  warmOn(files: readonly string[], runs: number): Promise<void>;
}

/** A cache that finds nothing and keeps nothing. */
const NO_CACHE: CompileCache = { get: () => undefined, set: () => undefined };

/**
 * The development server's page compiles: in a worker thread of their own (see `start`), so that
 * this thread, which answers requests and runs the bundler's callbacks, never loads the compiler.
 */
export function createPageCompiles(compiler: MarkdownCompiler, cacheDir: string): PageCompiles {
  const cache = createCompileCache(path.join(cacheDir, 'markdown'));
  const saved = (input: CompileInput, into: CompileCache) => compiler.compileOne(input, { cache: into, first: true });
  let started = false;
  return {
    start() {
      if (started) return;
      started = true;
      compiler.startPageWorker();
    },
    opened: (input, into) => compiler.compileOne(input, { cache: into }),
    asked: (input, into) => compiler.compileOne(input, { cache: into, aside: true }),
    saved,
    async startSaved(file) {
      const registered = compiler.scannedInput(file);
      if (!registered) return;
      await saved({ ...registered, source: await readFile(file, 'utf8') }, cache);
    },
    async warmOn(files, runs) {
      for (const file of files) {
        const registered = compiler.scannedInput(file);
        if (!registered) continue;
        const input = { ...registered, source: await readFile(file, 'utf8') };
        // A page that does not compile says so when it is bundled: it warms nothing.
        for (let run = 0; run < runs; run++) if (!(await compiler.compileOne(input, { cache: NO_CACHE }).then(() => true, () => false))) break;
      }
    },
  };
}
