import { parentPort, threadId } from 'node:worker_threads';
import { compileMarkdown } from '../compile.ts';
import { serializeError, type CompileRequest, type CompileResponse } from './protocol.ts';

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
