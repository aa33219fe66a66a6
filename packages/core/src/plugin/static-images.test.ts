import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { staticImageFile, staticImageSizes, svgImageSize } from './static-images.ts';

describe('svgImageSize', () => {
  it('reads width and height in pixels, unitless or px', () => {
    expect(svgImageSize('<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540" viewBox="0 0 10 10">')).toEqual({ width: 960, height: 540 });
    expect(svgImageSize("<?xml version='1.0'?>\n<svg width='12.6px' height='30px'>")).toEqual({ width: 13, height: 30 });
  });

  it('completes a missing side from the viewBox ratio, or takes the viewBox when neither is set', () => {
    expect(svgImageSize('<svg viewBox="0 0 200 100" width="50">')).toEqual({ width: 50, height: 25 });
    expect(svgImageSize('<svg viewBox="0,0,200,100" height="50">')).toEqual({ width: 100, height: 50 });
    expect(svgImageSize('<svg viewBox="0 0 320 180">')).toEqual({ width: 320, height: 180 });
    expect(svgImageSize('<svg width="100%" height="100%" viewBox="0 0 320 180">')).toEqual({ width: 320, height: 180 });
  });

  it('gives up when nothing tells the size', () => {
    expect(svgImageSize('<svg width="100%">')).toBeUndefined();
    expect(svgImageSize('<svg viewBox="0 0 0 10" width="2em">')).toBeUndefined();
    expect(svgImageSize('not an svg')).toBeUndefined();
  });
});

describe('staticImageFile', () => {
  it('maps site paths of images into the folder, without query or hash, decoded', () => {
    expect(staticImageFile('/img/a%20b.svg?v=2#top', '/site/static')).toBe(path.join('/site/static', 'img/a b.svg'));
  });

  it('refuses relative paths, URLs, non-images and paths leaving the folder', () => {
    for (const src of ['img/a.png', '//cdn.example.org/a.png', 'https://x.org/a.png', '/docs/file.pdf', '/../secret.png', '/%E0%A4%A.png']) {
      expect(staticImageFile(src, '/site/static'), src).toBeUndefined();
    }
  });
});

describe('staticImageSizes', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'folio-static-images-'));
  const first = path.join(root, 'static');
  const second = path.join(root, 'public');
  mkdirSync(path.join(first, 'img'), { recursive: true });
  mkdirSync(path.join(second, 'img'), { recursive: true });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('sizes SVG and raster files of the static folders, first folder first, keyed by src as written', async () => {
    writeFileSync(path.join(first, 'img/diagram.svg'), '<svg width="960" height="540"></svg>');
    writeFileSync(path.join(second, 'img/diagram.svg'), '<svg width="1" height="1"></svg>');
    writeFileSync(path.join(second, 'img/photo.png'), await sharp({ create: { width: 30, height: 20, channels: 3, background: '#369' } }).png().toBuffer());
    const sizes = await staticImageSizes(['/img/photo.png', '/img/diagram.svg?x=1', '/img/missing.png', './local.png', '/img/photo.png'], [first, second]);
    expect(sizes).toEqual({ '/img/photo.png': { width: 30, height: 20 }, '/img/diagram.svg?x=1': { width: 960, height: 540 } });
    expect(Object.keys(sizes)).toEqual(['/img/photo.png', '/img/diagram.svg?x=1']);
  });

  it('reads a file again when its size or mtime changes', async () => {
    const file = path.join(first, 'img/changing.svg');
    writeFileSync(file, '<svg width="10" height="10"></svg>');
    expect(await staticImageSizes(['/img/changing.svg'], [first])).toEqual({ '/img/changing.svg': { width: 10, height: 10 } });
    writeFileSync(file, '<svg width="20" height="40"></svg>');
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect(await staticImageSizes(['/img/changing.svg'], [first])).toEqual({ '/img/changing.svg': { width: 20, height: 40 } });
  });

  it('leaves out a file whose size cannot be told, without looking further', async () => {
    writeFileSync(path.join(first, 'img/broken.png'), 'not a png');
    writeFileSync(path.join(second, 'img/broken.png'), await sharp({ create: { width: 5, height: 5, channels: 3, background: '#000' } }).png().toBuffer());
    expect(await staticImageSizes(['/img/broken.png'], [first, second])).toEqual({});
  });
});
