import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** Sibling folders used while swapping a new build in. */
export function swapPaths(outDir: string): { next: string; previous: string } {
  return { next: `${outDir}.folio-next`, previous: `${outDir}.folio-previous` };
}

/**
 * Repairs what a crash in the middle of a swap left behind: if the old build was moved aside
 * and the new one never moved in, the old one goes back. Leftover temporary folders are removed.
 */
export async function recoverInterruptedSwap(outDir: string): Promise<void> {
  const { next, previous } = swapPaths(outDir);
  if (existsSync(previous)) {
    if (existsSync(outDir)) await rm(previous, { recursive: true, force: true });
    else await rename(previous, outDir);
  }
  if (existsSync(next)) await rm(next, { recursive: true, force: true });
}

/** Creates an empty temporary output folder next to the real one. */
export async function prepareNextOutput(outDir: string): Promise<string> {
  await recoverInterruptedSwap(outDir);
  const { next } = swapPaths(outDir);
  await mkdir(next, { recursive: true });
  return next;
}

/**
 * Moves the finished build in: old aside, new in, old deleted. The old build is never
 * half-replaced. With a `trashDir`, the old build is moved there instead of deleted (a rename,
 * where deleting thousands of files takes a good part of a warm build); `emptyTrash` deletes it
 * later, while the next build works. On another file system it is deleted at once.
 */
export async function swapInOutput(outDir: string, trashDir?: string): Promise<void> {
  const { next, previous } = swapPaths(outDir);
  if (existsSync(outDir)) await rename(outDir, previous);
  await rename(next, outDir);
  if (!existsSync(previous)) return;
  if (trashDir) {
    await mkdir(trashDir, { recursive: true });
    const moved = await rename(previous, path.join(trashDir, `${path.basename(outDir)}-${process.pid}-${Date.now()}`)).then(() => true, () => false);
    if (moved) return;
  }
  await rm(previous, { recursive: true, force: true });
}

/** The code of the thread that deletes a folder (its path in `workerData`): CommonJS, run from a string. */
const DELETE_FOLDER = "require('node:fs').rmSync(require('node:worker_threads').workerData, { recursive: true, force: true });";

/**
 * Deletes what earlier builds moved into the trash folder, in a thread of its own: its thousands
 * of file system calls leave the main thread (loading the config and content meanwhile) alone.
 */
export function emptyTrash(trashDir: string): Promise<void> {
  if (!existsSync(trashDir)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const worker = new Worker(DELETE_FOLDER, { eval: true, workerData: trashDir });
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`Deleting ${trashDir} stopped with exit code ${code}.`))));
  });
}

/** Drops the temporary output of a failed build; the previous build stays as it was. */
export async function discardNextOutput(outDir: string): Promise<void> {
  await rm(swapPaths(outDir).next, { recursive: true, force: true });
}
