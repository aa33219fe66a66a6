import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Writes JSON under `assets/<kind>/` with a content hash in its name; identical values share one file. */
export function createJsonAssetWriter(outDir: string, baseUrl: string) {
  const written = new Map<string, string>();
  return async function writeJsonAsset(kind: string, name: string, value: unknown): Promise<string> {
    const json = JSON.stringify(value ?? {});
    const hash = createHash('sha256').update(json).digest('hex').slice(0, 12);
    const safeName = name.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'root';
    const fileName = `${safeName}-${hash}.json`;
    const key = `${kind}/${fileName}`;
    const cached = written.get(key);
    if (cached) return cached;
    const dir = path.join(outDir, 'assets', kind);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, fileName), json);
    const url = `${baseUrl}assets/${kind}/${fileName}`;
    written.set(key, url);
    return url;
  };
}
