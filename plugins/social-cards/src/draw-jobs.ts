import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CardContent } from './cards.ts';
import { drawCard, type DrawSetup } from './render.ts';

/** One card to draw into a cache folder, as `<key>.png`. Plain data, for workers. */
export interface DrawJob {
  setup: DrawSetup;
  dir: string;
  key: string;
  content: CardContent;
}

/** Draws cards, each written atomically (an interrupted build never leaves half a PNG to reuse). */
export async function drawBatch(jobs: readonly DrawJob[]): Promise<void> {
  for (const job of jobs) {
    const file = path.join(job.dir, `${job.key}.png`);
    const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(temp, await drawCard(job.content, job.setup));
    await rename(temp, file);
  }
}
