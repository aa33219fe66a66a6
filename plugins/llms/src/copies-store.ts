import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pLimit from 'p-limit';
import type { OutputSizes } from './report.ts';

/** Bumped whenever the copies or llms files change shape, so files of older builds are not reused. */
const COPIES_FORMAT = 'folio-llms-copies-1';

/** Stored files written at once: a site of thousands of pages, written all at once, runs past the open-file limit (as Folio's own output would). */
const writeSlots = pLimit(64);

/**
 * Writes a whole file, then renames it into place: an interrupted build never leaves half a file to
 * read. (Folio's writeFileWhole, but this module runs in the copies worker, whose bundle must not
 * take in @folio/core.)
 */
async function writeWhole(file: string, text: string): Promise<void> {
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, text);
  await rename(temp, file);
}

/** A file's size and modification time, or null when it is missing: what a stored result is checked against. */
export type FileStamp = [file: string, size: number, mtimeMs: number] | [file: string, missing: null];

/** A file below the output folder, kept in the store under a name made of its content. */
export interface StoredFile {
  /** Relative to the output folder, `/`-separated. */
  path: string;
  /** Absolute path of the stored file. */
  from: string;
}

/** The copies and llms files of a build, as kept in `.folio/llms/copies/`. */
export interface StoredCopies {
  files: StoredFile[];
  warnings: string[];
  sizes: OutputSizes;
}

/** What the record of the last result holds. */
interface CopiesRecord {
  key: string;
  /** The source files and the files a raw-loader import named, as the copies were made from them. */
  stamps: FileStamp[];
  files: { path: string; blob: string }[];
  warnings: string[];
  sizes: OutputSizes;
}

/** The stamp of one file now. */
export function stampOf(file: string): FileStamp {
  try {
    const stats = statSync(file);
    return [file, stats.size, stats.mtimeMs];
  } catch {
    return [file, null];
  }
}

const sameStamp = (stamp: FileStamp) => {
  const now = stampOf(stamp[0]);
  return now[1] === stamp[1] && (now[1] === null || now[2] === stamp[2]);
};

/** The stamps of this plugin's own modules: a changed plugin (a Folio update, an edit here) makes its files anew. */
function pluginStamps(): string {
  const dir = path.dirname(fileURLToPath(import.meta.url));
  return readdirSync(dir)
    .filter((name) => /\.(ts|js)$/.test(name) && !name.includes('.test.'))
    .sort()
    .map((name) => stampOf(path.join(dir, name)).join(':'))
    .join('\n');
}

/**
 * The key of everything the copies and llms files are made of, besides the files they read: the
 * pages (titles, paths, sidebars, links), the site, the options, the Markdown options and this
 * plugin's code. The files read are checked by their stamps.
 */
export function copiesKey(inputs: unknown): string {
  // A docs version's pages share one sidebar object: written out once, then named by its place.
  const seen = new Map<object, number>();
  const text = JSON.stringify(inputs, (key, value: unknown) => {
    if (typeof value === 'function') return String(value);
    if (key !== 'sidebar' || typeof value !== 'object' || value === null) return value;
    const index = seen.get(value);
    if (index !== undefined) return `sidebar #${index}`;
    seen.set(value, seen.size);
    return value;
  });
  return createHash('sha256').update(`${COPIES_FORMAT}\0${pluginStamps()}\0`).update(text).digest('hex');
}

const recordFile = (dir: string) => path.join(dir, 'copies.json');
const blobsDir = (dir: string) => path.join(dir, 'copies');

/**
 * The stored result of a build whose inputs had this key, if every file it read is as it was
 * then and its files are still there; undefined otherwise.
 */
export async function loadStoredCopies(dir: string, key: string): Promise<StoredCopies | undefined> {
  let record: CopiesRecord;
  try {
    record = JSON.parse(await readFile(recordFile(dir), 'utf8')) as CopiesRecord;
  } catch {
    return undefined;
  }
  if (record.key !== key || !record.stamps.every(sameStamp)) return undefined;
  const files = record.files.map((file) => ({ path: file.path, from: path.join(blobsDir(dir), file.blob) }));
  if (!files.every((file) => existsSync(file.from))) return undefined;
  return { files, warnings: record.warnings, sizes: record.sizes };
}

/**
 * Keeps a result: each file under the hash of its content (a file that did not change keeps its
 * stored copy and its modification time, so the build's output links it from the last build),
 * then the record, then the files no longer used are deleted.
 */
export async function storeCopies(dir: string, key: string, result: { files: { path: string; content: string }[]; warnings: string[]; sizes: OutputSizes; stamps: FileStamp[] }): Promise<StoredCopies> {
  const blobs = blobsDir(dir);
  await mkdir(blobs, { recursive: true });
  const files = result.files.map((file) => ({ path: file.path, blob: createHash('sha256').update(file.content).digest('hex').slice(0, 32), content: file.content }));
  // Files of the same content (the same copy under two paths) are one stored file, written once.
  const contents = new Map(files.map((file) => [file.blob, file.content]));
  await Promise.all(
    [...contents].map(([blob, content]) =>
      writeSlots(async () => {
        const target = path.join(blobs, blob);
        if (!existsSync(target)) await writeWhole(target, content);
      }),
    ),
  );
  const record: CopiesRecord = { key, stamps: result.stamps, files: files.map(({ path: file, blob }) => ({ path: file, blob })), warnings: result.warnings, sizes: result.sizes };
  await writeWhole(recordFile(dir), JSON.stringify(record));
  for (const name of readdirSync(blobs)) if (!contents.has(name)) rmSync(path.join(blobs, name), { force: true });
  return { files: files.map((file) => ({ path: file.path, from: path.join(blobs, file.blob) })), warnings: result.warnings, sizes: result.sizes };
}

/** Reads a file for a copy, recording its stamp (also when it cannot be read). */
export function stampingReader(stamps: Map<string, FileStamp>): (file: string) => string | undefined {
  return (file) => {
    stamps.set(file, stampOf(file));
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return undefined;
    }
  };
}
