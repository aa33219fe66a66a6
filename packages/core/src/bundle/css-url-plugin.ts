import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PartialMessage, Plugin as EsbuildPlugin } from 'esbuild';
import { ASSET_URL_FILTER, hashedAssetName } from './assets-plugin.ts';
import type { PublishMedia } from './media.ts';
import { createSiteUrl } from '@folio/client/site-url';
import { assetUrl } from '../output/assets.ts';

/** URLs a stylesheet keeps as written: other sites, data, anchors, protocol-relative. */
const KEPT_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i;

/** Files each stylesheet's `url()`s point at, so a bundle cached by its inputs notices when one changes. */
const assetsOfStylesheet = new Map<string, Set<string>>();

/** `files` plus every file their stylesheets' `url()`s point at (those are not esbuild inputs). */
export function withStylesheetAssets(files: readonly string[]): string[] {
  const all = new Set(files);
  for (const file of files) for (const asset of assetsOfStylesheet.get(file) ?? []) all.add(asset);
  return [...all].sort();
}

/** Splits `./font.woff2?v=2#iefix` into the file part and the suffix the URL keeps. Pure. */
export function splitUrlSuffix(url: string): { file: string; suffix: string } {
  const at = url.search(/[?#]/);
  return at < 0 ? { file: url, suffix: '' } : { file: url.slice(0, at), suffix: url.slice(at) };
}

/** Finds `/img/x.svg` in the static folders, then in the site folder (Docusaurus's lookup order). */
export function findSitePathFile(sitePath: string, roots: readonly string[]): string | undefined {
  const relative = decodeURI(sitePath).replace(/^\/+/, '');
  for (const root of roots) {
    const file = path.join(root, relative);
    if (file.startsWith(root) && existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

/** Where a stylesheet writes `url(...)` of a request, read from the source (the compiled CSS may differ). */
async function locate(file: string, request: string): Promise<PartialMessage['location']> {
  const text = await readFile(file, 'utf8').catch(() => '');
  const lines = text.split(/\r?\n/);
  const line = lines.findIndex((l) => l.includes(request));
  return line < 0 ? { file } : { file, line: line + 1, column: lines[line]!.indexOf(request), lineText: lines[line]!, length: request.length };
}

/** Options of the CSS `url()` plugin; only the browser build passes `publish` (it writes the files). */
export interface CssUrlOptions {
  siteDir: string;
  /** The site's static folders, absolute: where `url(/img/x.svg)` is looked up. */
  staticDirs: readonly string[];
  baseUrl: string;
  publish?: PublishMedia | undefined;
}

/**
 * `url()` in CSS: a relative file (`url(./bg.svg)`, `url(@site/static/x.png)`) and a site path
 * (`url(/img/x.svg)`, found in the static folders as Docusaurus does) are published under a
 * content-hashed name in `assets/media/`, and the stylesheet gets that URL with the base URL.
 * Web URLs, `data:` and `#` fragments stay as they are. A file that does not exist is an error on
 * the stylesheet's line. Only files of the kinds Docusaurus's loaders take (ASSET_URL_FILTER) are
 * handled, as in Docusaurus; esbuild calls the plugin for those paths alone, not for every import
 * of the bundle (an esbuild filter cannot tell a `url()` from an import by anything but its path).
 */
export function cssUrlPlugin(options: CssUrlOptions): EsbuildPlugin {
  const roots = [...options.staticDirs, options.siteDir];
  return {
    name: 'folio-css-urls',
    setup(build) {
      build.onResolve({ filter: ASSET_URL_FILTER }, async (args) => {
        if (args.kind !== 'url-token' || KEPT_URL.test(args.path)) return undefined;
        const { file: request, suffix } = splitUrlSuffix(args.path);
        const importer = args.importer;
        let file: string | undefined;
        if (request.startsWith('/')) {
          file = findSitePathFile(request, roots);
          if (!file) {
            const where = options.staticDirs.map((dir) => `${path.relative(options.siteDir, dir) || '.'}/`).join(', ');
            return { errors: [{ text: `url(${args.path}): no file ${request} in the static folders (${where}) or the site folder. Add the file, or fix the path.`, location: await locate(importer, args.path) }] };
          }
        } else {
          const resolved = await build.resolve(request.startsWith('.') || request.startsWith('@') ? request : `./${request}`, { kind: 'require-call', resolveDir: args.resolveDir, importer, pluginData: { cssUrl: true } });
          if (resolved.errors.length || !existsSync(resolved.path)) {
            return { errors: [{ text: `url(${args.path}): file not found next to the stylesheet. Fix the path (relative to the CSS file), or add the file.`, location: await locate(importer, args.path) }] };
          }
          file = resolved.path;
        }
        const name = hashedAssetName(file, await readFile(file));
        let assets = assetsOfStylesheet.get(importer);
        if (!assets) assetsOfStylesheet.set(importer, (assets = new Set()));
        assets.add(file);
        // Published under the stylesheet: the stylesheet is what the bundle's inputs list.
        await options.publish?.(importer, name, file);
        return { path: `${assetUrl(createSiteUrl(options), 'media', name)}${suffix}`, external: true };
      });
    },
  };
}
