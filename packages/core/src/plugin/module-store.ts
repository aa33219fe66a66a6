import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { writeFileWhole } from '@folio/markdown';
import path from 'node:path';
import { writeFile } from '../output/limited-fs.ts';

/** The content-addressed store of the modules plugins create (`<cache>/modules/<20 hex>.jsx`). */
export interface ModuleStore {
  /** Names the module for this code at once; its file is written later (see `settled`). */
  create(code: string, extension?: string, sourceFile?: string): string;
  /** The code of a module named but not written (all of them, in a store that keeps its modules in memory). */
  unwrittenCode(file: string): string | undefined;
  /**
   * Writes what is still unwritten and resolves when every module named so far is on disk;
   * rejects if one could not be written. A store that keeps its modules in memory writes nothing.
   */
  settled(): Promise<void>;
}

/** A relative import, also behind a webpack-style loader prefix (`!!raw-loader!./config.yaml`). */
const RELATIVE_IMPORT = /\bfrom\s*["'](?:[^"'\n]*!)?\.\.?\//;
/** Modules a build holds before it starts writing them, so a large site's code is not all kept in memory. */
const WRITE_BATCH = 512;

/**
 * Creates the module store: identical code from anywhere becomes one file; `sources` records the
 * source file of each module made from one. Loading content only names the files; a build writes
 * them in the background, in batches (written one by one while content loads, synchronously, they
 * held up the reading of the pages), and awaits `settled()` before bundling. With `inMemory`,
 * nothing is written: the development server hands the bundler each module's code (`unwrittenCode`).
 */
export function createModuleStore(cacheDir: string, sources: Map<string, string>, options: { inMemory?: boolean } = {}): ModuleStore {
  const dir = path.join(cacheDir, 'modules');
  if (!options.inMemory) mkdirSync(dir, { recursive: true });
  // What the folder holds now, read once: a new module then needs no look at the disk.
  const existing = new Set(options.inMemory ? [] : readdirSync(dir));
  /** Modules named but not yet being written, with their code. */
  const unwritten = new Map<string, string>();
  /** Modules written or being written: each promise gives the error that stopped its write, if any. */
  const writes = new Map<string, Promise<Error | undefined>>();
  const siteDir = path.dirname(cacheDir);

  /** Starts writing the modules named since the last call. */
  function flush(): void {
    if (options.inMemory) return;
    for (const [file, code] of unwritten) {
      const write = writeFileWhole(file, code).then(
        () => undefined,
        (error: Error) => {
          // Tried again at the next flush.
          writes.delete(file);
          unwritten.set(file, code);
          return error;
        },
      );
      writes.set(file, write);
    }
    unwritten.clear();
  }

  return {
    create(code, extension = '.jsx', sourceFile) {
      // Code with relative imports depends on where its source sits, so the folder joins the key.
      // Names must not depend on where the site sits: paths in the key are relative to the site.
      const relocatable = code.split(siteDir).join('<site>');
      const key = RELATIVE_IMPORT.test(code) && sourceFile ? `${path.relative(siteDir, path.dirname(sourceFile))}\n${relocatable}` : relocatable;
      const name = `${createHash('sha256').update(key).digest('hex').slice(0, 20)}${extension}`;
      const file = path.join(dir, name);
      if (!writes.has(file) && !unwritten.has(file)) {
        // A file torn by a crash must not stick: an existing file's content is checked (it rarely
        // differs: a moved site's modules hold its new absolute paths).
        if (existing.has(name) && readIfPresent(file) === code) writes.set(file, Promise.resolve(undefined));
        else unwritten.set(file, code);
        if (unwritten.size >= WRITE_BATCH) flush();
      }
      // A module made from several files (one text in several docs versions) is recorded with the
      // first of them by path, whatever the order they loaded in: what depends on it (the content
      // bundle's cache record) stays the same from build to build.
      const recorded = sourceFile ? sources.get(file) : undefined;
      if (sourceFile && (recorded === undefined || sourceFile < recorded)) sources.set(file, sourceFile);
      return file;
    },
    unwrittenCode: (file) => unwritten.get(file),
    async settled() {
      flush();
      const [failure] = (await Promise.all(writes.values())).filter((error) => error !== undefined);
      if (failure) throw failure;
    },
  };
}

function readIfPresent(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
