import { startWorkerQueue, workerModuleNextTo, workerScriptFor, type WorkerQueue } from '@folio/core';
import { makeCopies, type CopiesJob, type CopiesResult } from './copies.ts';
import type { ConvertJob, ConvertOutcome } from './convert-source.ts';
import type { TemplateWork } from './templates.ts';

/** The workers' modules, next to this one: `.ts` in Folio's repository, `.js` when installed. */
const WORKER_SOURCE = workerModuleNextTo(import.meta.url);
const COPIES_WORKER_SOURCE = workerModuleNextTo(import.meta.url, 'copies-worker');

/** Below this many files, starting a worker (and loading the parser in it) costs more than it saves. */
export const MIN_JOBS_FOR_WORKER = 32;
/** Files sent to the worker at a time. */
const BATCH_SIZE = 16;

/**
 * Starts converting files: in a worker thread, which goes on while the build bundles and renders
 * (when there are enough files to be worth it, or, started `early`, any: a build that converts
 * one edited file then loads the parser on the core the main thread leaves idle, not in
 * postBuild); the calling thread joins in with `help()` once it waits for the results. Outcomes
 * come back in job order.
 */
export async function startConversion(jobs: readonly ConvertJob[], cacheDir: string, early = false): Promise<WorkerQueue<ConvertOutcome>> {
  const workers = jobs.length >= (early ? 1 : MIN_JOBS_FOR_WORKER) ? 1 : 0;
  const workerFile = workers ? await workerScriptFor(WORKER_SOURCE, cacheDir, 'llms-worker') : undefined;
  // The parser loads only when this thread converts something: a warm build never loads it.
  const runHere = async (batch: ConvertJob[]) => batch.map((await import('./convert-source.ts')).convertJob);
  return startWorkerQueue({ name: 'llms conversion', jobs, workerFile, workers, batchSize: BATCH_SIZE, runHere });
}

/** The copies and llms files being made. */
export interface CopiesWork {
  /** The result, this thread taking the job itself if no worker has yet. */
  finish(): Promise<CopiesResult>;
}

/**
 * Makes the copies once every template is there: with `inWorker`, in a worker thread, so that a
 * build that converts nothing (a warm one) fills its pages while it bundles and renders, on the
 * core the main thread leaves idle; otherwise when `finish()` is called.
 */
export function startCopies(templates: TemplateWork, job: Omit<CopiesJob, 'templates' | 'converted' | 'elapsedMs'>, cacheDir: string, inWorker: boolean): CopiesWork {
  const queue = (async () => {
    const made = await templates.done();
    const full: CopiesJob = { ...job, templates: made.templates, converted: made.converted, elapsedMs: made.elapsedMs };
    const workerFile = inWorker ? await workerScriptFor(COPIES_WORKER_SOURCE, cacheDir, 'llms-copies-worker') : undefined;
    return startWorkerQueue({ name: 'llms copies', jobs: [full], workerFile, workers: inWorker ? 1 : 0, batchSize: 1, runHere: async (batch: CopiesJob[]) => batch.map(makeCopies) });
  })();
  // A build that fails before postBuild never asks: no unhandled rejection.
  queue.catch(() => undefined);
  return {
    async finish() {
      const started = await queue;
      void started.help();
      const [result] = await started.done;
      return result!;
    },
  };
}
