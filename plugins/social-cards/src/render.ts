import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import satori from 'satori';
import sharp from 'sharp';
import type { CardContent, CardStyle } from './cards.ts';
import { baseTree, CARD_HEIGHT, CARD_WIDTH, textTree, TEXT_BOX, type CardNode } from './layout.ts';

/** What drawing needs besides the card: the style and the logo as a data URI. Plain data, for workers. */
export interface DrawSetup {
  style: CardStyle;
  logo?: string | undefined;
}

type Font = { name: string; data: Buffer; weight: 400 | 700; style: 'normal' };

/** Inter (regular and bold, Latin and Latin Extended) from the @fontsource/inter package: never downloaded. */
const FONT_FILES: [string, 400 | 700][] = [
  ['inter-latin-400-normal.woff', 400],
  ['inter-latin-700-normal.woff', 700],
  ['inter-latin-ext-400-normal.woff', 400],
  ['inter-latin-ext-700-normal.woff', 700],
];

let fonts: Promise<Font[]> | undefined;

function loadFonts(): Promise<Font[]> {
  const require = createRequire(import.meta.url);
  fonts ??= Promise.all(FONT_FILES.map(async ([file, weight]) => ({ name: 'Inter', data: await readFile(require.resolve(`@fontsource/inter/files/${file}`)), weight, style: 'normal' as const })));
  return fonts;
}

/**
 * Lays a tree out with satori and rasterises it with sharp, as RGB pixels. Every tree paints its
 * whole box with the card's background first, so every pixel is opaque and the alpha channel is
 * simply dropped (sharp's flatten, which blends, cost more than the drawing).
 */
async function pixels(tree: CardNode, width: number, height: number): Promise<Buffer> {
  const svg = await satori(tree as never, { width, height, fonts: await loadFonts() });
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  if (info.width !== width || info.height !== height || info.channels !== 3) throw new Error(`A social card drew ${info.width}×${info.height}×${info.channels}, not ${width}×${height}×3.`);
  return data;
}

const bases = new Map<string, Promise<Buffer>>();

/** The part every card shares, drawn once per setup. */
function basePixels(setup: DrawSetup): Promise<Buffer> {
  const key = JSON.stringify(setup);
  let base = bases.get(key);
  if (!base) bases.set(key, (base = pixels(baseTree(setup.style, setup.logo), CARD_WIDTH, CARD_HEIGHT)));
  return base;
}

/**
 * Draws one card as a PNG: its text box (satori lays it out as SVG with text as paths, sharp
 * rasterises it) copied onto the shared part, then encoded by sharp.
 */
export async function drawCard(content: CardContent, setup: DrawSetup): Promise<Buffer> {
  const [base, text] = await Promise.all([basePixels(setup), pixels(textTree(content, setup.style), TEXT_BOX.width, TEXT_BOX.height)]);
  const canvas = Buffer.from(base);
  const row = TEXT_BOX.width * 3;
  for (let y = 0; y < TEXT_BOX.height; y++) text.copy(canvas, ((TEXT_BOX.top + y) * CARD_WIDTH + TEXT_BOX.left) * 3, y * row, (y + 1) * row);
  return sharp(canvas, { raw: { width: CARD_WIDTH, height: CARD_HEIGHT, channels: 3 } }).png().toBuffer();
}
