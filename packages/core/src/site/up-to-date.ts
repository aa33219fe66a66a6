import { createHash } from 'node:crypto';
import { lstatSync, readdirSync, readFileSync, realpathSync, statSync, type Dirent, type Stats } from 'node:fs';
import { writeFileWhole } from '@folio/markdown';
import { createRequire } from 'node:module';
import path from 'node:path';
import { optionsKey } from '../bundle/toolchain.ts';
import { isIgnoredByWatcher } from '../dev/watch-ignore.ts';
import { swapPaths } from '../output/swap.ts';
import { FOLIO_VERSION } from '../version.ts';
import type { Site } from './types.ts';

/** Bump when what a stamp records changes: an older stamp then never matches. */
const STAMP_FORMAT = 1;

/** What the last successful build recorded about its inputs and its output. */
export interface BuildStamp {
  format: number;
  /** Folio's version, Node's, the mode, the output folder, the environment Folio reads and the loaded config. */
  key: string;
  /** Digest of every input file's path, size and modification time. */
  inputs: string;
  /** Digest of every output file's path, size, modification time and inode, after the swap. */
  output: string;
  pages: number;
  /** Warnings the build printed, to print again when the next build finds nothing changed. */
  warnings: string[];
}

/** The state of a site's inputs now, as a stamp records it. */
export interface InputState {
  key: string;
  inputs: string;
  /** Input files looked at. */
  files: number;
}

/** Where a site keeps the stamp of its last build. */
export function stampFile(cacheDir: string): string {
  return path.join(cacheDir, 'last-build.json');
}

type Listing = Map<string, string>;

/**
 * Lists the files below `root` into `into` (absolute path → what identifies its state), skipping
 * what `skip` says and following symbolic links (each folder once: a link loop ends); a missing
 * root lists nothing. Synchronous: thousands of stat calls in a row are several times faster so
 * than as promises, and nothing else waits meanwhile.
 */
function listFiles(root: string, into: Listing, describe: (file: string, info: Stats) => string, skip: (file: string) => boolean = () => false, seen = new Set<string>()): void {
  const top = statSync(root, { throwIfNoEntry: false });
  if (!top) return;
  if (top.isFile()) {
    into.set(root, describe(root, top));
    return;
  }
  const real = `${top.dev}:${top.ino}`;
  if (!top.isDirectory() || seen.has(real)) return;
  seen.add(real);
  let entries: Dirent[];
  try {
    entries = readdirSync(root, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const file = path.join(root, entry.name);
    if (skip(file)) continue;
    if (entry.isDirectory() || entry.isSymbolicLink()) listFiles(file, into, describe, skip, seen);
    else if (entry.isFile()) {
      const info = lstatSync(file, { throwIfNoEntry: false });
      if (info) into.set(file, describe(file, info));
    }
  }
}

const sizeAndTime = (_file: string, info: Stats) => `${info.size}:${info.mtimeMs}`;
const sizeTimeAndInode = (_file: string, info: Stats) => `${info.size}:${info.mtimeMs}:${info.ino}`;

function digest(listing: Listing, base: string): string {
  const hash = createHash('sha256');
  for (const file of [...listing.keys()].sort()) hash.update(`${path.relative(base, file)}\0${listing.get(file)}\n`);
  return hash.digest('hex');
}

/** The folder holding Folio's packages as the site resolves them (`node_modules/@folio`), real paths of each package. */
function folioPackageDirs(siteDir: string): string[] {
  try {
    const core = path.dirname(createRequire(path.join(siteDir, 'package.json')).resolve('@folio/core/package.json'));
    const scope = path.dirname(core);
    return readdirSync(scope).map((name) => realpathSync(path.join(scope, name)));
  } catch {
    return [];
  }
}

/**
 * The state of everything a build of the site reads, as cheaply as it can be known: Folio's
 * version and packages, Node's version, the mode, the output folder, SOURCE_DATE_EPOCH, the
 * loaded config (functions by their code), and the size and modification time of every file of
 * the site folder (what the development server watches: not the output, caches, dependencies,
 * version control, tests) and of the plugins' folders, static folders and config files wherever
 * they are, and the dependency lock files. The config must be loaded.
 */
export async function readInputState(site: Site): Promise<InputState> {
  const { siteDir, outDir, setup } = site;
  let config: string;
  try {
    config = optionsKey(setup.config);
  } catch {
    // A config that cannot be written out (a cycle) is never taken for unchanged.
    config = `unknown ${process.pid} ${Date.now()} ${Math.random()}`;
  }
  const key = createHash('sha256')
    .update(JSON.stringify({ format: STAMP_FORMAT, folio: FOLIO_VERSION, node: process.version, mode: site.mode, nodeEnv: site.nodeEnv, outDir, sourceDateEpoch: process.env.SOURCE_DATE_EPOCH ?? null }))
    .update(config)
    .digest('hex');
  const { next, previous } = swapPaths(outDir);
  const outputs = [outDir, next, previous, site.cacheDir];
  const skip = (file: string) => outputs.some((dir) => file === dir || file.startsWith(dir + path.sep)) || isIgnoredByWatcher(path.relative(siteDir, file));
  const listing: Listing = new Map();
  const explicit = [
    ...setup.configFiles,
    ...setup.plugins.flatMap((plugin) => (plugin.watchPaths?.() ?? []).map((p) => path.resolve(siteDir, p))),
    ...setup.config.staticDirectories.map((dir) => path.resolve(siteDir, dir)),
    path.join(siteDir, 'node_modules', '.package-lock.json'),
  ];
  const folio = folioPackageDirs(siteDir);
  const skipInPackage = (file: string) => /[/\\](node_modules|tests|\.tmp)$/.test(file);
  listFiles(siteDir, listing, sizeAndTime, skip);
  for (const root of explicit) listFiles(root, listing, sizeAndTime, (file) => outputs.some((dir) => file === dir || file.startsWith(dir + path.sep)));
  for (const root of folio) listFiles(root, listing, sizeAndTime, skipInPackage);
  return { key, inputs: digest(listing, siteDir), files: listing.size };
}

/** The state of an output folder: see readOutputState. */
export interface OutputState {
  /** Digest of every file's path (relative), size, modification time and inode. */
  digest: string;
  /** How many files it holds. */
  files: number;
  /** Every file's path, relative, with `/` separators, sorted. */
  paths: string[];
}

/**
 * The output folder as it is now, in one walk: its digest (as a stamp records it) and its files.
 * Moving the folder whole keeps the digest: its files keep their paths below it, sizes,
 * modification times and inodes, so a build reads it once before its swap, for the link check
 * and the stamp.
 */
export function readOutputState(outDir: string): OutputState {
  const listing: Listing = new Map();
  listFiles(outDir, listing, sizeTimeAndInode);
  const paths = [...listing.keys()].map((file) => path.relative(outDir, file).split(path.sep).join('/')).sort();
  return { digest: digest(listing, outDir), files: listing.size, paths };
}

/** The stamp of the site's last build, if there is a readable one. */
export function readStamp(cacheDir: string): BuildStamp | undefined {
  try {
    const stamp = JSON.parse(readFileSync(stampFile(cacheDir), 'utf8')) as BuildStamp;
    return stamp.format === STAMP_FORMAT && typeof stamp.key === 'string' && Array.isArray(stamp.warnings) ? stamp : undefined;
  } catch {
    return undefined;
  }
}

/** Saves the stamp of a successful build, atomically. */
export async function saveStamp(cacheDir: string, stamp: Omit<BuildStamp, 'format'>): Promise<void> {
  const file = stampFile(cacheDir);
  await writeFileWhole(file, JSON.stringify({ format: STAMP_FORMAT, ...stamp }));
}

/**
 * Whether the inputs changed since the last build while Folio, Node, the mode and the loaded
 * config did not: most likely an edit of a few files, whose Markdown then misses the compile
 * cache only for them (what a build would compile in the page worker).
 */
export function isEditSinceLastBuild(cacheDir: string, inputs: InputState): boolean {
  const stamp = readStamp(cacheDir);
  return stamp !== undefined && stamp.key === inputs.key && stamp.inputs !== inputs.inputs;
}

/**
 * Whether the last build's output is still what a build would make now: its stamp matches the
 * inputs' state, and the output folder is as that build left it. Returns the stamp when it is.
 */
export async function upToDateStamp(site: Site, inputs: InputState): Promise<BuildStamp | undefined> {
  const stamp = readStamp(site.cacheDir);
  if (!stamp || stamp.key !== inputs.key || stamp.inputs !== inputs.inputs) return undefined;
  const output = readOutputState(site.outDir);
  return output.files > 0 && output.digest === stamp.output ? stamp : undefined;
}
