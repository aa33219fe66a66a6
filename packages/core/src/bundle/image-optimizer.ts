import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Sharp } from 'sharp';

/** How content images are optimised (the spec's constants, as in Docusaurus's ideal-image defaults). */
export const IMAGE_OPTIMIZATION = { quality: 70, minWidth: 640, maxWidth: 1030, steps: 2 } as const;

/** Bump when the encoder settings change, so cached variants are made again. */
const OPTIMIZER_VERSION = 'folio-images@1';

/** Formats that are resized and re-encoded; anything else (SVG, GIF) is published as it is. */
export const RESIZED_IMAGE = /\.(?:png|jpe?g|webp|avif)$/i;

/** One encoded width of an image. */
export interface ImageVariant {
  width: number;
  height: number;
  /** Absolute file in the image cache. */
  file: string;
}

/** An optimised image: its size as shown (the widest variant) and every variant, narrowest first. */
export interface OptimizedImage {
  width: number;
  height: number;
  variants: ImageVariant[];
}

/**
 * The widths to encode for an image `originalWidth` px wide: `steps` widths from min to max,
 * none wider than the original (an image narrower than the minimum keeps its own width). Pure.
 */
export function getTargetWidths(originalWidth: number, options: { minWidth: number; maxWidth: number; steps: number } = IMAGE_OPTIMIZATION): number[] {
  const { minWidth, maxWidth, steps } = options;
  const widths = Array.from({ length: steps }, (_, i) => Math.round(steps === 1 ? maxWidth : minWidth + ((maxWidth - minWidth) * i) / (steps - 1)));
  return [...new Set(widths.map((width) => Math.min(width, originalWidth)))].sort((a, b) => a - b);
}

/** Makes (or finds in the cache) the variants of one image. */
export interface ImageOptimizer {
  optimize(file: string, bytes: Uint8Array): Promise<OptimizedImage>;
}

/**
 * An optimiser caching its results on disk under `<cacheDir>/images/<content hash>/`, so an
 * unchanged image costs one small JSON read on later builds; concurrent requests for the same
 * bytes (the browser and server bundles) share one sharp run. Not memoised beyond that: the
 * disk is the cache, so deleting it is always safe.
 */
export function createImageOptimizer(cacheDir: string): ImageOptimizer {
  const root = path.join(cacheDir, 'images');
  const running = new Map<string, Promise<OptimizedImage>>();
  return {
    optimize(file, bytes) {
      const ext = path.extname(file).toLowerCase();
      const key = createHash('sha256').update(bytes).update(`\0${ext}\0${OPTIMIZER_VERSION}\0${JSON.stringify(IMAGE_OPTIMIZATION)}`).digest('hex').slice(0, 24);
      let result = running.get(key);
      if (!result) {
        result = loadOrCreate(path.join(root, key), ext, bytes).finally(() => running.delete(key));
        running.set(key, result);
      }
      return result;
    },
  };
}

async function loadOrCreate(dir: string, ext: string, bytes: Uint8Array): Promise<OptimizedImage> {
  const cached = await readCached(dir);
  if (cached) return cached;
  const temp = `${dir}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await mkdir(temp, { recursive: true });
  try {
    const image = await encodeVariants(bytes, ext, temp);
    await writeFile(path.join(temp, 'meta.json'), JSON.stringify(image));
    await rename(temp, dir).catch(async (error: NodeJS.ErrnoException) => {
      // Another build finished the same image first; its copy is as good as ours.
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
      await rm(temp, { recursive: true, force: true });
    });
  } catch (error) {
    await rm(temp, { recursive: true, force: true });
    throw error;
  }
  const stored = await readCached(dir);
  if (!stored) throw new Error(`Internal error (a Folio bug): the optimised image in ${dir} could not be read back.`);
  return stored;
}

/** Metadata stores variant names relative to the folder, so the cache survives being moved. */
async function readCached(dir: string): Promise<OptimizedImage | undefined> {
  try {
    const meta = JSON.parse(await readFile(path.join(dir, 'meta.json'), 'utf8')) as OptimizedImage;
    const variants = meta.variants.map((v) => ({ ...v, file: path.join(dir, v.file) }));
    return variants.every((v) => existsSync(v.file)) ? { ...meta, variants } : undefined;
  } catch {
    return undefined;
  }
}

async function encodeVariants(bytes: Uint8Array, ext: string, dir: string): Promise<OptimizedImage> {
  // Loaded on first need (libvips takes a tenth of a second to load): most builds and dev starts find every image in the cache.
  const sharp = (await import('sharp')).default;
  const meta = await sharp(bytes).metadata();
  const turned = (meta.orientation ?? 1) >= 5;
  const originalWidth = (turned ? meta.height : meta.width) ?? 0;
  const originalHeight = (turned ? meta.width : meta.height) ?? 0;
  const fileExt = ext === '.jpeg' ? '.jpg' : ext;
  // Animated images would lose their frames: publish them as they are.
  if ((meta.pages ?? 1) > 1) {
    await writeFile(path.join(dir, `${originalWidth}${fileExt}`), bytes);
    return { width: originalWidth, height: originalHeight, variants: [{ width: originalWidth, height: originalHeight, file: `${originalWidth}${fileExt}` }] };
  }
  const variants: ImageVariant[] = [];
  for (const width of getTargetWidths(originalWidth)) {
    const resized = encode(sharp(bytes).rotate().resize({ width, withoutEnlargement: true }), ext);
    let { data, info } = await resized.toBuffer({ resolveWithObject: true });
    // Re-encoding an upright image at its own size can make it bigger; then the original is better.
    if (width === originalWidth && !turned && (meta.orientation ?? 1) === 1 && data.length > bytes.length) data = Buffer.from(bytes);
    const name = `${info.width}${fileExt}`;
    await writeFile(path.join(dir, name), data);
    variants.push({ width: info.width, height: info.height, file: name });
  }
  const widest = variants[variants.length - 1]!;
  return { width: widest.width, height: widest.height, variants };
}

function encode(image: Sharp, ext: string): Sharp {
  const { quality } = IMAGE_OPTIMIZATION;
  if (ext === '.png') return image.png({ quality, palette: true, compressionLevel: 9, effort: 8 });
  if (ext === '.webp') return image.webp({ quality });
  if (ext === '.avif') return image.avif({ quality });
  return image.jpeg({ quality, mozjpeg: true });
}
