import { createHash } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';

/**
 * What a worker of a queue is sent: one batch of jobs, by number. The worker module answers each
 * with a BatchAnswer. (It implements this itself, in a few lines, and imports nothing from the
 * engine: its bundle leaves packages as imports, and the engine is TypeScript in this repository.)
 */
export interface BatchMessage<Job> {
  id: number;
  jobs: Job[];
}

/** What a worker answers: one result per job, in order, or why the whole batch failed. */
export type BatchAnswer<Result> = { id: number; results: Result[] } | { id: number; error: string };

/** Work under way in worker threads, which the calling thread may join. */
export interface WorkerQueue<Result> {
  /** The calling thread takes the batches no worker has taken yet (call it once it has nothing else to do). */
  help(): Promise<void>;
  /** Every result, in job order; rejects when a batch failed. */
  done: Promise<Result[]>;
}

/** Options of a queue: the jobs, how to run a batch here, and the worker module that runs them there. */
export interface WorkerQueueOptions<Job, Result> {
  jobs: readonly Job[];
  /** Worker module (bundled with bundleWorkerModule) answering BatchMessages with BatchAnswers. */
  workerFile: string;
  /** Worker threads to start (at most one per batch); with none, only `help()` runs the jobs. */
  workers: number;
  batchSize: number;
  /** Runs a batch on the calling thread, as the worker does. */
  runHere(jobs: Job[]): Promise<Result[]> | Result[];
}

/**
 * Starts plain-data jobs in worker threads at once, in batches pulled from one queue, so that a
 * plugin's work goes on while the build does other things (the cores are shared, not reserved);
 * `help()` lets the calling thread take batches too once it is free. Results come back in job
 * order. Workers stop when the queue is empty.
 */
export function startWorkerQueue<Job, Result>(options: WorkerQueueOptions<Job, Result>): WorkerQueue<Result> {
  const batches: Job[][] = [];
  for (let i = 0; i < options.jobs.length; i += options.batchSize) batches.push(options.jobs.slice(i, i + options.batchSize));
  const answers: Result[][] = [];
  let answered = 0;
  let next = 0;
  let settle!: { resolve(results: Result[]): void; reject(error: Error): void };
  const done = new Promise<Result[]>((resolve, reject) => (settle = { resolve, reject }));
  // A build that fails before anyone waits must not report an unhandled rejection.
  done.catch(() => undefined);
  const store = (id: number, results: Result[]) => {
    answers[id] = results;
    if (++answered === batches.length) settle.resolve(answers.flat());
  };
  if (!batches.length) settle.resolve([]);
  const take = () => (next < batches.length ? next++ : undefined);
  const runWorker = () => {
    const worker = new Worker(options.workerFile);
    /** The batch this worker holds, until it answers. */
    let holding: number | undefined;
    const send = () => {
      holding = take();
      if (holding === undefined) void worker.terminate();
      else worker.postMessage({ id: holding, jobs: batches[holding]! } satisfies BatchMessage<Job>);
    };
    worker.on('message', (answer: BatchAnswer<Result>) => {
      if ('error' in answer) {
        void worker.terminate();
        settle.reject(new Error(answer.error));
        return;
      }
      store(answer.id, answer.results);
      send();
    });
    worker.on('error', (error) => settle.reject(error));
    worker.on('exit', (code) => {
      if (holding !== undefined) settle.reject(new Error(`A worker thread stopped (exit code ${code}) before answering its batch.`));
    });
    send();
  };
  for (let i = 0; i < Math.min(options.workers, batches.length); i++) runWorker();
  const help = async () => {
    try {
      for (let id = take(); id !== undefined; id = take()) {
        // Let answers from the workers in between.
        await new Promise((resolve) => setImmediate(resolve));
        store(id, await options.runHere(batches[id]!));
      }
    } catch (error) {
      settle.reject(error as Error);
    }
  };
  return { help, done };
}

/**
 * Bundles a worker module (a plugin's TypeScript, dependencies left as imports that resolve from
 * the site) into one plain ES module in `cacheDir`, named by `name` and a hash of its code, so a
 * worker starts without a TypeScript loader. The write is atomic.
 */
export async function bundleWorkerModule(entry: string, cacheDir: string, name: string): Promise<string> {
  const result = await build({ entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', write: false, logLevel: 'silent' });
  const code = result.outputFiles[0]!.text;
  const file = path.join(cacheDir, `${name}-${createHash('sha256').update(code).digest('hex').slice(0, 12)}.mjs`);
  await mkdir(cacheDir, { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, code);
  await rename(temp, file);
  return file;
}
