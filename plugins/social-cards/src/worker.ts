import { parentPort } from 'node:worker_threads';
import type { BatchAnswer, BatchMessage } from '@folio/core';
import sharp from 'sharp';
import { drawBatch, type DrawJob } from './draw-jobs.ts';

// One image at a time per thread: the drawing threads are the parallelism.
sharp.concurrency(1);

/** Card worker: draws each batch of cards into the cache folder, then answers. */
parentPort!.on('message', ({ id, jobs }: BatchMessage<DrawJob>) => {
  drawBatch(jobs).then(
    () => parentPort!.postMessage({ id, results: jobs.map(() => true) } satisfies BatchAnswer<boolean>),
    (error: Error) => parentPort!.postMessage({ id, error: error.stack ?? String(error) } satisfies BatchAnswer<boolean>),
  );
});
