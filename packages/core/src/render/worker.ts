import { workerData } from 'node:worker_threads';
import type { RenderContext, RenderFailure, RenderedPage, RenderJob } from './jobs.ts';
import { mapErrorStack } from './stack-map.ts';
import { createPageRenderer } from './render-page.ts';

/** The site's render context, sent once to each worker. */
const renderPage = createPageRenderer(workerData as RenderContext);

/** Render worker (a task of the worker pool): renders a batch of jobs, writing each page, and answers with links and failures. */
export default async function renderBatch(jobs: RenderJob[]): Promise<{ results: RenderedPage[]; failures: RenderFailure[] }> {
  const results: RenderedPage[] = [];
  const failures: RenderFailure[] = [];
  for (const job of jobs) {
    try {
      results.push(await renderPage(job));
    } catch (error) {
      failures.push({ path: job.path, sourceFile: job.sourceFile, message: mapErrorStack((error as Error).stack ?? String(error)) });
    }
  }
  return { results, failures };
}
