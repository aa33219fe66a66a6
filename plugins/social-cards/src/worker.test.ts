import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

describe('the social cards worker', () => {
  it("turns libvips' operation cache off: every card is drawn once, so cached images would only hold memory", async () => {
    await import('./worker.ts');
    const { memory, items, files } = sharp.cache();
    expect([memory.max, items.max, files.max]).toEqual([0, 0, 0]);
  });
});
