import * as fs from 'node:fs/promises';
import pLimit from 'p-limit';

/**
 * How many file reads, writes and copies a build thread keeps in flight at once. A build handles
 * tens of thousands of files (pages, chunks, JSON, cache entries); started all at once, each holds
 * a file descriptor until its turn on libuv's few threads comes, and the process runs past its
 * open-file limit (EMFILE: 1,024 by default on Linux, 256 on macOS). 64 keeps libuv's threads busy
 * while staying far below any limit.
 */
export const OPEN_FILES_LIMIT = 64;

const limit = pLimit(OPEN_FILES_LIMIT);

/**
 * Runs one file operation under the shared limit. The operation must not itself wait for another
 * limited operation (that could wait forever once every slot is taken): pass a single read, write
 * or copy, never a task made of several.
 */
export function withFileLimit<T>(operation: () => Promise<T>): Promise<T> {
  return limit(operation);
}

function limited<Operation extends (...args: never[]) => Promise<unknown>>(operation: Operation): Operation {
  return ((...args: Parameters<Operation>) => limit(() => operation(...args))) as Operation;
}

/** `fs.promises.readFile`, at most OPEN_FILES_LIMIT at a time together with the other operations here. */
export const readFile: typeof fs.readFile = limited(fs.readFile);
/** `fs.promises.writeFile`, at most OPEN_FILES_LIMIT at a time together with the other operations here. */
export const writeFile: typeof fs.writeFile = limited(fs.writeFile);
/** `fs.promises.copyFile`, at most OPEN_FILES_LIMIT at a time together with the other operations here. */
export const copyFile: typeof fs.copyFile = limited(fs.copyFile);
