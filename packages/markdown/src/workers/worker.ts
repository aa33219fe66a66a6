import { parentPort, threadId, workerData } from 'node:worker_threads';
import { compileMarkdown } from '../compile.ts';
import { lowerThreadPriority } from './priority.ts';
import { serializeError, type CompileRequest, type CompileResponse } from './protocol.ts';

// A background worker (the development server's) yields the CPU to the thread that answers the browser.
if ((workerData as { lowPriority?: boolean } | undefined)?.lowPriority) lowerThreadPriority();

/** Compile worker: compiles one file per message and answers with the result or the error. */
parentPort!.on('message', async ({ id, input }: CompileRequest) => {
  let response: CompileResponse;
  try {
    response = { id, threadId, result: await compileMarkdown(input) };
  } catch (error) {
    response = { id, threadId, error: serializeError(error) };
  }
  parentPort!.postMessage(response);
});
