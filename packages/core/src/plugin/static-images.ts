import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { StaticImageSize } from './types.ts';

const IMAGE_FILE = /\.(?:png|jpe?g|webp|avif|gif|svg)$/i;

/** Sizes read so far, by absolute file; an entry holds while the file keeps its size and mtime. */
const known = new Map<string, { bytes: number; mtimeMs: number; size: StaticImageSize | undefined }>();

/**
 * The file a site-path image (`/img/a.svg?v=2#x`) names inside a static folder, or undefined when
 * the src is no site path to an image file or leaves the folder. Pure.
 */
export function staticImageFile(src: string, staticDir: string): string | undefined {
  if (!src.startsWith('/') || src.startsWith('//')) return undefined;
  let relative = src.replace(/[?#].*$/, '');
  try {
    relative = decodeURI(relative);
  } catch {
    return undefined;
  }
  if (!IMAGE_FILE.test(relative)) return undefined;
  const file = path.join(staticDir, relative);
  return file.startsWith(path.join(staticDir, path.sep)) ? file : undefined;
}

/** A length of an SVG root attribute in pixels (`120`, `120px`); undefined for %, em and other units. */
function svgLength(value: string | undefined): number | undefined {
  const match = value ? /^\s*(\d*\.?\d+)\s*(?:px)?\s*$/.exec(value) : null;
  const length = match ? Number(match[1]) : NaN;
  return length > 0 ? length : undefined;
}

/**
 * Size of an SVG from its root element: `width` and `height` in pixels, a missing one completed
 * from the `viewBox` ratio, else the `viewBox` itself. Undefined when neither tells. Pure.
 */
export function svgImageSize(text: string): StaticImageSize | undefined {
  const root = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!root) return undefined;
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i').exec(root)?.slice(1).find((v) => v !== undefined);
  const box = attribute('viewBox')?.trim().split(/[\s,]+/).map(Number);
  const ratio = box?.length === 4 && box[2]! > 0 && box[3]! > 0 ? { width: box[2]!, height: box[3]! } : undefined;
  let width = svgLength(attribute('width'));
  let height = svgLength(attribute('height'));
  if (ratio) {
    if (width === undefined && height === undefined) ({ width, height } = ratio);
    width ??= (height! * ratio.width) / ratio.height;
    height ??= (width * ratio.height) / ratio.width;
  }
  if (width === undefined || height === undefined) return undefined;
  return { width: Math.round(width), height: Math.round(height) };
}

/** Size of a raster image as shown: sharp's metadata, sides swapped for EXIF quarter turns. */
async function rasterImageSize(bytes: Buffer): Promise<StaticImageSize | undefined> {
  const sharp = (await import('sharp')).default;
  const meta = await sharp(bytes).metadata().catch(() => undefined);
  if (!meta?.width || !meta.height) return undefined;
  return (meta.orientation ?? 1) >= 5 ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
}

/**
 * Size of one image file, from the in-memory cache while its size and mtime are unchanged;
 * null when there is no such file, undefined when its size cannot be told.
 */
export async function readImageFileSize(file: string): Promise<StaticImageSize | undefined | null> {
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return null;
  const cached = known.get(file);
  if (cached && cached.bytes === info.size && cached.mtimeMs === info.mtimeMs) return cached.size;
  const bytes = await readFile(file).catch(() => undefined);
  if (!bytes) return undefined;
  const size = /\.svg$/i.test(file) ? svgImageSize(bytes.toString('utf8')) : await rasterImageSize(bytes);
  known.set(file, { bytes: info.size, mtimeMs: info.mtimeMs, size });
  return size;
}

/** Size of a site-path image from the first static folder holding its file. */
async function sizeInStaticDirs(src: string, staticDirs: readonly string[]): Promise<StaticImageSize | undefined> {
  for (const dir of staticDirs) {
    const file = staticImageFile(src, dir);
    const size = file ? await readImageFileSize(file) : null;
    if (size !== null) return size;
  }
  return undefined;
}

/**
 * Intrinsic sizes of the site-path images among `srcs` (as written in content) that are files in
 * one of `staticDirs` (absolute), keyed by src in the order written. Srcs that are not such files,
 * or whose size cannot be told, are left out.
 */
export async function staticImageSizes(srcs: readonly string[], staticDirs: readonly string[]): Promise<Record<string, StaticImageSize>> {
  const unique = [...new Set(srcs)];
  const sizes = await Promise.all(unique.map((src) => sizeInStaticDirs(src, staticDirs)));
  return Object.fromEntries(unique.flatMap((src, i) => (sizes[i] ? [[src, sizes[i]]] : [])));
}
