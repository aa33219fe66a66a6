import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Plugin as EsbuildPlugin } from 'esbuild';
import { hashedAssetName } from './assets-plugin.ts';
import type { PublishMedia } from './media.ts';
import { createSiteUrl } from '@folio/client/site-url';
import { assetUrl } from '../output/assets.ts';

const FILE_LINK_QUERY = /\?folio-file-link=([^?]*)$/;

/**
 * Resolves `./report.pdf?folio-file-link=.%2Freport.pdf` (written by @folio/markdown for Markdown links to files
 * next to the content) to the file's published URL, content-hashed under `assets/media/` as
 * Docusaurus's file links are under `assets/files/`. A link to a file that does not exist (or to a
 * folder) gives back the link as written, so the build's link check reports it where it is.
 */
export function fileLinkPlugin(options: { baseUrl: string; publish?: PublishMedia | undefined }): EsbuildPlugin {
  return {
    name: 'folio-file-links',
    setup(build) {
      build.onResolve({ filter: FILE_LINK_QUERY }, async (args) => {
        const written = decodeURIComponent(FILE_LINK_QUERY.exec(args.path)![1]!);
        const request = args.path.replace(FILE_LINK_QUERY, '');
        const resolved = await build.resolve(request, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer });
        if (resolved.errors.length === 0 && existsSync(resolved.path) && statSync(resolved.path).isFile()) return { path: resolved.path, namespace: 'folio-file-link' };
        return { path: written, namespace: 'folio-missing-file-link' };
      });
      build.onLoad({ filter: /.*/, namespace: 'folio-file-link' }, async (args) => {
        const name = hashedAssetName(args.path, await readFile(args.path));
        await options.publish?.(args.path, name, args.path);
        return { contents: `export default ${JSON.stringify(assetUrl(createSiteUrl(options), 'media', name))};`, loader: 'js', watchFiles: [args.path] };
      });
      build.onLoad({ filter: /.*/, namespace: 'folio-missing-file-link' }, (args) => ({
        contents: `export default ${JSON.stringify(args.path)};`,
        loader: 'js',
      }));
    },
  };
}
