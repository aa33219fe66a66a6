import sharp from 'sharp';
import { drawBatch, type DrawJob } from './draw-jobs.ts';

// One image at a time per thread: the drawing threads are the parallelism.
sharp.concurrency(1);

/** Card worker (a task of Folio's worker pool): draws one batch of cards into the cache folder. */
export default async function drawCards(jobs: DrawJob[]): Promise<boolean[]> {
  await drawBatch(jobs);
  return jobs.map(() => true);
}
