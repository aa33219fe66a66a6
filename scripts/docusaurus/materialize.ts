import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/** One file of a git tree, as `git ls-tree -r` lists it. */
export interface TreeEntry {
  mode: string;
  type: string;
  object: string;
  path: string;
}

/** Parses `git ls-tree -r -z` output into its entries. Pure. */
export function parseLsTree(output: string): TreeEntry[] {
  return output
    .split('\0')
    .filter((line) => line !== '')
    .map((line) => {
      const tab = line.indexOf('\t');
      const [mode, type, object] = line.slice(0, tab).split(' ') as [string, string, string];
      return { mode, type, object, path: line.slice(tab + 1) };
    });
}

/** What writing a tree out did: files written and files whose content the git folder does not hold. */
export interface MaterializeResult {
  written: number;
  /** Files the git folder has no content for; each was written as a placeholder (see `placeholderFor`). */
  missing: string[];
}

const IMAGE_FORMATS = { '.png': 'png', '.jpg': 'jpeg', '.jpeg': 'jpeg', '.webp': 'webp', '.gif': 'gif', '.avif': 'avif' } as const;

/**
 * What stands in for a file whose content is absent: a 1×1 grey image of the same format for a
 * raster image (both generators read image sizes, and a missing image fails their builds), an
 * empty SVG for `.svg`, an empty file otherwise. Both generators then build the same input.
 */
export async function placeholderFor(file: string): Promise<Buffer> {
  const extension = path.extname(file).toLowerCase();
  if (extension === '.svg') return Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>\n');
  const format = IMAGE_FORMATS[extension as keyof typeof IMAGE_FORMATS];
  if (!format) return Buffer.alloc(0);
  return sharp({ create: { width: 1, height: 1, channels: 3, background: '#cccccc' } }).toFormat(format).toBuffer();
}

/**
 * Writes the files of `subfolder` at `commit` of the (bare) git folder `gitDir` into `target`, like
 * `git archive | tar -x` but tolerant of absent objects: snapshots brought by the search tool's
 * `fetch` lack files of 4 MiB and more (videos, large images), and those are listed, not fatal.
 * Submodules (commit entries) are skipped.
 */
export async function materializeTree(gitDir: string, commit: string, subfolder: string, target: string): Promise<MaterializeResult> {
  const prefix = subfolder.replace(/^\/+|\/+$/g, '');
  const listing = spawnSync('git', ['--git-dir', gitDir, 'ls-tree', '-r', '-z', `${commit}${prefix ? `:${prefix}` : ''}`], { encoding: 'utf8', maxBuffer: 1 << 30 });
  if (listing.status !== 0) throw new Error(`git ls-tree failed in ${gitDir}: ${listing.stderr.trim()}`);
  const entries = parseLsTree(listing.stdout).filter((entry) => entry.type === 'blob');
  const result: MaterializeResult = { written: 0, missing: [] };
  const batch = spawn('git', ['--git-dir', gitDir, 'cat-file', '--batch'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const reader = objectReader(batch.stdout);
  for (const entry of entries) {
    batch.stdin.write(`${entry.object}\n`);
    const object = await reader.next();
    const file = path.join(target, entry.path);
    mkdirSync(path.dirname(file), { recursive: true });
    if (!object) {
      result.missing.push(entry.path);
      writeFileSync(file, await placeholderFor(entry.path));
      continue;
    }
    if (entry.mode === '120000') symlinkSync(object.toString('utf8'), file);
    else {
      writeFileSync(file, object);
      if (entry.mode === '100755') chmodSync(file, 0o755);
    }
    result.written++;
  }
  batch.stdin.end();
  await new Promise((resolve) => batch.on('close', resolve));
  return result;
}

/**
 * Reads the answers of `git cat-file --batch` one at a time: `<oid> <type> <size>\n<bytes>\n`, or
 * `<oid> missing\n` (then `undefined`).
 */
function objectReader(stream: NodeJS.ReadableStream): { next(): Promise<Buffer | undefined> } {
  let buffered = Buffer.alloc(0);
  let waiting: (() => void) | undefined;
  stream.on('data', (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    waiting?.();
  });
  const more = () => new Promise<void>((resolve) => (waiting = resolve));
  return {
    async next() {
      for (;;) {
        const newline = buffered.indexOf(10);
        if (newline >= 0) {
          const header = buffered.subarray(0, newline).toString('utf8');
          if (header.endsWith(' missing')) {
            buffered = buffered.subarray(newline + 1);
            return undefined;
          }
          const size = Number(header.split(' ')[2]);
          if (buffered.length >= newline + 1 + size + 1) {
            const body = Buffer.from(buffered.subarray(newline + 1, newline + 1 + size));
            buffered = buffered.subarray(newline + 1 + size + 1);
            return body;
          }
        }
        await more();
      }
    },
  };
}
