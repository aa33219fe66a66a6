import { createWorkerPool, type WorkerPool } from '@folio/markdown';

/** Work under way in worker threads, which the calling thread may join. */
export interface WorkerQueue<Result> {
  /** The calling thread takes the batches no worker has taken yet (call it once it has nothing else to do). */
  help(): Promise<void>;
  /** Every result, in job order; rejects when a batch failed. */
  done: Promise<Result[]>;
}

/** Options of a queue: the jobs, how to run a batch here, and the worker module that runs them there. */
export interface WorkerQueueOptions<Job, Result> {
  /** What the workers do, in messages (`llms conversion`). */
  name: string;
  jobs: readonly Job[];
  /**
   * The worker module (made runnable with workerScriptFor): its default export runs one batch of
   * jobs and returns one result per job, in order; throwing fails the queue.
   */
  workerFile: URL | undefined;
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
 * order. The threads are Folio's one worker pool (createWorkerPool); this only hands it one batch
 * per thread at a time, so the batches nobody has taken stay here for the calling thread, and
 * closes the pool when the last batch is answered.
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

  const size = Math.min(options.workers, batches.length);
  if (size > 0) {
    if (!options.workerFile) throw new Error(`Internal error: the ${options.name} queue has workers but no worker module.`);
    const pool: WorkerPool<Job[], Result[]> = createWorkerPool({ name: options.name, workerFile: options.workerFile, size });
    const feed = () => {
      const id = take();
      if (id === undefined) return;
      pool.run(batches[id]!).then((results) => {
        store(id, results);
        feed();
      }, settle.reject);
    };
    for (let i = 0; i < size; i++) feed();
    void done.finally(() => pool.close()).catch(() => undefined);
  }

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
