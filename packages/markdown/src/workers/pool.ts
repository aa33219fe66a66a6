import { Worker } from 'node:worker_threads';
import type { CompileRequest, CompileResponse } from './protocol.ts';

/** Jobs a worker holds at once: one running, one waiting, so it never idles between messages. */
const JOBS_PER_WORKER = 2;

/** A set of compile worker threads fed from one queue. */
export interface CompilePool {
  /**
   * Compiles one input; resolves with the answer (result or error). With `storeIn` (a compile
   * cache folder) a worker, never the calling thread, stores the result there and answers `stored`.
   */
  run(input: CompileRequest['input'], storeIn?: string): Promise<CompileResponse>;
  /** Stops every worker; pending jobs fail. */
  close(): Promise<void>;
}

/** Compiles one input on the calling thread, answering like a worker. */
export type LocalCompile = (input: CompileRequest['input']) => Promise<CompileResponse>;

interface Job {
  request: CompileRequest;
  resolve(response: CompileResponse): void;
  reject(error: Error): void;
}

interface PoolWorker {
  worker: Worker;
  jobs: Map<number, Job>;
}

/**
 * Creates a pool of up to `size` workers running `workerFile`, plus the calling thread when
 * `local` is given; with `lowPriority` the workers run at a lower scheduling priority (Linux).
 * Workers start on demand, are unreferenced while idle (an idle pool never keeps the process
 * alive) and stop after `idleMs` without work. A crashed worker fails only its own jobs.
 */
export function createCompilePool(options: { workerFile: URL; size: number; idleMs?: number; local?: LocalCompile; lowPriority?: boolean }): CompilePool {
  const queue: Job[] = [];
  const workers: PoolWorker[] = [];
  let nextId = 0;
  let idleTimer: NodeJS.Timeout | undefined;
  let localBusy = false;

  /** The calling thread takes a job too when it has nothing else to do: one worker fewer to start. */
  const runLocally = (job: Job) => {
    localBusy = true;
    // Yield first, so replies from workers and newly queued files are seen between local compiles.
    setImmediate(() => {
      options.local!(job.request.input).then(
        (answer) => job.resolve({ ...answer, id: job.request.id }),
        (error: Error) => job.reject(error),
      ).finally(() => {
        localBusy = false;
        pump();
      });
    });
  };

  const stop = (entry: PoolWorker, reason: Error) => {
    workers.splice(workers.indexOf(entry), 1);
    for (const job of entry.jobs.values()) job.reject(reason);
    entry.jobs.clear();
    void entry.worker.terminate();
  };

  const start = (): PoolWorker => {
    const entry: PoolWorker = { worker: new Worker(options.workerFile, { workerData: { lowPriority: options.lowPriority ?? false } }), jobs: new Map() };
    entry.worker.on('message', (response: CompileResponse) => {
      const job = entry.jobs.get(response.id);
      entry.jobs.delete(response.id);
      job?.resolve(response);
      pump();
    });
    entry.worker.on('error', (error) => {
      stop(entry, new Error(`Internal error (a Folio bug): a Markdown compile worker crashed: ${error.message}`, { cause: error }));
      pump();
    });
    entry.worker.on('exit', (code) => {
      if (workers.includes(entry)) stop(entry, new Error(`Internal error (a Folio bug): a Markdown compile worker exited with code ${code}.`));
    });
    workers.push(entry);
    return entry;
  };

  const pump = () => {
    clearTimeout(idleTimer);
    const local = options.local && !localBusy ? queue.findIndex((job) => !job.request.storeIn) : -1;
    if (local >= 0) runLocally(queue.splice(local, 1)[0]!);
    while (queue.length > 0) {
      let target = workers.find((w) => w.jobs.size === 0) ?? (workers.length < options.size ? start() : workers.find((w) => w.jobs.size < JOBS_PER_WORKER));
      if (!target) break;
      const job = queue.shift()!;
      target.jobs.set(job.request.id, job);
      target.worker.postMessage(job.request);
    }
    for (const { worker, jobs } of workers) (jobs.size > 0 ? worker.ref() : worker.unref());
    if (queue.length === 0 && !localBusy && workers.every((w) => w.jobs.size === 0) && workers.length > 0) {
      idleTimer = setTimeout(() => void close(), options.idleMs ?? 1000).unref();
    }
  };

  const close = async () => {
    clearTimeout(idleTimer);
    const all = workers.splice(0);
    for (const entry of all) for (const job of entry.jobs.values()) job.reject(new Error('The Markdown compile pool was closed.'));
    await Promise.all(all.map((entry) => entry.worker.terminate()));
  };

  return {
    run(input, storeIn) {
      return new Promise<CompileResponse>((resolve, reject) => {
        queue.push({ request: { id: nextId++, input, ...(storeIn ? { storeIn } : {}) }, resolve, reject });
        pump();
      });
    },
    close,
  };
}
