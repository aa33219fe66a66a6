import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { writeFileWholeSync } from '../write-whole.ts';

/** How an importer file says that the worker module did not load (the error crosses threads as its message). */
const MODULE_FAILED = 'its module did not load: ';

/**
 * The file piscina is given for a worker module: a CommonJS file beside it that loads the module
 * with import() on the first task and hands every task to its default export. Given the ES module
 * itself, piscina loads it with require() first, which Node 20.19 and later run as a synchronous
 * load of the module graph; when that meets an import() of the same graph still under way in the
 * thread, V8 stops the whole process ("v8::Module::IsGraphAsync must be used on an instantiated
 * module"; it took down a test process of this repository). Loaded only through import(), the graph
 * loads one way.
 */
function importerFor(workerFile: URL): string {
  const modulePath = fileURLToPath(workerFile);
  const importer = path.join(path.dirname(modulePath), `${path.basename(modulePath, path.extname(modulePath))}.importer.cjs`);
  if (!existsSync(importer)) {
    writeFileWholeSync(importer, [
      "'use strict';",
      '// Written by Folio (packages/markdown/src/workers/pool.ts): loads the worker module beside it with import() only.',
      'let loaded;',
      'module.exports = async function runTask(task) {',
      `  loaded ??= import(${JSON.stringify(workerFile.href)}).catch((error) => {`,
      '    loaded = undefined;',
      `    throw new Error(${JSON.stringify(MODULE_FAILED)} + (error && error.message ? error.message : String(error)), { cause: error });`,
      '  });',
      '  return (await loaded).default(task);',
      '};',
      '',
    ].join('\n'));
  }
  return importer;
}

/**
 * Each worker's young generation, in MB: V8's default is 48 (two semi-spaces of 16 MB, and as much
 * again for large new objects), and every busy isolate fills its semi-spaces, ~32 MB of RSS per
 * worker. 12 MB (semi-spaces of 4 MB) keeps that to ~8 MB per worker, for slightly more frequent
 * scavenges.
 */
export const WORKER_YOUNG_GENERATION_MB = 12;

/** Options of a worker pool. */
export interface WorkerPoolOptions<Task, Answer> {
  /** What the workers do, in messages: `Markdown compile`, `render`. */
  name: string;
  /** The worker module (see workerScriptFor); its default export answers one task. */
  workerFile: URL;
  /** Most worker threads. */
  size: number;
  /** Tasks a worker holds at once: with 2, one runs while the next waits, so it never idles between messages. */
  tasksPerWorker?: number | undefined;
  /** Idle workers stop after this long (ms); default 1 s. */
  idleMs?: number | undefined;
  /**
   * The most memory of each worker's young generation (MB), where V8 puts new objects;
   * WORKER_YOUNG_GENERATION_MB when unset. A larger one is collected less often, and fewer short-lived objects
   * live long enough to be copied.
   */
  youngGenerationMb?: number | undefined;
  /** Given to every worker as `workerData` (cloned once per worker). */
  workerData?: unknown;
  /** The workers' environment variables; default the process's. */
  env?: Record<string, string | undefined> | undefined;
}

/** A pool of worker threads fed from one queue. */
export interface WorkerPool<Task, Answer> {
  /**
   * Runs one task; resolves with the worker's answer. A crashed worker fails only its own tasks.
   * `first`: the task goes ahead of those waiting in the queue (not of those a worker holds).
   */
  run(task: Task, options?: { first?: boolean }): Promise<Answer>;
  /** Stops every worker; tasks not answered yet fail. */
  close(): Promise<void>;
  /** True once a worker failed outside a task (its module could not load): the pool fails every task, make another. */
  readonly failed: boolean;
}

interface Job<Task, Answer> {
  task: Task;
  resolve(answer: Answer): void;
  reject(error: Error): void;
}

/**
 * Folio's worker pool, for Markdown compiles and rendering: piscina runs the threads (started on
 * demand, unreferenced while idle so an idle pool never keeps the process alive, stopped after
 * `idleMs` without work, replaced when one crashes). Tasks wait in this pool's queue until a
 * worker can take them (so a task marked `first` can go ahead). A worker that is idle gets the
 * next task, then a new worker starts, then a busy worker takes a second one.
 */
export function createWorkerPool<Task, Answer>(options: WorkerPoolOptions<Task, Answer>): WorkerPool<Task, Answer> {
  const perWorker = options.tasksPerWorker ?? 1;
  const piscina: Piscina = new Piscina({
    filename: importerFor(options.workerFile),
    minThreads: 0,
    maxThreads: options.size,
    concurrentTasksPerWorker: perWorker,
    idleTimeout: options.idleMs ?? 1000,
    workerData: options.workerData,
    resourceLimits: { maxYoungGenerationSizeMb: options.youngGenerationMb ?? WORKER_YOUNG_GENERATION_MB },
    ...(options.env ? { env: options.env as Record<string, string> } : {}),
    loadBalancer: (_task, workers) => {
      const idle = workers.find((worker) => worker.currentUsage === 0);
      if (idle || piscina.threads.length < options.size) return idle ?? null;
      return workers.filter((worker) => worker.currentUsage < perWorker).sort((a, b) => a.currentUsage - b.currentUsage)[0] ?? null;
    },
  });
  const queue: Job<Task, Answer>[] = [];
  /** Jobs a worker has: a worker that fails outside a task (its module does not load) fails them all. */
  const running = new Set<Job<Task, Answer>>();
  let sent = 0;
  let closed = false;
  let failed: Error | undefined;
  const failure = (error: unknown) =>
    new Error(`Internal error (a Folio bug): a ${options.name} worker failed: ${(error as Error)?.message ?? String(error)}`, { cause: error });
  // A worker that fails with no task of its own (its importer could not load, say) would otherwise
  // be an uncaught error, and piscina starts no other: every task fails instead. So does a worker
  // whose module did not load: the pool is failed, and its owner may make another.
  const failPool = (error: unknown) => {
    failed ??= failure(error);
    for (const job of [...running, ...queue.splice(0)]) job.reject(failed);
    running.clear();
    void piscina.destroy().catch(() => undefined);
  };
  piscina.on('error', failPool);

  const pump = () => {
    if (closed) return;
    while (queue.length > 0 && sent < options.size * perWorker) {
      const job = queue.shift()!;
      sent += 1;
      running.add(job);
      (piscina.run(job.task) as Promise<Answer>)
        .then(job.resolve, (error: unknown) => (String((error as Error)?.message).startsWith(MODULE_FAILED) ? failPool(error) : job.reject(failure(error))))
        .finally(() => {
          running.delete(job);
          sent -= 1;
          pump();
        });
    }
  };
  return {
    get failed() {
      return failed !== undefined;
    },
    run(task, runOptions) {
      if (closed) return Promise.reject(new Error(`Internal error (a Folio bug): the ${options.name} pool was used after it was closed.`));
      if (failed) return Promise.reject(failed);
      return new Promise<Answer>((resolve, reject) => {
        if (runOptions?.first) queue.unshift({ task, resolve, reject });
        else queue.push({ task, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error(`The ${options.name} pool was closed.`));
      await piscina.destroy();
    },
  };
}
