import sharp from 'sharp';

/**
 * Cuts a tall full-page screenshot into sheets an image viewer shows without shrinking much:
 * the page is cut into `segmentHeight` slices laid side by side, `perSheet` slices per sheet (a
 * gap between them). Writes `<base>.sheet<N>.png` and returns the paths.
 */
export async function writeSheets(file: string, segmentHeight: number, perSheet: number): Promise<string[]> {
  const image = sharp(file);
  const { width = 0, height = 0 } = await image.metadata();
  const gap = 16;
  const segments = Math.ceil(height / segmentHeight);
  const written: string[] = [];
  for (let first = 0; first < segments; first += perSheet) {
    const count = Math.min(perSheet, segments - first);
    const slices = await Promise.all(
      Array.from({ length: count }, async (_, i) => {
        const top = (first + i) * segmentHeight;
        const input = await sharp(file).extract({ left: 0, top, width, height: Math.min(segmentHeight, height - top) }).toBuffer();
        return { input, left: i * (width + gap), top: 0 };
      }),
    );
    const out = file.replace(/\.png$/, `.sheet${first / perSheet + 1}.png`);
    await sharp({ create: { width: count * width + (count - 1) * gap, height: segmentHeight, channels: 3, background: '#ff00ff' } })
      .composite(slices)
      .png()
      .toFile(out);
    written.push(out);
  }
  return written;
}
