import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stampFiles, stampsStillHold, type InputStamps } from '../bundle/fingerprint.ts';
import type { MediaStore } from '../bundle/media.ts';
import { toolchainKey } from '../bundle/toolchain.ts';
import type { MemoryFile } from './memory-files.ts';

/** What the cache keeps of one build: its key, the stamps of every file it read, the media it published and its files. */
interface CacheState {
  key: string;
  stamps: InputStamps;
  media: string[];
  files: { url: string; type: string; file: string }[];
}

let devCodeKey: string | undefined;

/** A hash of the development server's own code, which shapes the app (its entry, registry and shims). */
function devCode(): string {
  if (devCodeKey) return devCodeKey;
  const dir = path.dirname(fileURLToPath(import.meta.url));
  const hash = createHash('sha256');
  for (const file of readdirSync(dir).filter((name) => /\.[jt]s$/.test(name) && !/\.test\.[jt]s$/.test(name)).sort()) hash.update(`${file}\0`).update(readFileSync(path.join(dir, file)));
  devCodeKey = hash.digest('hex');
  return devCodeKey;
}

/**
 * The development app's last bundle, kept in `.folio/dev-app/` with the stamps of every file it
 * read: a development server started again with none of them changed (and the same config) serves
 * it at once instead of bundling the app before its first page.
 */
export function createDevAppCache(cacheDir: string) {
  const dir = path.join(cacheDir, 'dev-app');
  const stateFile = path.join(dir, 'state.json');
  const fullKey = (key: string) => createHash('sha256').update(`${key}\0${toolchainKey()}\0${devCode()}`).digest('hex');
  return {
    /** The files of the build kept under `key`, if every file it read is unchanged and its media are still in the store. */
    async read(key: string, media: MediaStore): Promise<Map<string, MemoryFile> | undefined> {
      try {
        const state = JSON.parse(await readFile(stateFile, 'utf8')) as CacheState;
        if (state.key !== fullKey(key) || !state.media.every((name) => media.has(name)) || !stampsStillHold(state.stamps)) return undefined;
        const bodies = await Promise.all(state.files.map((entry) => readFile(path.join(dir, entry.file))));
        return new Map(state.files.map((entry, i) => [entry.url, { body: bodies[i]!, type: entry.type }]));
      } catch {
        return undefined;
      }
    },
    /** Keeps a build's files under `key`, with the stamps of the files it read (`inputs`) and the media it published. */
    async write(key: string, files: ReadonlyMap<string, MemoryFile>, inputs: readonly string[], mediaNames: readonly string[]): Promise<void> {
      await rm(dir, { recursive: true, force: true });
      const temp = `${dir}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
      await mkdir(temp, { recursive: true });
      const entries = [...files].map(([url, file], i) => ({ url, type: file.type, file: `${i}`, body: file.body }));
      await Promise.all(entries.map((entry) => writeFile(path.join(temp, entry.file), entry.body)));
      const state: CacheState = { key: fullKey(key), stamps: stampFiles(inputs), media: [...mediaNames], files: entries.map(({ url, type, file }) => ({ url, type, file })) };
      await writeFile(path.join(temp, 'state.json'), JSON.stringify(state));
      await rename(temp, dir);
    },
  };
}
