import { threadId, workerData } from 'node:worker_threads';
import { createCompileCache, getCompileCacheKey, type CompileCache } from '../cache.ts';
import { compileMarkdown } from '../compile.ts';
import type { CompileInput } from '../types.ts';
import { lowerThreadPriority } from './priority.ts';
import { serializeError, type CompileAnswer, type CompileTask } from './protocol.ts';
import { decodeTaskInput } from './task-input.ts';

// A background worker (the development server's) yields the CPU to the thread that answers the browser.
if ((workerData as { lowPriority?: boolean } | undefined)?.lowPriority) lowerThreadPriority();

/** Caches the worker stores into, by folder. */
const caches = new Map<string, CompileCache>();

/** Compiles a file into a cache folder unless it is there already: the calling thread neither reads nor writes the entry. */
async function store(input: CompileInput, dir: string): Promise<void> {
  let cache = caches.get(dir);
  if (!cache) caches.set(dir, (cache = createCompileCache(dir)));
  const key = getCompileCacheKey(input);
  if (!cache.get(key)) cache.set(key, await compileMarkdown(input));
}

/** Compile worker (a task of the worker pool): compiles one file and answers with the result (or that it stored it) or the error. */
export default async function compileTask({ input: task, storeIn }: CompileTask): Promise<CompileAnswer> {
  try {
    const input = await decodeTaskInput(task);
    if (storeIn) {
      await store(input, storeIn);
      return { threadId, stored: true };
    }
    return { threadId, result: await compileMarkdown(input) };
  } catch (error) {
    return { threadId, error: serializeError(error) };
  }
}
