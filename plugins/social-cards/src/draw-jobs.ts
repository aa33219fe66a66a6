import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CardContent } from './cards.ts';
import { drawCard, type DrawSetup } from './render.ts';

/** Cards to draw into a cache folder, each to `<key>.png`. Plain data, for workers. */
export interface DrawBatch {
  setup: DrawSetup;
  dir: string;
  cards: { key: string; content: CardContent }[];
}

/** Draws a batch, each card written atomically (an interrupted build never leaves half a PNG to reuse). */
export async function drawBatch(batch: DrawBatch): Promise<void> {
  for (const card of batch.cards) {
    const file = path.join(batch.dir, `${card.key}.png`);
    const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(temp, await drawCard(card.content, batch.setup));
    await rename(temp, file);
  }
}
