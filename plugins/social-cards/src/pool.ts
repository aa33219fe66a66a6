import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { startWorkerQueue, workerModuleNextTo, workerScriptFor, type WorkerQueue } from '@folio/core';
import type { CardContent } from './cards.ts';
import type { DrawJob } from './draw-jobs.ts';
import type { DrawSetup } from './render.ts';

/** The worker's module, next to this one: `.ts` in Folio's repository, `.js` when installed. */
const WORKER_SOURCE = workerModuleNextTo(import.meta.url);

/** Below this many cards a worker (which loads satori, sharp and the fonts itself) costs more than it saves. */
const MIN_CARDS_FOR_WORKER = 12;
/** Cards sent to the worker at a time. */
const BATCH_SIZE = 4;

/** Cards being drawn into the cache folder. */
export interface Drawing {
  /** Cards this build draws (the others were in the cache). */
  drawn: number;
  /** Milliseconds from the start of the drawing (the routes known) to its last card. */
  elapsed: Promise<number>;
  queue: WorkerQueue<boolean>;
}

/**
 * Starts drawing the cards the cache folder lacks: in a worker thread, which goes on while the
 * build bundles and renders (when there are enough cards to be worth it); the calling thread
 * joins in with `help()` once it waits for them.
 */
export async function startDrawing(cards: ReadonlyMap<string, CardContent>, setup: DrawSetup, dir: string, cacheDir: string): Promise<Drawing> {
  const startedAt = performance.now();
  await mkdir(dir, { recursive: true });
  const jobs: DrawJob[] = [...cards].filter(([key]) => !existsSync(path.join(dir, `${key}.png`))).map(([key, content]) => ({ setup, dir, key, content }));
  const workers = jobs.length >= MIN_CARDS_FOR_WORKER ? 1 : 0;
  const workerFile = workers ? await workerScriptFor(WORKER_SOURCE, cacheDir, 'social-cards-worker') : undefined;
  // sharp's native libraries (libvips, glib) must stay loaded when the worker that used them ends:
  // unloaded with it (glibc closes a shared library once no thread holds it), a libvips thread
  // left running can crash the whole process. Loading sharp here too keeps them loaded, as sharp's
  // maintainers advise for worker threads (lovell/sharp#2263).
  if (workers) await import('sharp');
  // satori and sharp load only when this thread draws something: a warm build never loads them.
  const runHere = async (batch: DrawJob[]) => {
    await (await import('./draw-jobs.ts')).drawBatch(batch);
    return batch.map(() => true);
  };
  const queue = startWorkerQueue({ name: 'social cards', jobs, workerFile, workers, batchSize: BATCH_SIZE, runHere });
  const elapsed = queue.done.then(() => performance.now() - startedAt);
  elapsed.catch(() => undefined);
  return { drawn: jobs.length, queue, elapsed };
}
