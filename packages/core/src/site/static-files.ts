import { existsSync } from 'node:fs';
import { cp, readdir } from 'node:fs/promises';
import path from 'node:path';

/** Copies each static folder into the output as is. */
export async function copyStaticDirectories(siteDir: string, directories: string[], outDir: string): Promise<void> {
  for (const dir of directories) {
    const from = path.resolve(siteDir, dir);
    if (existsSync(from)) await cp(from, outDir, { recursive: true });
  }
}

/** Every file below a folder, relative, with `/` separators, sorted. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}
