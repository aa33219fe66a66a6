import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** What a bundle read from one file: enough to tell, cheaply, whether the file changed since. */
export interface InputStamp {
  size: number;
  mtimeMs: number;
  /** sha256 of the bytes: decides when size or time differ (a copy, a touch). */
  hash: string;
}

/** Input files of a bundle, absolute path → stamp. */
export type InputStamps = Record<string, InputStamp>;

function hashFile(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

/**
 * The files behind metafile input keys, absolute. Inputs of plugin namespaces (`folio-image:/x.png`)
 * name their file after the namespace; virtual inputs without a file are skipped.
 */
export function metafileInputFiles(inputKeys: Iterable<string>, workingDir: string): string[] {
  const files = new Set<string>();
  for (const key of inputKeys) {
    const colon = /^[a-z][\w-]*:(?!\/\/)/i.exec(key);
    const file = colon ? key.slice(colon[0].length) : path.resolve(workingDir, key);
    if (path.isAbsolute(file)) files.add(file.replace(/\?.*$/, ''));
  }
  return [...files].sort();
}

/** Stamps the given files now; a file that cannot be read gets an empty stamp, so it never matches. */
export function stampFiles(files: Iterable<string>): InputStamps {
  const stamps: InputStamps = {};
  for (const file of files) {
    try {
      const stat = statSync(file);
      stamps[file] = { size: stat.size, mtimeMs: stat.mtimeMs, hash: hashFile(file) };
    } catch {
      stamps[file] = { size: -1, mtimeMs: -1, hash: '' };
    }
  }
  return stamps;
}

/** True when every stamped file still has the same bytes (checked by size and time first, then by hash). */
export function stampsStillHold(stamps: InputStamps, hashes: Map<string, string> = new Map()): boolean {
  for (const [file, stamp] of Object.entries(stamps)) {
    let stat;
    try {
      stat = statSync(file);
    } catch {
      return false;
    }
    if (stat.size !== stamp.size) return false;
    if (stat.mtimeMs === stamp.mtimeMs) continue;
    let hash = hashes.get(file);
    if (hash === undefined) hashes.set(file, (hash = hashFile(file)));
    if (hash !== stamp.hash) return false;
  }
  return true;
}
