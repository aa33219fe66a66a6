import { closeSync, fstatSync, linkSync, mkdirSync, openSync, unlinkSync, writeFileSync, type Stats } from 'node:fs';
import { mkdir } from 'node:fs/promises';

/**
 * Runs `make`, which fails on an existing file (`wx`, link); when the file is there, it is unlinked
 * and `make` runs again: the synchronous `replacing` of output-target.ts. A file of the output may
 * be a hard link to the previous build's, never to be written into.
 */
function replacingSync<T>(file: string, make: () => T): T {
  try {
    return make();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    unlinkSync(file);
    return make();
  }
}

/**
 * Writes `bytes` into a new file at `file` on the calling thread, never into an existing one (an
 * output file may share its inode with the previous build's), and returns the file's stats, taken
 * from the open file: open, write, fstat and close, with no second lookup of the path.
 */
export function writeNewFileSync(file: string, bytes: Uint8Array): Stats {
  const fd = replacingSync(file, () => openSync(file, 'wx'));
  try {
    writeFileSync(fd, bytes);
    return fstatSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Hard-links `from` to a new file at `to`, replacing what is there (a file written earlier by another writer of the path). */
export function linkNewSync(from: string, to: string): void {
  replacingSync(to, () => linkSync(from, to));
}

/** Makes a folder (and its parents) before a file is written into it; see {@link createFolderMakerSync}. */
export interface FolderMaker {
  /** Makes the folder on the calling thread, unless it was made already. */
  (dir: string): void;
  /**
   * Starts making folders in the file system's threads, so that the files written into them later
   * find them made (a folder not made yet when its file comes is made then, on the calling thread).
   */
  ahead(dirs: Iterable<string>): void;
  /** Settles once every folder started ahead is made (or failed: the calling thread's make will say why). */
  settled(): Promise<void>;
}

/**
 * Makes folders once each, on the calling thread: a build writes thousands of files into a few
 * hundred folders; those known early can be made ahead, off the thread.
 */
export function createFolderMakerSync(): FolderMaker {
  const made = new Set<string>();
  const pending: Promise<void>[] = [];
  const make = (dir: string) => {
    if (made.has(dir)) return;
    mkdirSync(dir, { recursive: true });
    made.add(dir);
  };
  return Object.assign(make, {
    ahead(dirs: Iterable<string>) {
      for (const dir of new Set(dirs)) {
        if (!made.has(dir)) pending.push(mkdir(dir, { recursive: true }).then(() => void made.add(dir), () => undefined));
      }
    },
    settled: async () => void (await Promise.all(pending)),
  });
}
