import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { PublishMedia } from './media.ts';
import path from 'node:path';
import type { Plugin as EsbuildPlugin } from 'esbuild';
import { createSiteUrl } from '@folio/client/site-url';
import { assetUrl } from '../output/assets.ts';

/** Extensions of the files that become URLs, as a regular expression alternation. */
const ASSET_EXTENSIONS = 'png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|otf|eot|mp4|webm|ogv|wav|mp3|m4a|aac|oga|flac|pdf|docx?|xlsx?|zip|rar';

/**
 * Files imported from code that become URLs: the kinds Docusaurus's file loaders take (images,
 * fonts, audio and video, documents and archives).
 */
export const ASSET_FILTER = new RegExp(`\\.(${ASSET_EXTENSIONS})$`, 'i');

/** The same kinds of files named with the query or fragment a stylesheet's `url()` may add (`font.woff2?v=2#iefix`). */
export const ASSET_URL_FILTER = new RegExp(`\\.(${ASSET_EXTENSIONS})(?:[?#].*)?$`, 'i');

/** The published name of an asset: its name plus a hash of its bytes. Pure. */
export function hashedAssetName(file: string, bytes: Uint8Array): string {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
  const ext = path.extname(file);
  return `${path.basename(file, ext).replace(/[^A-Za-z0-9_-]/g, '_')}-${hash}${ext}`;
}

/**
 * Imported assets become `export default "<url>"` with a content-hashed URL that is the same in
 * the browser and server bundles; only the browser build copies the file into the output.
 */
export function assetsPlugin(options: { baseUrl: string; publish?: PublishMedia | undefined }): EsbuildPlugin {
  return {
    name: 'folio-assets',
    setup(build) {
      build.onLoad({ filter: ASSET_FILTER }, async (args) => {
        const bytes = await readFile(args.path);
        const name = hashedAssetName(args.path, bytes);
        await options.publish?.(args.path, name, args.path);
        return { contents: `export default ${JSON.stringify(assetUrl(createSiteUrl(options), 'media', name))};`, loader: 'js' };
      });
    },
  };
}
