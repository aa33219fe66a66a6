import { parentPort, threadId, workerData } from 'node:worker_threads';
import { createCompileCache, getCompileCacheKey, type CompileCache } from '../cache.ts';
import { compileMarkdown } from '../compile.ts';
import { lowerThreadPriority } from './priority.ts';
import { serializeError, type CompileRequest, type CompileResponse } from './protocol.ts';

// A background worker (the development server's) yields the CPU to the thread that answers the browser.
if ((workerData as { lowPriority?: boolean } | undefined)?.lowPriority) lowerThreadPriority();

/** Caches the worker stores into, by folder. */
const caches = new Map<string, CompileCache>();

/** Compiles a file into a cache folder unless it is there already: the calling thread neither reads nor writes the entry. */
async function store(input: CompileRequest['input'], dir: string): Promise<void> {
  let cache = caches.get(dir);
  if (!cache) caches.set(dir, (cache = createCompileCache(dir)));
  const key = getCompileCacheKey(input);
  if (!cache.get(key)) cache.set(key, await compileMarkdown(input));
}

/** Compile worker: compiles one file per message and answers with the result (or that it stored it) or the error. */
parentPort!.on('message', async ({ id, input, storeIn }: CompileRequest) => {
  let response: CompileResponse;
  try {
    if (storeIn) {
      await store(input, storeIn);
      response = { id, threadId, stored: true };
    } else response = { id, threadId, result: await compileMarkdown(input) };
  } catch (error) {
    response = { id, threadId, error: serializeError(error) };
  }
  parentPort!.postMessage(response);
});
