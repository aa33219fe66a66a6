import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { OutputTarget } from '../output/output-target.ts';

/** Copies each static folder into the output as is, in order (a later folder's file wins). */
export async function copyStaticDirectories(siteDir: string, directories: string[], output: OutputTarget): Promise<void> {
  for (const dir of directories) await output.copyTree(path.resolve(siteDir, dir), output.dir);
}

/** Every file below a folder, relative, with `/` separators, sorted. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}
