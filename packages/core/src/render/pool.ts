import { availableParallelism } from 'node:os';
import { createWorkerPool, workerModuleNextTo, workerScriptFor } from '@folio/markdown';
import type { RenderContext, RenderFailure, RenderedPage, RenderJob } from './jobs.ts';
import { createRenderCache, renderCacheKeys } from './cache.ts';
import { mapErrorStack } from './stack-map.ts';
import { createPageRenderer, writePage, type PageWriter } from './render-page.ts';
import { renderRounds } from './rounds.ts';

/** Below this many pages, starting workers costs more than it saves. */
const MIN_PAGES_FOR_WORKERS = 64;
/** The render worker's module, next to this one (`.ts` in Folio's repository, `.js` when installed). */
const RENDER_WORKER = workerModuleNextTo(import.meta.url);

/** Pages whose cached body is read and wrapped at a time, bounding memory. */
const CACHED_BATCH = 32;

/**
 * Renders every job: a page whose render inputs are unchanged since an earlier build gets its body
 * from the render cache (and a fresh document around it); the rest render in worker threads across
 * the CPU cores when there are enough of them. Workers load React's production build for
 * production builds (its development build renders 3 times slower).
 */
export async function renderAll(jobs: RenderJob[], context: RenderContext, cacheDir: string, mode: 'production' | 'development' = 'production', write?: PageWriter): Promise<{ pages: RenderedPage[]; failures: RenderFailure[]; fromCache: number }> {
  const cache = createRenderCache(cacheDir);
  const keys = renderCacheKeys(jobs, context, mode);
  const pages: RenderedPage[] = [];
  const toRender: RenderJob[] = [];
  for (let i = 0; i < jobs.length; i += CACHED_BATCH) {
    const batch = jobs.slice(i, i + CACHED_BATCH);
    const cached = await Promise.all(batch.map((_, offset) => cache.read(keys[i + offset]!)));
    const writes = new Map<string, Promise<RenderedPage>>();
    for (const [offset, job] of batch.entries()) {
      const body = cached[offset];
      if (!body) {
        toRender.push({ ...job, cacheFile: cache.fileOf(keys[i + offset]!) });
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
  const rendered = await renderJobs(toRender, context, cacheDir, mode);
  if (mode === 'production') await cache.prune(keys);
  const byPath = (a: { path: string }, b: { path: string }) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  return { pages: [...pages, ...rendered.pages].sort(byPath), failures: rendered.failures.sort(byPath), fromCache };
}

async function renderJobs(jobs: RenderJob[], context: RenderContext, cacheDir: string, mode: 'production' | 'development'): Promise<{ pages: RenderedPage[]; failures: RenderFailure[] }> {
  const pages: RenderedPage[] = [];
  const failures: RenderFailure[] = [];
  if (!jobs.length) return { pages, failures };
  const workerCount = Math.min(availableParallelism(), Math.ceil(jobs.length / MIN_PAGES_FOR_WORKERS));
  if (workerCount <= 1) {
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
  const workerFile = await workerScriptFor(RENDER_WORKER, cacheDir, 'render-worker');
  for (const round of renderRounds(jobs, workerCount)) {
    // Each worker gets the context once; React picks its build from NODE_ENV.
    const pool = createWorkerPool<RenderJob[], { results: RenderedPage[]; failures: RenderFailure[] }>({ name: 'render', workerFile, size: workerCount, workerData: context, env: { ...process.env, NODE_ENV: mode } });
    try {
      await Promise.all(round.map(async (batch) => {
        const answer = await pool.run(batch);
        pages.push(...answer.results);
        failures.push(...answer.failures);
      }));
    } finally {
      await pool.close();
    }
  }
  return { pages, failures };
}
