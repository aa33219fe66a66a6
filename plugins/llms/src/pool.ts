import path from 'node:path';
import { startWorkerQueue, workerModuleNextTo, workerScriptFor, type WorkerQueue } from '@folio/core';
import { makeAndStoreCopies, type CopiesJob } from './copies.ts';
import { copiesKey, loadStoredCopies, type StoredCopies } from './copies-store.ts';
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

/** The copies and llms files being made, or found in the store. */
export interface CopiesWork {
  /** The result, this thread taking the job itself if no worker has yet; with what the build converted for the log. */
  finish(): Promise<{ stored: StoredCopies; converted: number; elapsedMs: number }>;
  /** This thread joins in the conversions left, if the templates were needed (when it has nothing else to do: in postBuild). */
  help(): void;
}

/**
 * Makes the copies, or takes them from the store when a build with the same inputs (`keyInputs`,
 * and the files read, by their stamps) made them: then no template is even read. Otherwise the
 * templates are made (`startTemplates`), and once every one is there the copies are made and
 * stored: with `inWorker`, in a worker thread, so that a build that converts nothing fills its
 * pages while it bundles and renders, on the core the main thread leaves idle; otherwise when
 * `finish()` is called.
 */
export function startCopies(startTemplates: () => TemplateWork, job: Omit<CopiesJob, 'templates' | 'storeDir' | 'key'>, keyInputs: unknown, cacheDir: string, inWorker: boolean): CopiesWork {
  const storeDir = path.join(cacheDir, 'llms');
  const key = copiesKey({ job, keyInputs });
  // The templates, once it is known that they are needed (undefined when the store has the result).
  const templates = loadStoredCopies(storeDir, key).then((stored) => (stored ? { stored, work: undefined } : { stored: undefined, work: startTemplates() }));
  const made = (async () => {
    const { stored, work } = await templates;
    if (stored) return { queue: undefined, stored, converted: 0, elapsedMs: 0 };
    const done = await work!.done();
    const full: CopiesJob = { ...job, templates: done.templates, storeDir, key };
    const workerFile = inWorker ? await workerScriptFor(COPIES_WORKER_SOURCE, cacheDir, 'llms-copies-worker') : undefined;
    const queue = startWorkerQueue({ name: 'llms copies', jobs: [full], workerFile, workers: inWorker ? 1 : 0, batchSize: 1, runHere: (batch: CopiesJob[]) => Promise.all(batch.map(makeAndStoreCopies)) });
    return { queue, stored: undefined, converted: done.converted, elapsedMs: done.elapsedMs };
  })();
  // A build that fails before postBuild never asks: no unhandled rejection.
  templates.catch(() => undefined);
  made.catch(() => undefined);
  return {
    help: () => void templates.then(({ work }) => work?.help(), () => undefined),
    async finish() {
      const { queue, stored, converted, elapsedMs } = await made;
      if (stored) return { stored, converted, elapsedMs };
      void queue!.help();
      const [result] = await queue!.done;
      return { stored: result!, converted, elapsedMs };
    },
  };
}
