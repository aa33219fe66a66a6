import { availableParallelism } from 'node:os';
import { threadId } from 'node:worker_threads';
import { compileWithCache, getCompileCacheKey, readdressMessages, type CompileCache } from '../cache.ts';
import { compileMarkdown } from '../compile-lazy.ts';
import { MarkdownError } from '../errors.ts';
import { readFrontMatter } from '../fileSource.ts';
import { isScanFirst, registerLazyInput, rememberedScan } from '../lazy.ts';
import { containsFunction } from '../options.ts';
import { scanMarkdown } from '../scan.ts';
import type { CompiledMarkdown, CompileInput } from '../types.ts';
import { createCompilePool, type CompilePool } from './pool.ts';
import { getWorkerScript } from './workerScript.ts';
import { serializeError, type CompileRequest, type CompileResponse } from './protocol.ts';

/** Below this many distinct cache misses, starting workers costs more than it saves. */
export const MIN_MISSES_FOR_WORKERS = 32;

/** Options of compileInWorkers. */
export interface WorkerCompileOptions {
  /** The compile cache: hits never reach a worker, results are stored in it. */
  cache: CompileCache;
  /** The site's cache folder: the bundled worker script is written there. */
  cacheDir: string;
  /** Most worker threads to use besides the calling thread, which compiles too; default: CPU cores - 1. */
  maxWorkers?: number;
  /**
   * Files are only scanned (front matter, title, headings, links) and their modules import the
   * files, which the bundler compiles when a page is opened. Defaults to the process's mode
   * (setScanFirst), which the development server turns on.
   */
  lazy?: boolean;
}

/** Pools by worker script and size, one per process, shared by concurrent calls (a site's doc versions load in parallel). */
const pools = new Map<string, CompilePool>();

/** Compiles under way in workers, by cache key: identical files across calls compile once. */
const inFlight = new Map<string, Promise<CompileResponse>>();

async function getPool(cacheDir: string, size: number, useCallingThread = true): Promise<CompilePool> {
  const workerFile = await getWorkerScript(cacheDir);
  const key = `${workerFile.href}|${size}|${useCallingThread}`;
  let pool = pools.get(key);
  // A background pool (the calling thread stays free) also runs at a lower priority than that thread.
  if (!pool) pools.set(key, (pool = createCompilePool({ workerFile, size, ...(useCallingThread ? { local: compileHere } : { lowPriority: true }) })));
  return pool;
}

/** The calling thread's share of the work, answered like a worker. */
async function compileHere(input: CompileRequest['input']): Promise<CompileResponse> {
  try {
    return { id: -1, threadId, result: await compileMarkdown(input) };
  } catch (error) {
    return { id: -1, threadId, error: serializeError(error) };
  }
}

/**
 * True when an input holds functions, which cannot be posted to a worker thread: site
 * remark/rehype plugins, or Markdown options such as `preprocessor`, `parseFrontMatter` or
 * remark-rehype `handlers`. Such inputs compile on the calling thread.
 */
function needsCallingThread(input: CompileInput): boolean {
  return [input.remarkPlugins, input.rehypePlugins, input.beforeDefaultRemarkPlugins, input.beforeDefaultRehypePlugins].some((list) => (list?.length ?? 0) > 0) || containsFunction(input.markdown);
}

/** The plain-data part of an input that a worker receives. */
function workerInput({ source, filePath, format, tocMinLevel, tocMaxLevel, markdown }: CompileInput): CompileRequest['input'] {
  return { source, filePath, format, tocMinLevel, tocMaxLevel, ...(markdown ? { markdown } : {}) };
}

/**
 * Compiles many files through the cache, the misses in parallel across the CPU cores (worker
 * threads plus the calling thread); like compileMany, every file gets its own outcome, in input order (a MarkdownError for
 * an invalid file, an internal error otherwise), and identical sources compile once.
 *
 * Site remark/rehype plugins and function-valued Markdown options (`preprocessor`,
 * `parseFrontMatter`) cannot be sent to a worker: when any input has them, or when fewer than
 * MIN_MISSES_FOR_WORKERS files miss the cache, everything compiles on the calling thread instead
 * (same results, no parallelism).
 */
export async function compileInWorkers(inputs: readonly CompileInput[], options: WorkerCompileOptions): Promise<Array<PromiseSettledResult<CompiledMarkdown>>> {
  const { cache } = options;
  const lazy = options.lazy ?? isScanFirst();
  const keys = inputs.map((input) => getCompileCacheKey(input));
  // Scanning is cheaper than reading a cached compile: in scan-first mode every file is scanned.
  const hits = keys.map((key) => (lazy ? undefined : cache.get(key)));
  const misses = new Set(keys.filter((key, i) => !hits[i] && !inFlight.has(key)));
  const useWorkers = !lazy && misses.size >= MIN_MISSES_FOR_WORKERS && !inputs.some(needsCallingThread);
  const pool = useWorkers ? await getPool(options.cacheDir, Math.max(1, options.maxWorkers ?? availableParallelism() - 1)) : undefined;
  return Promise.allSettled(
    inputs.map(async (input, i) => {
      const key = keys[i]!;
      const hit = hits[i];
      if (hit) return readdressMessages(hit, input.filePath);
      if (lazy) {
        registerLazyInput(input);
        // A site's own front matter parser may be asynchronous: the scan gets what it read.
        const frontMatter = input.markdown?.parseFrontMatter ? await readFrontMatter(input) : undefined;
        // The scan's module imports the file itself, so its key names the file too.
        return rememberedScan(`${key}\0${input.filePath}`, () => scanMarkdown(input, frontMatter));
      }
      let response = inFlight.get(key);
      if (!response && !pool) return compileWithCache(input, cache);
      if (!response) {
        response = pool!.run(workerInput(input)).then((answer) => {
          if ('result' in answer) cache.set(key, answer.result);
          return answer;
        });
        inFlight.set(key, response);
        void response.finally(() => inFlight.delete(key)).catch(() => undefined);
      }
      const answer = await response;
      if ('result' in answer) return readdressMessages(answer.result, input.filePath);
      if (!('error' in answer)) throw new Error(`${input.filePath}: internal error (a bug in Folio): a compile worker stored the file instead of answering.`);
      // Another file with the same content failed first: compile again so the error names this one.
      if (answer.error.markdown && answer.error.markdown.file !== input.filePath) return compileWithCache(input, cache);
      throw toError(answer.error, input);
    }),
  );
}

/**
 * Compiles files into the compile cache in `storeIn`, in background worker threads (at a lower
 * priority) that look entries up and write them themselves: the calling thread only sends the
 * sources, so it stays free to answer requests and compile a saved page. Files with site
 * plugins or function-valued Markdown options are skipped (they compile when a page needs them); so are failures, which the page's
 * own compile reports.
 */
export async function compileIntoCache(inputs: readonly CompileInput[], options: { cacheDir: string; storeIn: string; maxWorkers?: number }): Promise<void> {
  const plain = inputs.filter((input) => !needsCallingThread(input));
  if (!plain.length) return;
  const pool = await getPool(options.cacheDir, Math.max(1, options.maxWorkers ?? availableParallelism() - 1), false);
  await Promise.all(plain.map((input) => pool.run(workerInput(input), options.storeIn).catch(() => undefined)));
}

/** Rebuilds a worker's error: MarkdownErrors regain their class and code frame. */
function toError(error: Extract<CompileResponse, { error: unknown }>['error'], input: CompileInput): Error {
  if (error.markdown) return new MarkdownError({ ...error.markdown, source: input.source });
  const internal = new Error(`${input.filePath}: internal error while compiling Markdown (a bug in Folio): ${error.message}`);
  if (error.stack) internal.stack = `${internal.message}\n${error.stack.split('\n').slice(1).join('\n')}`;
  return internal;
}
