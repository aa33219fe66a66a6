import { createHash } from 'node:crypto';
import { lstatSync, readFileSync, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { writeFileWhole } from '@folio/markdown';
import path from 'node:path';
import { withFileLimit } from './limited-fs.ts';
import { copyToNewFile, copyTreeWith, type OutputTarget } from './output-target.ts';
import { createFolderMakerSync, linkNewSync, writeNewFileSync } from './write-sync.ts';

/** Bump when the manifest's shape or meaning changes: an older manifest is then ignored. */
const MANIFEST_FORMAT = 1;

/** One file of a build's output as the manifest remembers it. */
export interface OutputRecord {
  size: number;
  mtimeMs: number;
  ino: number;
  /** sha1 of the bytes Folio wrote (empty for a copied file, which `source` describes). */
  hash: string;
  /** The file it was copied from, as it was then (a static file, an app chunk). */
  source?: { file: string; size: number; mtimeMs: number };
}

/** What Folio wrote into an output folder: relative path (with `/`) → record. */
export type OutputManifest = Map<string, OutputRecord>;

/** Where a site keeps the manifest of its last output. */
export function manifestFile(cacheDir: string): string {
  return path.join(cacheDir, 'output-manifest.json');
}

/** The manifest of `outDir` saved by its build; empty when there is none, it is damaged, or it is another folder's. */
export function readManifest(cacheDir: string, outDir: string): OutputManifest {
  try {
    const saved = JSON.parse(readFileSync(manifestFile(cacheDir), 'utf8')) as { format?: unknown; outDir?: unknown; files?: Record<string, OutputRecord> };
    if (saved.format !== MANIFEST_FORMAT || saved.outDir !== outDir || typeof saved.files !== 'object' || !saved.files) return new Map();
    return new Map(Object.entries(saved.files));
  } catch {
    return new Map();
  }
}

/** Saves the manifest of `outDir` (after the swap: the records of a finished output), atomically. */
export async function saveManifest(cacheDir: string, outDir: string, manifest: OutputManifest): Promise<void> {
  const file = manifestFile(cacheDir);
  const files = Object.fromEntries([...manifest].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  await writeFileWhole(file, JSON.stringify({ format: MANIFEST_FORMAT, outDir, files }));
}

/** sha1 of some bytes. */
function sha1(data: Uint8Array): string {
  return createHash('sha1').update(data).digest('hex');
}

/** An output target that also says what it wrote. */
export interface ReusingOutput extends OutputTarget {
  /** Files written or linked so far, and how many of them were linked from the previous output. */
  written(): { manifest: OutputManifest; linked: number };
  /** Starts making folders that files will be written into (absolute paths inside `dir`) off this thread; see `FolderMaker.ahead`. */
  makeFoldersAhead(dirs: Iterable<string>): void;
  /** Settles once the folders started ahead are made: the output folder can then be removed whole. */
  foldersSettled(): Promise<void>;
}

/**
 * An output target that takes each file whose bytes are the same as in the previous output from
 * there by a hard link instead of writing it: an unchanged build then writes almost nothing. The
 * previous output's file must still be as that build left it (same size, modification time and
 * inode); otherwise, or when the file system cannot link, the file is written. Files are always
 * created new, never written into, so the previous output is never changed.
 */
export function reusingOutput(options: { dir: string; previousDir: string; previous: OutputManifest }): ReusingOutput {
  const { dir, previousDir, previous } = options;
  // Folders, links and written files are made on this thread: a file's few system calls cost less
  // than the promises and thread hand-offs around each of them (after a one-doc edit, the 703 pages
  // wrapped from the render cache and written here took about half the CPU written synchronously).
  const folder = createFolderMakerSync();
  const records: OutputManifest = new Map();
  let linked = 0;
  const relativeOf = (file: string) => path.relative(dir, file).split(path.sep).join('/');

  /** Links the previous output's copy of `rel` to `file` when it is still as recorded; true when it did. */
  function linkPrevious(rel: string, file: string, old: OutputRecord): boolean {
    const from = path.join(previousDir, rel);
    try {
      const now = lstatSync(from);
      if (!now.isFile() || now.size !== old.size || now.mtimeMs !== old.mtimeMs || now.ino !== old.ino) return false;
      linkNewSync(from, file);
    } catch {
      return false;
    }
    records.set(rel, old);
    linked++;
    return true;
  }

  function record(rel: string, now: Stats, hash: string, source?: OutputRecord['source']): void {
    records.set(rel, { size: now.size, mtimeMs: now.mtimeMs, ino: now.ino, hash, ...(source ? { source } : {}) });
  }

  const target: ReusingOutput = {
    dir,
    async writeFile(file, data) {
      const rel = relativeOf(file);
      // Encoded once, for the hash and the write. The same hash is the same bytes (their size is not counted apart: 30 MB of pages in a build).
      const bytes = typeof data === 'string' ? Buffer.from(data) : data;
      const hash = sha1(bytes);
      folder(path.dirname(file));
      const old = previous.get(rel);
      if (old && old.hash === hash && linkPrevious(rel, file, old)) return;
      record(rel, writeNewFileSync(file, bytes), hash);
    },
    async copyFile(from, to) {
      const rel = relativeOf(to);
      const source = await withFileLimit(() => stat(from));
      const seen = { file: from, size: source.size, mtimeMs: source.mtimeMs };
      folder(path.dirname(to));
      const old = previous.get(rel);
      const same = old?.source && old.source.file === from && old.source.size === seen.size && old.source.mtimeMs === seen.mtimeMs;
      if (old && same && linkPrevious(rel, to, old)) return;
      await copyToNewFile(from, to);
      record(rel, await withFileLimit(() => stat(to)), '', seen);
    },
    copyTree: (from, to) => copyTreeWith(from, to, target.copyFile),
    written: () => ({ manifest: records, linked }),
    makeFoldersAhead: (dirs) => folder.ahead(dirs),
    foldersSettled: () => folder.settled(),
  };
  return target;
}
