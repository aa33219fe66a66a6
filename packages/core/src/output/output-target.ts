import { constants } from 'node:fs';
import { mkdir, readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { copyFile, writeFile } from './limited-fs.ts';

/**
 * The folder a build writes its output into. Every phase writes through it, so that a build can
 * take an unchanged file from the previous output instead of writing it again (see
 * `reusingOutput`); `plainOutput` just writes.
 */
export interface OutputTarget {
  /** The folder, absolute. */
  readonly dir: string;
  /** Writes a file (an absolute path inside `dir`), making its folder first. */
  writeFile(file: string, data: string | Uint8Array): Promise<void>;
  /** Copies one file from outside into `dir` (absolute paths), making its folder first. */
  copyFile(from: string, to: string): Promise<void>;
  /** Copies every file below `from` into `to` (a folder inside `dir`), keeping their relative paths. */
  copyTree(from: string, to: string): Promise<void>;
}

function isErrorCode(error: unknown, code: string): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === code;
}

/**
 * Runs a write that fails on an existing file (`wx`, COPYFILE_EXCL); when the file is there, it is
 * unlinked and the write runs again. A file of the output may be a hard link to the previous
 * build's, and writing into it in place would change the previous build too.
 */
async function replacing(file: string, write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (!isErrorCode(error, 'EEXIST')) throw error;
    await unlink(file);
    await write();
  }
}

/** Writes a new file at `file`, never into an existing one (which may be shared through a hard link). */
export function writeNewFile(file: string, data: string | Uint8Array): Promise<void> {
  return replacing(file, () => writeFile(file, data, { flag: 'wx' }));
}

/** Copies `from` to a new file at `to`, never into an existing one. */
export function copyToNewFile(from: string, to: string): Promise<void> {
  return replacing(to, () => copyFile(from, to, constants.COPYFILE_EXCL));
}

/** Makes folders once each: a build writes thousands of files into a few hundred folders. */
export function createFolderMaker(): (dir: string) => Promise<void> {
  const made = new Map<string, Promise<void>>();
  return (dir) => {
    let pending = made.get(dir);
    if (!pending) {
      pending = mkdir(dir, { recursive: true }).then(() => undefined);
      made.set(dir, pending);
      pending.catch(() => made.delete(dir));
    }
    return pending;
  };
}

/**
 * Every file below a folder, absolute paths, following symbolic links to files and folders (an
 * empty list when the folder does not exist).
 */
export async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
    if (isErrorCode(error, 'ENOENT')) return [];
    throw error;
  });
  const files: string[] = [];
  for (const entry of entries) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile()) files.push(file);
    else if (entry.isSymbolicLink()) {
      const target = await stat(file).catch(() => undefined);
      if (target?.isFile()) files.push(file);
      else if (target?.isDirectory()) files.push(...(await filesBelow(file)));
    }
  }
  return files;
}

/** Copies a tree file by file through `copy` (whatever the target's way of copying one file is). */
export async function copyTreeWith(from: string, to: string, copy: (from: string, to: string) => Promise<void>): Promise<void> {
  const files = await filesBelow(from);
  await Promise.all(files.map((file) => copy(file, path.join(to, path.relative(from, file)))));
}

/** An output target that writes every file. */
export function plainOutput(dir: string): OutputTarget {
  const folder = createFolderMaker();
  const target: OutputTarget = {
    dir,
    async writeFile(file, data) {
      await folder(path.dirname(file));
      await writeNewFile(file, data);
    },
    async copyFile(from, to) {
      await folder(path.dirname(to));
      await copyToNewFile(from, to);
    },
    copyTree: (from, to) => copyTreeWith(from, to, target.copyFile),
  };
  return target;
}

/** The target of a phase's output: a folder's path is a plain target. */
export function toOutputTarget(output: string | OutputTarget): OutputTarget {
  return typeof output === 'string' ? plainOutput(output) : output;
}
