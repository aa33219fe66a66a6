import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { compileWithCache, getCompileCacheKey, readdressMessages, type CompileCache } from '../cache.ts';
import { warmUpInputs } from '../warm-up.ts';
import { MarkdownError } from '../errors.ts';
import { readFrontMatter } from '../file-source.ts';
import { scanMarkdown } from '../scan.ts';
import { createScanRegistry, type ScannedInput } from '../scan-registry.ts';
import type { CompiledMarkdown, CompileInput } from '../types.ts';
import { createWorkerPool, type WorkerPool } from './pool.ts';
import { COMPILE_WORKER, workerScriptFor } from './worker-script.ts';
import type { CompileAnswer, CompileTask } from './protocol.ts';
import type { ConfigSource } from './config-refs.ts';
import { createTaskInputEncoder } from './task-input.ts';

/** Below this many distinct cache misses, starting workers costs more than it saves. */
export const MIN_MISSES_FOR_WORKERS = 32;

/** Cached files read on the calling thread that make it worth compiling a few misses in the page worker meanwhile. */
const MIN_HITS_ALONGSIDE = 64;

/** Options of a Markdown compiler. */
export interface MarkdownCompilerOptions {
  /** The site's cache folder: the bundled worker script is written there. */
  cacheDir: string;
  /**
   * Most worker threads per pool. Default: one per CPU core for the compiles the calling thread
   * waits for (it compiles nothing itself, so its heap stays small), one fewer in the background,
   * which leaves a core to the thread answering requests.
   */
  maxWorkers?: number | undefined;
  /**
   * Scan first (the development server): files missing from the compile cache are only scanned
   * (front matter, title, headings, links) and their modules import the files, which the bundler
   * compiles when a page is opened, with the options `scannedInput` gives.
   */
  scanFirst?: boolean | undefined;
  /**
   * The site's config as loaded: site remark/rehype plugins and function-valued Markdown options
   * found in it are sent to workers as their place in it, and each worker loads the config module
   * to take them. Without it (or for values the config does not hold) such files compile on the
   * calling thread.
   */
  config?: ConfigSource | undefined;
}

/**
 * Compiles a site's Markdown: one per build or development session, which creates it, hands it to
 * the plugins through their context and closes it. It owns the worker threads (started on first
 * need), the compiles under way (identical files compile once across calls) and, when scanning
 * first, what it scanned.
 */
export interface MarkdownCompiler {
  /** True when files missing from the cache are scanned instead of compiled (see the options). */
  readonly scanFirst: boolean;
  /**
   * Compiles many files through the cache, the misses in parallel in worker threads, one per CPU
   * core; every file gets its own outcome, in input order (a
   * MarkdownError for an invalid file, an internal error otherwise), and identical sources compile
   * once.
   *
   * Site remark/rehype plugins and function-valued Markdown options (`preprocessor`,
   * `parseFrontMatter`) reach the workers through the site config (see the `config` option); when
   * an input holds one the config does not, or when fewer than MIN_MISSES_FOR_WORKERS files miss
   * the cache, everything compiles on the calling thread instead (same results, no parallelism).
   */
  compile(inputs: readonly CompileInput[], options: { cache: CompileCache }): Promise<Array<PromiseSettledResult<CompiledMarkdown>>>;
  /**
   * Compiles files into the compile cache in `storeIn`, in background worker threads (at a lower
   * priority) that look entries up and write them themselves: the calling thread only sends the
   * sources, so it stays free to answer requests and compile a saved page. Files holding functions
   * the site config does not are skipped (they compile when a page needs them); so are failures,
   * which the page's own compile reports.
   */
  compileIntoCache(inputs: readonly CompileInput[], storeIn: string): Promise<void>;
  /**
   * Compiles one file through the cache in a worker thread of its own, at normal priority and kept
   * running once started (the development server's pages: the one a browser opens, the one just
   * saved): the calling thread stays free (the bundler's callbacks run there) and never loads the
   * compiler. Identical files compile once across calls; a file holding functions the site config
   * does not compiles on the calling thread. `first` (a page just saved) goes ahead of the files
   * waiting for the worker. `aside` (a page a browser only prefetches) compiles in the background
   * pool instead (lower priority), so that the page worker is free for the next save.
   */
  compileOne(input: CompileInput, options: { cache: CompileCache; first?: boolean; aside?: boolean }): Promise<CompiledMarkdown>;
  /** Starts compileOne's worker now and warms its compiler, so that the first page does not wait for it. */
  startPageWorker(): void;
  /** The options a file that was only scanned is compiled with, if it was scanned. */
  scannedInput(filePath: string): ScannedInput | undefined;
  /** Every file scanned so far, with its options. */
  scannedInputs(): ScannedInput[];
  /** Takes the site's plugins from this config from now on (the development server, after the config changed; see the `config` option). */
  useConfig(config: ConfigSource): void;
  /**
   * Stops the worker threads and frees their heaps (each holds the compiler, ~70 MB); the compiler
   * stays usable and starts workers again on its next compile. A build calls it once its Markdown is
   * compiled, so that the threads do not live on into the bundle phase. Compiles still under way fail.
   */
  stopWorkers(): Promise<void>;
  /** Stops the worker threads. */
  close(): Promise<void>;
}

/** Jobs a compile worker holds at once: one running, one waiting, so it never idles between messages. */
const TASKS_PER_WORKER = 2;

/** How many small pages the page worker compiles when started, so that its first real compile runs at speed. */
const PAGE_WORKER_WARM_UPS = 1;

/**
 * The page worker's young generation (MB; V8's default is 48, other pools' workers get
 * WORKER_YOUNG_GENERATION_MB): a compile allocates tens of MB of short-lived trees, and with 4
 * times V8's room it spends less of a save's compile collecting garbage (run.md, warmed then idle as before a save: about 100 ms against 150 ms on a busy
 * machine; in a loop, 40 ms of CPU against 47–60 ms). It costs memory only while the worker runs.
 */
const PAGE_WORKER_YOUNG_GENERATION_MB = 192;

/** The compiler's pools: the compiles a build waits for, compiling into the cache in the background, and compileOne's page worker. */
type PoolKind = 'foreground' | 'background' | 'page';

/** How each pool runs its workers, given the most workers asked for (or one per CPU core). */
const POOLS: Record<PoolKind, (size: number | undefined) => { size: number; lowPriority?: boolean; idleMs?: number; tasksPerWorker?: number; youngGenerationMb?: number }> = {
  // One worker per core: the calling thread only sends sources and takes results, so its heap stays small.
  foreground: (size) => ({ size: size ?? availableParallelism() }),
  // A core left to the calling thread, and the workers yield the CPU to it.
  background: (size) => ({ size: Math.max(1, size ?? availableParallelism() - 1), lowPriority: true }),
  // One thread, kept with its compiler loaded for the next save, holding one task at a time (a save goes ahead of the rest).
  page: () => ({ size: 1, idleMs: Infinity, tasksPerWorker: 1, youngGenerationMb: PAGE_WORKER_YOUNG_GENERATION_MB }),
};

/** A pool of compile workers. */
export type CompilePool = WorkerPool<CompileTask, CompileAnswer>;

/**
 * A pool of `size` compile workers running `workerFile`: with `lowPriority` the workers run at a
 * lower scheduling priority (Linux); `idleMs` is how long an idle worker is kept (default 1 s);
 * `tasksPerWorker` how many tasks a worker holds at once (default 2); `youngGenerationMb` the
 * most memory of each worker's young generation (default WORKER_YOUNG_GENERATION_MB).
 */
export function createCompilePool(options: { workerFile: URL; size: number; lowPriority?: boolean; idleMs?: number; tasksPerWorker?: number; youngGenerationMb?: number }): CompilePool {
  return createWorkerPool({
    name: 'Markdown compile',
    workerFile: options.workerFile,
    size: options.size,
    idleMs: options.idleMs,
    tasksPerWorker: options.tasksPerWorker ?? TASKS_PER_WORKER,
    youngGenerationMb: options.youngGenerationMb,
    workerData: { lowPriority: options.lowPriority ?? false },
  });
}

/** Rebuilds a worker's error: MarkdownErrors regain their class and code frame. */
function toError(error: Extract<CompileAnswer, { error: unknown }>['error'], input: CompileInput): Error {
  if (error.markdown) return new MarkdownError({ ...error.markdown, source: input.source });
  const internal = new Error(`${input.filePath}: internal error while compiling Markdown (a bug in Folio): ${error.message}`);
  if (error.stack) internal.stack = `${internal.message}\n${error.stack.split('\n').slice(1).join('\n')}`;
  return internal;
}

/** Creates a site's Markdown compiler (see MarkdownCompiler). Nothing starts until it is used. */
export function createMarkdownCompiler(options: MarkdownCompilerOptions): MarkdownCompiler {
  const scanFirst = options.scanFirst ?? false;
  const scans = createScanRegistry();
  let encoder = createTaskInputEncoder(undefined);
  const useConfig = (config: ConfigSource) => {
    encoder = createTaskInputEncoder(config);
  };
  if (options.config) useConfig(options.config);
  /** The pool a build waits for, the background one (lower priority) and the page worker (compileOne). */
  const pools = new Map<PoolKind, CompilePool>();
  /** Compiles under way in workers, by cache key: identical files across calls compile once. */
  const inFlight = new Map<string, Promise<CompileAnswer>>();
  /** The bundled worker module, made on first need. */
  let workerFile: Promise<URL> | undefined;
  let closed = false;

  /** The worker script, made again if it is gone (its cache folder deleted since it was made). */
  const workerScript = async (): Promise<URL> => {
    const made = await workerFile?.catch(() => undefined);
    if (made && existsSync(made)) return made;
    workerFile = workerScriptFor(COMPILE_WORKER, options.cacheDir, 'markdown-worker', { packagesFromFolio: true });
    return workerFile;
  };

  const getPool = async (kind: PoolKind): Promise<CompilePool> => {
    const existing = pools.get(kind);
    if (existing && !existing.failed) return existing;
    const file = await workerScript();
    if (closed) throw new Error('Internal error (a Folio bug): the Markdown compiler was used after it was closed.');
    let pool = pools.get(kind);
    // A pool whose workers could not start (their script was deleted with the cache folder) is replaced.
    if (!pool || pool.failed) {
      void pool?.close().catch(() => undefined);
      pools.set(kind, (pool = createCompilePool({ workerFile: file, ...POOLS[kind](options.maxWorkers) })));
    }
    return pool;
  };

  const stopWorkers = async () => {
    const all = [...pools.values()];
    pools.clear();
    await Promise.all(all.map((pool) => pool.close()));
  };

  /** Compiles in a pool's worker (a compile of the same key under way is shared); the answer goes into the cache. */
  const compileInPool = async (input: CompileInput, key: string, cache: CompileCache, pool: CompilePool, task: CompileTask['input'], first = false): Promise<CompiledMarkdown> => {
    let response = inFlight.get(key);
    if (!response) {
      response = pool.run({ input: task }, { first }).then((answer) => {
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
    // The worker's copy of the config lacks one of the input's values (a config that differs from call to call).
    if (answer.error.configRef) return compileWithCache(input, cache);
    throw toError(answer.error, input);
  };

  const compileOne = async (input: CompileInput, key: string, hit: CompiledMarkdown | undefined, cache: CompileCache, pool: CompilePool | undefined, task: CompileTask['input'] | undefined): Promise<CompiledMarkdown> => {
    if (hit) return readdressMessages(hit, input.filePath);
    if (scanFirst) {
      scans.register(input);
      // A site's own front matter parser may be asynchronous: the scan gets what it read.
      const frontMatter = input.markdown?.parseFrontMatter ? await readFrontMatter(input) : undefined;
      // The scan's module imports the file itself, so its key names the file too.
      return scans.remembered(`${key}\0${input.filePath}`, () => scanMarkdown(input, frontMatter));
    }
    if (!inFlight.has(key) && !pool) return compileWithCache(input, cache);
    return compileInPool(input, key, cache, pool!, task!);
  };

  /**
   * A few files missing from a cache that holds many of the others (a rebuild after an edit)
   * start compiling in the page worker before the others are read from the cache, so that the
   * compile runs on another core meanwhile instead of loading the compiler on this thread after
   * them. Undefined when that does not apply: the compile then goes as usual. Index → its compile.
   */
  const startFewMisses = async (inputs: readonly CompileInput[], keys: readonly string[], cache: CompileCache): Promise<Map<number, Promise<CompiledMarkdown>> | undefined> => {
    if (scanFirst || !cache.has || availableParallelism() < 2) return undefined;
    const absent = keys.flatMap((key, i) => (inFlight.has(key) || cache.has!(key) ? [] : [i]));
    if (!absent.length || absent.length >= MIN_MISSES_FOR_WORKERS || keys.length - absent.length < MIN_HITS_ALONGSIDE) return undefined;
    const tasks = absent.map((i) => encoder.encode(inputs[i]!));
    if (!tasks.every(Boolean)) return undefined;
    const pool = await getPool('page');
    return new Map(absent.map((i, n) => [i, compileInPool(inputs[i]!, keys[i]!, cache, pool, tasks[n]!)]));
  };

  return {
    scanFirst,
    async compile(inputs, { cache }) {
      const keys = inputs.map((input) => getCompileCacheKey(input));
      const early = await startFewMisses(inputs, keys, cache);
      // Scanning is cheaper than reading a cached compile: when scanning first, every file is scanned.
      const hits = keys.map((key, i) => (scanFirst || early?.has(i) ? undefined : cache.get(key)));
      const misses = new Set(keys.filter((key, i) => !hits[i] && !early?.has(i) && !inFlight.has(key)));
      const tasks = !scanFirst && misses.size >= MIN_MISSES_FOR_WORKERS ? inputs.map((input) => encoder.encode(input)) : [];
      const useWorkers = tasks.length > 0 && tasks.every(Boolean);
      const pool = useWorkers ? await getPool('foreground') : undefined;
      return Promise.allSettled(inputs.map((input, i) => early?.get(i) ?? compileOne(input, keys[i]!, hits[i], cache, pool, tasks[i])));
    },
    async compileIntoCache(inputs, storeIn) {
      const tasks = inputs.flatMap((input) => encoder.encode(input) ?? []);
      if (!tasks.length) return;
      const pool = await getPool('background');
      await Promise.all(tasks.map((input) => pool.run({ input, storeIn }).catch(() => undefined)));
    },
    async compileOne(input, { cache, first, aside }) {
      const key = getCompileCacheKey(input);
      const hit = cache.get(key);
      if (hit) return readdressMessages(hit, input.filePath);
      const task = encoder.encode(input);
      if (!task) return compileWithCache(input, cache);
      return compileInPool(input, key, cache, await getPool(aside ? 'background' : 'page'), task, first);
    },
    startPageWorker() {
      // Loads the compiler in the worker and runs it on a small page; a failure shows on the first real compile.
      void getPool('page')
        .then(async (pool) => {
          for (const input of warmUpInputs(PAGE_WORKER_WARM_UPS)) await pool.run({ input });
        })
        .catch(() => undefined);
    },
    useConfig,
    scannedInput: (filePath) => scans.inputFor(filePath),
    scannedInputs: () => scans.inputs(),
    stopWorkers,
    async close() {
      closed = true;
      await stopWorkers();
    },
  };
}
