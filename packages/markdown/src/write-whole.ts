import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import { threadId } from 'node:worker_threads';

/** Temporary files this thread has written (with the process and thread ids, a name no other writer uses). */
let written = 0;

/** A temporary file's name beside `file`, used by no other writer. */
const tempFor = (file: string) => `${file}.${process.pid}-${threadId}-${++written}.tmp`;

/**
 * Writes a file whole or not at all: the bytes go to a temporary file beside it, named for this
 * process, thread and call, which is then renamed over it. A reader (another build, a later one
 * after this one was killed) never sees half a file, and two writers of the same file never share
 * a temporary one. The temporary file is removed when either step fails. The folder must exist.
 */
export async function writeFileWhole(file: string, data: string | Uint8Array): Promise<void> {
  const temp = tempFor(file);
  try {
    await writeFile(temp, data);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** writeFileWhole, on the calling thread's time (for caches read and written synchronously). */
export function writeFileWholeSync(file: string, data: string | Uint8Array): void {
  const temp = tempFor(file);
  try {
    writeFileSync(temp, data);
    renameSync(temp, file);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}
