import { parentPort, workerData } from 'node:worker_threads';
import type { RenderContext, RenderFailure, RenderedPage, RenderJob } from './jobs.ts';
import { mapErrorStack } from './stack-map.ts';
import { createPageRenderer } from './render-page.ts';

/** Render worker: receives batches of jobs, writes each page, answers with links and failures. */
const renderPage = createPageRenderer(workerData as RenderContext);

parentPort!.on('message', async (message: { id: number; jobs: RenderJob[] }) => {
  const results: RenderedPage[] = [];
  const failures: RenderFailure[] = [];
  for (const job of message.jobs) {
    try {
      results.push(await renderPage(job));
    } catch (error) {
      failures.push({ path: job.path, sourceFile: job.sourceFile, message: mapErrorStack((error as Error).stack ?? String(error)) });
    }
  }
  parentPort!.postMessage({ id: message.id, results, failures });
});
