import { closeSync, fstatSync, linkSync, mkdirSync, openSync, unlinkSync, writeFileSync, type Stats } from 'node:fs';

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

/** Makes folders once each, on the calling thread: a build writes thousands of files into a few hundred folders. */
export function createFolderMakerSync(): (dir: string) => void {
  const made = new Set<string>();
  return (dir) => {
    if (made.has(dir)) return;
    mkdirSync(dir, { recursive: true });
    made.add(dir);
  };
}
