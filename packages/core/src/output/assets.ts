import { createHash } from 'node:crypto';
import path from 'node:path';
import { createSiteUrl, type SiteUrl } from '@folio/client/site-url';
import type { OutputTarget } from './output-target.ts';

/** The output folder of every generated asset: `assets/js`, `assets/css`, `assets/media` and `assets/<data kind>`. */
export const ASSETS_DIR = 'assets';

/**
 * The URL path of a file below the output's `assets/<kind>/` folder, joined by the site's SiteUrl:
 * `assetUrl(siteUrl, 'media', 'a-1f2e.png')` is `/base/assets/media/a-1f2e.png`; without a name, the
 * folder's URL with its trailing slash. Pure.
 */
export function assetUrl(siteUrl: SiteUrl, kind: string, name = ''): string {
  return siteUrl.join(`/${ASSETS_DIR}/${kind}/${name}`);
}

/** Writes JSON under `assets/<kind>/` with a content hash in its name; identical values share one file. */
export function createJsonAssetWriter(output: OutputTarget, baseUrl: string) {
  const siteUrl = createSiteUrl({ baseUrl });
  const written = new Map<string, Promise<string>>();
  return function writeJsonAsset(kind: string, name: string, value: unknown): Promise<string> {
    const json = JSON.stringify(value ?? {});
    const hash = createHash('sha256').update(json).digest('hex').slice(0, 12);
    const safeName = name.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'root';
    const fileName = `${safeName}-${hash}.json`;
    const key = `${kind}/${fileName}`;
    let url = written.get(key);
    if (!url) {
      url = output.writeFile(path.join(output.dir, ASSETS_DIR, kind, fileName), json).then(() => assetUrl(siteUrl, kind, fileName));
      written.set(key, url);
    }
    return url;
  };
}
