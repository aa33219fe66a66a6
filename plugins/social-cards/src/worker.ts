import sharp from 'sharp';
import { drawBatch, type DrawJob } from './draw-jobs.ts';

// One image at a time per thread: the drawing threads are the parallelism.
sharp.concurrency(1);
// No cache of libvips operations (by default up to 50 MB of images and 100 operations): every card
// is drawn once, from its own text, so nothing cached is ever asked for again, and the cache's
// pixels only added to the build's memory while the cards were drawn.
sharp.cache(false);

/** Card worker (a task of Folio's worker pool): draws one batch of cards into the cache folder. */
export default async function drawCards(jobs: DrawJob[]): Promise<boolean[]> {
  await drawBatch(jobs);
  return jobs.map(() => true);
}
