import { withBase } from '@folio/client';

/** Width and height as an `<img>` takes them: numbers, or strings such as `300` or `50%`. */
export interface ImageDimensions {
  width?: number | string | undefined;
  height?: number | string | undefined;
}

/** Site paths (`/img/x.png`, served from `static/`) get the base URL; anything else stays. Pure. */
export function withSiteBase(src: string | undefined, baseUrl: string | undefined): string | undefined {
  if (!src || !baseUrl || baseUrl === '/' || !src.startsWith('/') || src.startsWith('//')) return src;
  return withBase(baseUrl, src);
}

/** A length in pixels (`300`, `'300'`, `'300px'`); undefined for other units and non-lengths. */
function pixels(value: number | string | undefined): number | undefined {
  const match = typeof value === 'string' ? /^\s*(\d*\.?\d+)\s*(?:px)?\s*$/.exec(value) : null;
  const length = typeof value === 'number' ? value : match ? Number(match[1]) : NaN;
  return length > 0 ? length : undefined;
}

/**
 * The width and height an image renders with, so its box is reserved before it loads. The
 * author's own sizes win; a side the author left out is completed from the intrinsic size in
 * proportion (a width of 300 on a 960 by 540 image gives a height of 169); with neither, the
 * intrinsic size itself. A side in other units (`50%`) leaves the other side unset. Pure.
 */
export function fitImageSize(author: ImageDimensions, intrinsic: ImageDimensions | undefined): ImageDimensions {
  const own = { width: author.width, height: author.height };
  const width = pixels(intrinsic?.width);
  const height = pixels(intrinsic?.height);
  if (width === undefined || height === undefined) return own;
  if (own.width === undefined && own.height === undefined) return { width, height };
  if (own.width !== undefined && own.height !== undefined) return own;
  if (own.width !== undefined) {
    const scaled = pixels(own.width);
    return scaled === undefined ? own : { width: own.width, height: Math.round((scaled * height) / width) };
  }
  const scaled = pixels(own.height);
  return scaled === undefined ? own : { width: Math.round((scaled * width) / height), height: own.height };
}
