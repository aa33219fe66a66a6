/** Below this many pages, starting workers costs more than it saves. */
const MIN_PAGES_FOR_WORKERS = 64;

/** Pages sent to a render worker at a time: small enough to balance, large enough to amortise messages. */
export const BATCH_SIZE = 16;

/**
 * Pages a render worker renders before a fresh one takes over. A worker keeps every module it
 * imported (ES modules cannot be unloaded): each page's content adds some 60 KB, so at 10,000
 * pages two workers grew to ~370 MB each. Bounding them costs one worker start per 1,000 pages.
 */
export const PAGES_PER_WORKER = 1000;

/**
 * Render jobs in batches of `batchSize`, the batches in rounds of at most `pagesPerWorker` pages
 * per worker (rounds of even size): each round runs in fresh workers. Pure.
 */
export function renderRounds<Job>(jobs: readonly Job[], workers: number, pagesPerWorker = PAGES_PER_WORKER, batchSize = BATCH_SIZE): Job[][][] {
  const batches: Job[][] = [];
  for (let i = 0; i < jobs.length; i += batchSize) batches.push(jobs.slice(i, i + batchSize));
  const most = Math.max(1, Math.floor((pagesPerWorker * workers) / batchSize));
  const count = Math.ceil(batches.length / most);
  const size = Math.ceil(batches.length / count);
  const rounds: Job[][][] = [];
  for (let i = 0; i < batches.length; i += size) rounds.push(batches.slice(i, i + size));
  return rounds;
}

/**
 * How many worker threads render `toRender` pages while `alongside` cached pages are written on
 * the main thread: one per 64 pages, up to the cores; none (the main thread renders) for a few
 * pages, unless enough cached pages are written meanwhile that a worker on another core renders
 * them at the same time (a one-doc edit: its page renders while the other 700 are wrapped). Pure.
 */
export function renderWorkers(toRender: number, alongside: number, cores: number): number {
  const workers = Math.min(cores, Math.ceil(toRender / MIN_PAGES_FOR_WORKERS));
  if (workers > 1) return workers;
  return toRender > 0 && cores > 1 && alongside >= MIN_PAGES_FOR_WORKERS ? 1 : 0;
}
