import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { link, lstat, stat, unlink } from 'node:fs/promises';
import { writeFileWhole } from '@folio/markdown';
import path from 'node:path';
import { withFileLimit } from './limited-fs.ts';
import { copyToNewFile, copyTreeWith, createFolderMaker, writeNewFile, type OutputTarget } from './output-target.ts';

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

/** sha1 of the bytes a string or buffer is written as (a string is hashed as UTF-8 without a copy of it in a Buffer). */
function sha1(data: string | Uint8Array): string {
  return createHash('sha1').update(data).digest('hex');
}

/** An output target that also says what it wrote. */
export interface ReusingOutput extends OutputTarget {
  /** Files written or linked so far, and how many of them were linked from the previous output. */
  written(): { manifest: OutputManifest; linked: number };
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
  const folder = createFolderMaker();
  const records: OutputManifest = new Map();
  let linked = 0;
  const relativeOf = (file: string) => path.relative(dir, file).split(path.sep).join('/');

  /** Links the previous output's copy of `rel` to `file` when it is still as recorded; true when it did. */
  async function linkPrevious(rel: string, file: string, old: OutputRecord): Promise<boolean> {
    const from = path.join(previousDir, rel);
    try {
      const now = await withFileLimit(() => lstat(from));
      if (!now.isFile() || now.size !== old.size || now.mtimeMs !== old.mtimeMs || now.ino !== old.ino) return false;
      await withFileLimit(() => link(from, file)).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error;
        await unlink(file);
        await withFileLimit(() => link(from, file));
      });
    } catch {
      return false;
    }
    records.set(rel, old);
    linked++;
    return true;
  }

  async function record(rel: string, file: string, hash: string, source?: OutputRecord['source']): Promise<void> {
    const now = await withFileLimit(() => stat(file));
    records.set(rel, { size: now.size, mtimeMs: now.mtimeMs, ino: now.ino, hash, ...(source ? { source } : {}) });
  }

  const target: ReusingOutput = {
    dir,
    async writeFile(file, data) {
      const rel = relativeOf(file);
      // The same hash is the same bytes (their size is not counted apart: 30 MB of pages in a build).
      const hash = sha1(data);
      await folder(path.dirname(file));
      const old = previous.get(rel);
      if (old && old.hash === hash && (await linkPrevious(rel, file, old))) return;
      await writeNewFile(file, data);
      await record(rel, file, hash);
    },
    async copyFile(from, to) {
      const rel = relativeOf(to);
      const source = await withFileLimit(() => stat(from));
      const seen = { file: from, size: source.size, mtimeMs: source.mtimeMs };
      await folder(path.dirname(to));
      const old = previous.get(rel);
      const same = old?.source && old.source.file === from && old.source.size === seen.size && old.source.mtimeMs === seen.mtimeMs;
      if (old && same && (await linkPrevious(rel, to, old))) return;
      await copyToNewFile(from, to);
      await record(rel, to, '', seen);
    },
    copyTree: (from, to) => copyTreeWith(from, to, target.copyFile),
    written: () => ({ manifest: records, linked }),
  };
  return target;
}
