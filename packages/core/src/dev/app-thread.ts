import { createWorkerPool, workerModuleNextTo, workerScriptFor, type WorkerPool } from '@folio/markdown';
import type { BundleInput } from '../bundle/bundle.ts';
import { UserError } from '../config/errors.ts';
import type { AppBundle } from './app-bundler.ts';
import type { AppWorkerAnswer, AppWorkerTask } from '../dev-app-worker.ts';
import type { MemoryFile } from './memory-files.ts';

/**
 * The app worker's module (`.ts` in Folio's repository, `.js` when installed). It sits at the top
 * of src/: its bundle takes this module's URL as `import.meta.url`, and the modules it bundles find
 * files from theirs (`../package.json` from src/version.ts, @folio/theme from the bundle's).
 */
const APP_WORKER = workerModuleNextTo(new URL('../dev-app-worker.ts', import.meta.url).href, 'dev-app-worker');

/** True when the input can be posted to a worker: it holds no function (a site's esbuild or Markdown plugin, say). */
export function postable(value: unknown): boolean {
  try {
    structuredClone(value);
    return true;
  } catch {
    return false;
  }
}

/** The error a worker's answer describes, of the class it had (a UserError prints without its stack). */
function rebuiltError(error: Extract<AppWorkerAnswer, { error: unknown }>['error']): Error {
  const rebuilt = error.user ? new UserError(error.message) : new Error(error.message);
  if (error.stack && !error.user) rebuilt.stack = error.stack;
  return rebuilt;
}

/**
 * The development app's bundle in a worker thread of its own (see app-worker.ts): esbuild calls
 * Folio's plugins (theme aliases, CSS URLs, React from the site) some thousand times per bundle,
 * and on the main thread each call waited for the site's scan to let go of it, which made a
 * 0.45 s bundle take 1.2 s at start. `start` makes the worker's script and starts it early, so
 * that it is ready when the config is loaded. `build` answers undefined when the worker cannot
 * take the input (it holds functions) or did not start: the caller then bundles on its own thread.
 */
export function createAppThread(cacheDir: string) {
  let pool: Promise<WorkerPool<AppWorkerTask, AppWorkerAnswer> | undefined> | undefined;
  const started = () =>
    (pool ??= workerScriptFor(APP_WORKER, cacheDir, 'dev-app-worker', { packagesFromFolio: true }).then(
      (workerFile) => {
        const made = createWorkerPool<AppWorkerTask, AppWorkerAnswer>({ name: 'development app', workerFile, size: 1, idleMs: Infinity, tasksPerWorker: 1 });
        // Loads the worker's modules now (and esbuild's service with them), not at the first bundle.
        void made.run({ dispose: true }).catch(() => undefined);
        return made;
      },
      () => undefined,
    ));
  return {
    /** Makes the worker's script and starts the worker. */
    start(): void {
      void started();
    },
    /** The app bundled in the worker, or undefined when it cannot be (see above). */
    async build(input: BundleInput, shared: readonly string[]): Promise<AppBundle | undefined> {
      const task: AppWorkerTask = { build: { input, shared: [...shared] } };
      if (!postable(task)) return undefined;
      const workers = await started();
      if (!workers || workers.failed) return undefined;
      let answer: AppWorkerAnswer;
      try {
        answer = await workers.run(task);
      } catch {
        // The worker did not start or crashed: this thread bundles instead.
        return undefined;
      }
      if ('error' in answer) throw rebuiltError(answer.error);
      if (!('files' in answer)) return undefined;
      return { files: new Map<string, MemoryFile>(answer.files.map(({ url, body, type }) => [url, { body, type }])), inputs: answer.inputs, mediaNames: answer.mediaNames };
    },
    /** Stops the worker (its esbuild context with it). */
    async close(): Promise<void> {
      const workers = await pool;
      pool = undefined;
      if (!workers) return;
      await workers.run({ dispose: true }).catch(() => undefined);
      await workers.close();
    },
  };
}
