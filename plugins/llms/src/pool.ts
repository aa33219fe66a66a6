import { startWorkerQueue, workerModuleNextTo, workerScriptFor, type WorkerQueue } from '@folio/core';
import type { ConvertJob, ConvertOutcome } from './convert-source.ts';

/** The worker's module, next to this one: `.ts` in Folio's repository, `.js` when installed. */
const WORKER_SOURCE = workerModuleNextTo(import.meta.url);

/** Below this many files, starting a worker (and loading the parser in it) costs more than it saves. */
export const MIN_JOBS_FOR_WORKER = 32;
/** Files sent to the worker at a time. */
const BATCH_SIZE = 16;

/**
 * Starts converting files: in a worker thread, which goes on while the build bundles and renders
 * (when there are enough files to be worth it); the calling thread joins in with `help()` once
 * it waits for the results. Outcomes come back in job order.
 */
export async function startConversion(jobs: readonly ConvertJob[], cacheDir: string): Promise<WorkerQueue<ConvertOutcome>> {
  const workers = jobs.length >= MIN_JOBS_FOR_WORKER ? 1 : 0;
  const workerFile = workers ? await workerScriptFor(WORKER_SOURCE, cacheDir, 'llms-worker') : undefined;
  // The parser loads only when this thread converts something: a warm build never loads it.
  const runHere = async (batch: ConvertJob[]) => batch.map((await import('./convert-source.ts')).convertJob);
  return startWorkerQueue({ name: 'llms conversion', jobs, workerFile, workers, batchSize: BATCH_SIZE, runHere });
}
