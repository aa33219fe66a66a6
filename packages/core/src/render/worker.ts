import { workerData } from 'node:worker_threads';
import type { RenderContext, RenderFailure, RenderedPage, RenderJob, RenderTask } from './jobs.ts';
import { mapErrorStack } from './stack-map.ts';
import { createPageRenderer, preloadRenderer } from './render-page.ts';

type PageRenderer = ReturnType<typeof createPageRenderer>;

/** The site's render context, sent once to each worker of a pool made for a render. */
const fromWorkerData: PageRenderer | undefined = workerData ? createPageRenderer(workerData as RenderContext) : undefined;
/** A worker started ahead of the render gets its context with its batches: the renderer of the last one, by its key. */
let fromTasks: { key: string; renderPage: PageRenderer } | undefined;

function rendererOf(task: Extract<RenderTask, { jobs: RenderJob[] }>): PageRenderer {
  if (!task.context) {
    if (!fromWorkerData) throw new Error('Internal error (a Folio bug): a render worker got pages without a render context.');
    return fromWorkerData;
  }
  if (fromTasks?.key !== task.context.key) fromTasks = { key: task.context.key, renderPage: createPageRenderer(task.context.value) };
  return fromTasks.renderPage;
}

/**
 * Render worker (a task of the worker pool): renders a batch of jobs, writing each page, and
 * answers with links and failures. The task `{ warm: true }` only loads what rendering needs.
 */
export default async function renderBatch(task: RenderTask): Promise<{ results: RenderedPage[]; failures: RenderFailure[] }> {
  const results: RenderedPage[] = [];
  const failures: RenderFailure[] = [];
  if ('warm' in task) {
    await preloadRenderer();
    return { results, failures };
  }
  const renderPage = rendererOf(task);
  for (const job of task.jobs) {
    try {
      results.push(await renderPage(job));
    } catch (error) {
      failures.push({ path: job.path, sourceFile: job.sourceFile, message: mapErrorStack((error as Error).stack ?? String(error)) });
    }
  }
  return { results, failures };
}
