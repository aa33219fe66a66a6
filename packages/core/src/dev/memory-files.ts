import { createHash } from 'node:crypto';
import { contentTypeOf } from '../server/mime.ts';
import { createSiteUrl } from '@folio/client/site-url';
import { assetUrl } from '../output/assets.ts';

/** A file the dev server answers from memory. */
export interface MemoryFile {
  body: Uint8Array | string;
  type: string;
}

/** JSON assets kept in memory under content-hashed URLs, like the build writes them to disk. */
export function createMemoryJsonWriter(files: Map<string, MemoryFile>, baseUrl: string) {
  const siteUrl = createSiteUrl({ baseUrl });
  return async function writeJson(kind: string, name: string, value: unknown): Promise<string> {
    const json = JSON.stringify(value ?? {});
    const hash = createHash('sha256').update(json).digest('hex').slice(0, 12);
    const safeName = name.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'root';
    const url = assetUrl(siteUrl, kind, `${safeName}-${hash}.json`);
    files.set(url, { body: json, type: contentTypeOf(url) });
    return url;
  };
}
