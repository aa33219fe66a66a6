import { UserError } from './config/errors.ts';
import type { BundleInput } from './bundle/bundle.ts';
import { createAppBundler } from './dev/app-bundler.ts';

/** What the app worker is asked: bundle the app (`build`), or stop its esbuild context (`dispose`). */
export type AppWorkerTask = { build: { input: BundleInput; shared: string[] } } | { dispose: true };

/** The app worker's answer: the bundle (files as plain entries), or why it failed. */
export type AppWorkerAnswer =
  | { files: { url: string; body: Uint8Array | string; type: string }[]; inputs: string[]; mediaNames: string[] }
  | { error: { message: string; stack?: string | undefined; user: boolean } }
  | { disposed: true };

/** The thread's one bundler: its esbuild context stays between builds, so a rebuild is incremental. */
const bundler = createAppBundler();

/** The app worker (a task of a one-thread worker pool): bundles the development app off the main thread. */
export default async function appWorkerTask(task: AppWorkerTask): Promise<AppWorkerAnswer> {
  if ('dispose' in task) {
    await bundler.dispose();
    return { disposed: true };
  }
  try {
    const bundle = await bundler.build(task.build.input, task.build.shared);
    return { files: [...bundle.files].map(([url, file]) => ({ url, body: file.body, type: file.type })), inputs: bundle.inputs, mediaNames: bundle.mediaNames };
  } catch (error) {
    const { message, stack } = error as Error;
    return { error: { message: String(message ?? error), stack, user: error instanceof UserError } };
  }
}
