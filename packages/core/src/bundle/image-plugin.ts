import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PartialMessage, Plugin as EsbuildPlugin } from 'esbuild';
import { hashedAssetName } from './assets-plugin.ts';
import type { PublishMedia } from './media.ts';
import { createImageOptimizer, RESIZED_IMAGE, type ImageOptimizer, type OptimizedImage } from './image-optimizer.ts';
import { createSiteUrl } from '@folio/client/site-url';
import { assetUrl } from '../output/assets.ts';

/** The import suffix @folio/markdown writes for relative images in content. */
const IMAGE_QUERY = /\?folio-image$/;

/** What a `?folio-image` import gives: spread onto an `<img>`. */
export interface ImageModule {
  src: string;
  srcSet?: string;
  sizes?: string;
  width?: number;
  height?: number;
}

/** Options of the image plugin; only the browser build passes `publish` (it writes the files). */
export interface ImagePluginOptions {
  /** The site's cache folder; optimised images live in its `images/` folder. */
  cacheDir: string;
  baseUrl: string;
  publish?: PublishMedia | undefined;
  /** Module store file → its source file, so errors name the Markdown file. */
  moduleSources?: ReadonlyMap<string, string>;
}

/** One optimiser per cache folder, so the browser and server builds share sharp runs. */
const optimizers = new Map<string, ImageOptimizer>();

function getOptimizer(cacheDir: string): ImageOptimizer {
  let optimizer = optimizers.get(cacheDir);
  if (!optimizer) optimizers.set(cacheDir, (optimizer = createImageOptimizer(cacheDir)));
  return optimizer;
}

/**
 * Where a Markdown file mentions an image (the request as written, with or without `./`, or
 * URI-encoded), as an esbuild location; the file alone when the text is not found.
 */
async function locateImage(file: string, request: string): Promise<PartialMessage['location']> {
  const text = await readFile(file, 'utf8').catch(() => '');
  const bare = request.replace(/^\.\//, '');
  const lines = text.split(/\r?\n/);
  for (const needle of [request, encodeURI(request), bare, encodeURI(bare)]) {
    const line = lines.findIndex((l) => l.includes(needle));
    if (line >= 0) return { file, line: line + 1, column: lines[line]!.indexOf(needle), lineText: lines[line]!, length: needle.length };
  }
  return { file };
}

/** `src`, `srcSet`, `sizes` and intrinsic size of an optimised image, from its published names. Pure. */
export function toImageModule(image: OptimizedImage, urlOf: (variantFile: string) => string): ImageModule {
  const srcSet = image.variants.map((v) => `${urlOf(v.file)} ${v.width}w`).join(', ');
  return {
    src: urlOf(image.variants[image.variants.length - 1]!.file),
    srcSet,
    sizes: `(max-width: ${image.width}px) 100vw, ${image.width}px`,
    width: image.width,
    height: image.height,
  };
}

/**
 * Resolves `./diagram.png?folio-image` (written by @folio/markdown for relative images) to an
 * optimised image module: PNG, JPEG, WebP and AVIF are resized to the configured widths with
 * sharp (cached on disk by content hash) and served with srcset; SVG and GIF are published as they
 * are. Names carry a content hash, identical in the browser and server bundles.
 */
export function imagePlugin(options: ImagePluginOptions): EsbuildPlugin {
  const mediaUrl = assetUrl(createSiteUrl(options), 'media');
  const optimizer = getOptimizer(options.cacheDir);
  return {
    name: 'folio-images',
    setup(build) {
      build.onResolve({ filter: IMAGE_QUERY }, async (args) => {
        const request = args.path.replace(IMAGE_QUERY, '');
        const resolved = await build.resolve(request, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer });
        if (resolved.errors.length === 0 && existsSync(resolved.path)) return { path: resolved.path, namespace: 'folio-image' };
        const source = options.moduleSources?.get(args.importer) ?? args.importer;
        const text = `Image "${request}" not found. Fix the path (relative to the Markdown file) or add the file.`;
        return { errors: [{ text, location: await locateImage(source, request) }] };
      });
      build.onLoad({ filter: /.*/, namespace: 'folio-image' }, async (args) => {
        const bytes = await readFile(args.path);
        let image: ImageModule;
        if (RESIZED_IMAGE.test(args.path)) {
          const optimized = await optimizer.optimize(args.path, bytes).catch((error: Error) => {
            throw new Error(`${args.path}: the image could not be optimised (${error.message}). Is it a valid image file?`);
          });
          const stem = hashedAssetName(args.path, bytes).replace(/\.[^.]+$/, '');
          const nameOf = (variantFile: string) => `${stem}-${path.basename(variantFile)}`;
          if (options.publish) await Promise.all(optimized.variants.map((v) => options.publish!(args.path, nameOf(v.file), v.file)));
          image = toImageModule(optimized, (file) => mediaUrl + nameOf(file));
        } else {
          const name = hashedAssetName(args.path, bytes);
          await options.publish?.(args.path, name, args.path);
          image = { src: mediaUrl + name };
        }
        return { contents: `export default ${JSON.stringify(image)};`, loader: 'js', watchFiles: [args.path] };
      });
    },
  };
}
