import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { writeFile } from './limited-fs.ts';

/** Writes JSON under `assets/<kind>/` with a content hash in its name; identical values share one file. */
export function createJsonAssetWriter(outDir: string, baseUrl: string) {
  const written = new Map<string, Promise<string>>();
  const folders = new Map<string, Promise<unknown>>();
  return function writeJsonAsset(kind: string, name: string, value: unknown): Promise<string> {
    const json = JSON.stringify(value ?? {});
    const hash = createHash('sha256').update(json).digest('hex').slice(0, 12);
    const safeName = name.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'root';
    const fileName = `${safeName}-${hash}.json`;
    const key = `${kind}/${fileName}`;
    let url = written.get(key);
    if (!url) {
      const dir = path.join(outDir, 'assets', kind);
      let folder = folders.get(dir);
      if (!folder) folders.set(dir, (folder = mkdir(dir, { recursive: true })));
      url = folder.then(() => writeFile(path.join(dir, fileName), json)).then(() => `${baseUrl}assets/${kind}/${fileName}`);
      written.set(key, url);
    }
    return url;
  };
}
