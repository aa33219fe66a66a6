import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeTmpDir } from '../../tests/helpers/tmp.ts';
import { combineSideBySide, escapeSvgText, pageSlug } from './combine.ts';

describe('pageSlug', () => {
  it('names the home page and turns a path into one word per segment', () => {
    expect(pageSlug('/')).toBe('home');
    expect(pageSlug('/docs/intro')).toBe('docs-intro');
    expect(pageSlug('/blog/2025/01/10/first-light/')).toBe('blog-2025-01-10-first-light');
  });
});

describe('combineSideBySide', () => {
  it('puts each shot under its label, left to right, on a background as tall as the tallest', async () => {
    const dir = makeTmpDir('combine');
    const red = path.join(dir, 'red.png');
    const blue = path.join(dir, 'blue.png');
    await sharp({ create: { width: 100, height: 60, channels: 4, background: '#ff0000' } }).png().toFile(red);
    await sharp({ create: { width: 80, height: 120, channels: 4, background: '#0000ff' } }).png().toFile(blue);
    const out = path.join(dir, 'both.png');
    await combineSideBySide([{ file: red, label: 'Folio <1>' }, { file: blue, label: 'Docusaurus & co' }], out);
    const { data, info } = await sharp(out).raw().toBuffer({ resolveWithObject: true });
    // 100 + 24 (gap) + 80 wide; a 44 px label above the taller shot.
    expect([info.width, info.height]).toEqual([204, 164]);
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    expect(pixel(50, 44 + 30)).toEqual([255, 0, 0]);
    expect(pixel(124 + 40, 44 + 100)).toEqual([0, 0, 255]);
    // Below the shorter shot, and in the gap: the grey background. The label bars are dark.
    expect(pixel(50, 44 + 90)).toEqual([128, 132, 140]);
    expect(pixel(110, 100)).toEqual([128, 132, 140]);
    expect(pixel(2, 2)).toEqual([28, 30, 33]);
  });

  it('escapes what an SVG text node cannot hold', () => {
    expect(escapeSvgText('a < b & c > d')).toBe('a &lt; b &amp; c &gt; d');
  });
});
