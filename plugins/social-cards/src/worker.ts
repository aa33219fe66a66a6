import { parentPort } from 'node:worker_threads';
import { drawBatch, type DrawBatch } from './draw-jobs.ts';

/** Card worker: draws one batch into the cache folder, then answers (with an error message if it failed). */
parentPort!.on('message', (batch: DrawBatch) => {
  drawBatch(batch).then(
    () => parentPort!.postMessage({ ok: true }),
    (error: Error) => parentPort!.postMessage({ ok: false, message: error.stack ?? error.message }),
  );
});
