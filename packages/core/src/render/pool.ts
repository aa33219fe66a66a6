import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import type { RenderContext, RenderFailure, RenderedPage, RenderJob } from './jobs.ts';
import { createRenderCache, renderCacheKeys } from './cache.ts';
import { mapErrorStack } from './stack-map.ts';
import { createPageRenderer, writePage, type PageWriter } from './render-page.ts';
import { renderRounds, renderWorkers } from './rounds.ts';
import { createRenderPool, type RenderPool, type WarmRenderWorker } from './warm-worker.ts';

/** Pages whose cached body is read and wrapped at a time, bounding memory. */
const CACHED_BATCH = 32;

/**
 * Renders every job: a page whose render inputs are unchanged since an earlier build gets its body
 * from the render cache (and a fresh document around it); the rest render in worker threads across
 * the CPU cores when there are enough of them, starting before the cached pages are written so
 * that both go on at once. Workers load React's production build for production builds (its
 * development build renders 3 times slower). `warm`: a render worker started ahead, which renders
 * those pages when one worker is to render them.
 */
export async function renderAll(jobs: RenderJob[], context: RenderContext, cacheDir: string, mode: 'production' | 'development' = 'production', write?: PageWriter, warm?: WarmRenderWorker): Promise<{ pages: RenderedPage[]; failures: RenderFailure[]; fromCache: number }> {
  const cache = createRenderCache(cacheDir);
  const keys = renderCacheKeys(jobs, context, mode);
  const withCacheFile = (job: RenderJob, i: number): RenderJob => ({ ...job, cacheFile: cache.fileOf(keys[i]!) });
  // Pages with no cache entry start rendering at once; those that share their file with another
  // route keep the order of the routes, so they wait with the cached pages.
  const outFiles = new Map<string, number>();
  for (const job of jobs) outFiles.set(job.outFile, (outFiles.get(job.outFile) ?? 0) + 1);
  const early = new Set(jobs.flatMap((job, i) => (outFiles.get(job.outFile) === 1 && !cache.has(keys[i]!) ? [i] : [])));
  const earlyJobs = jobs.flatMap((job, i) => (early.has(i) ? [withCacheFile(job, i)] : []));
  const rendering = renderJobs(earlyJobs, context, cacheDir, mode, renderWorkers(earlyJobs.length, jobs.length - earlyJobs.length, availableParallelism()), warm);
  // Its failure is awaited below; until then it must not count as unhandled.
  rendering.catch(() => undefined);
  const pages: RenderedPage[] = [];
  const toRender: RenderJob[] = [];
  const rest = jobs.flatMap((job, i) => (early.has(i) ? [] : [i]));
  for (let i = 0; i < rest.length; i += CACHED_BATCH) {
    const batch = rest.slice(i, i + CACHED_BATCH);
    const cached = batch.map((index) => cache.read(keys[index]!));
    const writes = new Map<string, Promise<RenderedPage>>();
    for (const [offset, index] of batch.entries()) {
      const job = jobs[index]!;
      const body = cached[offset];
      if (!body) {
        toRender.push(withCacheFile(job, index));
        continue;
      }
      // Two routes sharing a path: the later one is written last, as without the cache.
      const before = writes.get(job.outFile);
      writes.set(job.outFile, (before ?? Promise.resolve()).then(() => writePage(job, context, body, write)));
      if (before) pages.push(await before);
    }
    pages.push(...(await Promise.all(writes.values())));
  }
  const fromCache = pages.length;
  const first = await rendering;
  const rendered = await renderJobs(toRender, context, cacheDir, mode, renderWorkers(toRender.length, 0, availableParallelism()));
  if (mode === 'production') await cache.prune(keys);
  const byPath = (a: { path: string }, b: { path: string }) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  return { pages: [...pages, ...first.pages, ...rendered.pages].sort(byPath), failures: [...first.failures, ...rendered.failures].sort(byPath), fromCache };
}

/** The warm worker's pool when it can render `rounds` with `workerCount` workers: one worker, one round. */
async function warmPoolFor(warm: WarmRenderWorker | undefined, workerCount: number, rounds: number): Promise<RenderPool | undefined> {
  if (!warm || workerCount !== 1 || rounds !== 1) return undefined;
  const pool = await warm.pool.catch(() => undefined);
  return pool && !pool.failed ? pool : undefined;
}

async function renderJobs(jobs: RenderJob[], context: RenderContext, cacheDir: string, mode: 'production' | 'development', workerCount: number, warm?: WarmRenderWorker): Promise<{ pages: RenderedPage[]; failures: RenderFailure[] }> {
  const pages: RenderedPage[] = [];
  const failures: RenderFailure[] = [];
  if (!jobs.length) return { pages, failures };
  if (workerCount === 0) {
    const renderPage = createPageRenderer(context);
    for (const job of jobs) {
      try {
        pages.push(await renderPage(job));
      } catch (error) {
        failures.push({ path: job.path, sourceFile: job.sourceFile, message: mapErrorStack((error as Error).stack ?? String(error)) });
      }
    }
    return { pages, failures };
  }
  const rounds = renderRounds(jobs, workerCount);
  const warmPool = await warmPoolFor(warm, workerCount, rounds.length);
  // The warm worker gets the context with each batch (a few: it renders only a few pages), under one key.
  const withContext = { key: randomUUID(), value: context };
  for (const round of rounds) {
    // Each worker of a pool of its own gets the context once.
    const pool = warmPool ?? (await createRenderPool(cacheDir, mode, workerCount, context));
    try {
      await Promise.all(round.map(async (batch) => {
        const answer = await pool.run(warmPool ? { jobs: batch, context: withContext } : { jobs: batch });
        pages.push(...answer.results);
        failures.push(...answer.failures);
      }));
    } finally {
      if (!warmPool) await pool.close();
    }
  }
  return { pages, failures };
}
