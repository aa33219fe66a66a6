import sharp from 'sharp';

/** One screenshot and the label printed above it. */
export interface LabelledShot {
  file: string;
  label: string;
}

const LABEL_HEIGHT = 44;
const GAP = 24;
const BACKGROUND = { r: 128, g: 132, b: 140, alpha: 1 };

/** A page path as a file name: `/` is `home`, `/docs/intro` is `docs-intro`. Pure. */
export function pageSlug(route: string): string {
  const slug = route.replace(/^\/+|\/+$/g, '').replace(/[^a-zA-Z0-9]+/g, '-');
  return slug === '' ? 'home' : slug;
}

/** Escapes text for an SVG text node. Pure. */
export function escapeSvgText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** An SVG bar of `width` × LABEL_HEIGHT px with `text` in it. Pure. */
export function labelSvg(text: string, width: number): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${LABEL_HEIGHT}">` +
      `<rect width="100%" height="100%" fill="#1c1e21"/>` +
      `<text x="12" y="29" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="18" fill="#ffffff">${escapeSvgText(text)}</text>` +
      `</svg>`,
  );
}

/**
 * Puts screenshots next to each other, left to right, each under its label, on a grey background
 * as tall as the tallest; writes the PNG to `outFile`.
 */
export async function combineSideBySide(shots: LabelledShot[], outFile: string): Promise<void> {
  const sizes = await Promise.all(shots.map(async (shot) => sharp(shot.file).metadata()));
  const widths = sizes.map((size) => size.width ?? 0);
  const height = LABEL_HEIGHT + Math.max(...sizes.map((size) => size.height ?? 0));
  const width = widths.reduce((sum, w) => sum + w, 0) + GAP * (shots.length - 1);
  const layers: sharp.OverlayOptions[] = [];
  let left = 0;
  shots.forEach((shot, index) => {
    const shotWidth = widths[index] ?? 0;
    layers.push({ input: labelSvg(shot.label, shotWidth), left, top: 0 });
    layers.push({ input: shot.file, left, top: LABEL_HEIGHT });
    left += shotWidth + GAP;
  });
  await sharp({ create: { width, height, channels: 4, background: BACKGROUND } }).composite(layers).png().toFile(outFile);
}
