import { copyFile, link, mkdir, readdir, rename, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';

/** Publishes one media file: the input that produced it, its published name and where its bytes are. */
export type PublishMedia = (inputFile: string, name: string, from: string) => Promise<void>;

/** Temporary files written by this thread, all stores together (two stores on one folder must not share a name). */
let tempCount = 0;

/**
 * Media files (optimised images, imported assets) under their content-hashed names, kept in the
 * cache so a bundle reused from the cache can publish them again; remembers which input file
 * published which names during this build.
 */
export function createMediaStore(dir: string) {
  const byInput = new Map<string, Set<string>>();
  // One write per name: many files (or versions of one doc) use the same image, and esbuild
  // resolves them concurrently.
  const writing = new Map<string, Promise<void>>();
  const write = async (name: string, from: string): Promise<void> => {
    const target = path.join(dir, name);
    if (existsSync(target)) return;
    await mkdir(dir, { recursive: true });
    // Unique per process, thread and write, so two builds sharing the cache never share a temp file.
    const temp = `${target}.${process.pid}-${threadId}-${++tempCount}.tmp`;
    try {
      await copyFile(from, temp);
      await rename(temp, target);
    } finally {
      await rm(temp, { force: true });
    }
  };
  const publish: PublishMedia = async (inputFile, name, from) => {
    let names = byInput.get(inputFile);
    if (!names) byInput.set(inputFile, (names = new Set()));
    names.add(name);
    let pending = writing.get(name);
    if (!pending) {
      pending = write(name, from).finally(() => writing.delete(name));
      writing.set(name, pending);
    }
    await pending;
  };
  return {
    publish,
    /** True when the store holds the named file. */
    has(name: string): boolean {
      return existsSync(path.join(dir, name));
    },
    /** Names published by these input files during this build, sorted. */
    namesFor(inputFiles: Iterable<string>): string[] {
      const names = new Set<string>();
      for (const file of inputFiles) for (const name of byInput.get(file) ?? []) names.add(name);
      return [...names].sort();
    },
    /** Copies (or links) the named media into `<outDir>/assets/media/`. */
    async copyTo(names: Iterable<string>, outDir: string): Promise<void> {
      const target = path.join(outDir, 'assets', 'media');
      await mkdir(target, { recursive: true });
      await Promise.all([...new Set(names)].map(async (name) => {
        const from = path.join(dir, name);
        if (!existsSync(from)) throw new Error(`Internal error (a Folio bug): the cached media file ${name} is missing; run folio clear and build again.`);
        await link(from, path.join(target, name)).catch(() => copyFile(from, path.join(target, name)));
      }));
    },
    /** Removes cached media no longer used. */
    async prune(used: Iterable<string>): Promise<void> {
      const keep = new Set(used);
      const names = await readdir(dir).catch(() => [] as string[]);
      await Promise.all(names.filter((name) => !keep.has(name)).map((name) => rm(path.join(dir, name), { force: true })));
    },
  };
}

/** The media store of one build. */
export type MediaStore = ReturnType<typeof createMediaStore>;
