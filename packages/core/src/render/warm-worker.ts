import { createWorkerPool, workerModuleNextTo, workerScriptFor, type WorkerPool } from '@folio/markdown';
import type { RenderFailure, RenderedPage, RenderTask } from './jobs.ts';

/** The render worker's module, next to this one (`.ts` in Folio's repository, `.js` when installed). */
export const RENDER_WORKER = workerModuleNextTo(import.meta.url);

/** A pool of render workers. */
export type RenderPool = WorkerPool<RenderTask, { results: RenderedPage[]; failures: RenderFailure[] }>;

/** Makes a pool of `size` render workers; `context` is given to each as its `workerData` (none: it comes with the batches). */
export async function createRenderPool(cacheDir: string, mode: 'production' | 'development', size: number, context?: unknown): Promise<RenderPool> {
  const workerFile = await workerScriptFor(RENDER_WORKER, cacheDir, 'render-worker');
  // React picks its build from NODE_ENV.
  return createWorkerPool({ name: 'render', workerFile, size, workerData: context, env: { ...process.env, NODE_ENV: mode } });
}

/** One render worker started before the render, so that its start overlaps the phases before it. */
export interface WarmRenderWorker {
  /** The worker's pool (one thread), once made; its thread has started loading what rendering needs. */
  readonly pool: Promise<RenderPool>;
  /** Stops the worker (when the render did not need it, or is done); again, the same promise. */
  close(): Promise<void>;
}

/**
 * Starts one render worker now, with no render context yet, and has it load React's server renderer
 * and the HTML parser of search documents: after a one-doc edit, the edited page renders in one
 * worker while the main thread writes the other pages, and that worker's start (a thread, its
 * modules) otherwise comes after the bundle, at the head of the render.
 */
export function startRenderWorker(cacheDir: string, mode: 'production' | 'development'): WarmRenderWorker {
  const pool = createRenderPool(cacheDir, mode, 1).then((made) => {
    // A failed warm-up fails the pool, and the render then makes one of its own.
    made.run({ warm: true }).catch(() => undefined);
    return made;
  });
  pool.catch(() => undefined);
  let closed: Promise<void> | undefined;
  return {
    pool,
    close: () => (closed ??= pool.then((made) => made.close(), () => undefined)),
  };
}
