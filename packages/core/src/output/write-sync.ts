import { closeSync, fstatSync, openSync, unlinkSync, writeFileSync, type Stats } from 'node:fs';

/** Opens a new file for writing (`wx`); a file already at the path (maybe a hard link to the previous build's) is unlinked first. */
function openNew(file: string): number {
  try {
    return openSync(file, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    unlinkSync(file);
    return openSync(file, 'wx');
  }
}

/**
 * Writes `bytes` into a new file at `file` on the calling thread, never into an existing one (an
 * output file may share its inode with the previous build's), and returns the file's stats, taken
 * from the open file: open, write, fstat and close, with no second lookup of the path.
 */
export function writeNewFileSync(file: string, bytes: Uint8Array): Stats {
  const fd = openNew(file);
  try {
    writeFileSync(fd, bytes);
    return fstatSync(fd);
  } finally {
    closeSync(fd);
  }
}
