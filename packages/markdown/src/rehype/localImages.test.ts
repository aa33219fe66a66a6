import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createProcessor } from '@mdx-js/mdx';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import rehypeLocalImages, { readStaticImageSize, svgSize } from './localImages.ts';

let root: string;
let staticDir: string;
let otherStatic: string;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'folio-local-images-'));
  staticDir = path.join(root, 'static');
  otherStatic = path.join(root, 'public');
  mkdirSync(path.join(staticDir, 'img'), { recursive: true });
  mkdirSync(path.join(otherStatic, 'img'), { recursive: true });
  writeFileSync(path.join(staticDir, 'img', 'diagram.svg'), '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540" viewBox="0 0 960 540"></svg>');
  writeFileSync(path.join(staticDir, 'img', 'box only.svg'), '<svg viewBox="0 0 300 150" xmlns="http://www.w3.org/2000/svg"/>');
  const png = { create: { width: 64, height: 48, channels: 3 as const, background: '#1d5fbf' } };
  await sharp(png).png().toFile(path.join(otherStatic, 'img', 'shot.png'));
  // A photo stored landscape but shown portrait (EXIF orientation 6: a quarter turn).
  await sharp(png).jpeg().withMetadata({ orientation: 6 }).toFile(path.join(staticDir, 'img', 'photo.jpg'));
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('svgSize', () => {
  test('reads width and height, px or unitless, else the viewBox', () => {
    expect(svgSize('<svg width="103" height="32px" viewBox="0 0 206 64">')).toEqual({ width: 103, height: 32 });
    expect(svgSize('<svg viewBox="0 0 400 225">')).toEqual({ width: 400, height: 225 });
    expect(svgSize('<svg viewBox="0,0,400,200" width="200">')).toEqual({ width: 200, height: 100 });
    expect(svgSize('<svg width="100%" height="100%" viewBox="0 0 40 30">')).toEqual({ width: 40, height: 30 });
  });

  test('gives up when the size cannot be told', () => {
    expect(svgSize('<svg width="100%">')).toBeUndefined();
    expect(svgSize('<svg width="10em" height="2em">')).toBeUndefined();
    expect(svgSize('not an svg')).toBeUndefined();
  });
});

describe('readStaticImageSize', () => {
  test('finds the file in the first static folder holding it; SVG from its markup, raster through sharp', async () => {
    const dirs = [staticDir, otherStatic];
    expect(await readStaticImageSize('/img/diagram.svg', dirs)).toEqual({ width: 960, height: 540 });
    expect(await readStaticImageSize('/img/box%20only.svg#x', dirs)).toEqual({ width: 300, height: 150 });
    expect(await readStaticImageSize('/img/shot.png?v=2', dirs)).toEqual({ width: 64, height: 48 });
    expect(await readStaticImageSize('/img/photo.jpg', dirs)).toEqual({ width: 48, height: 64 });
  });

  test('ignores other srcs, missing files and paths out of the folder', async () => {
    for (const src of ['img/diagram.svg', '//cdn.example/img/diagram.svg', 'https://x.org/a.png', '/img/missing.png', '/img/doc.pdf', '/../static/img/diagram.svg']) {
      expect(await readStaticImageSize(src, [path.join(staticDir, 'img')]), src).toBeUndefined();
    }
  });
});

async function compile(source: string, format: 'md' | 'mdx', staticDirs?: string[]): Promise<string> {
  const processor = createProcessor({ format, jsxImportSource: 'react', rehypePlugins: [[rehypeLocalImages, { staticDirs }]] });
  return String(await processor.process(source)).replace(/\s+/g, ' ');
}

describe('site-path images get their intrinsic size', () => {
  test('Markdown and JSX images under a static folder, unless the author sized them', async () => {
    const md = await compile('![Diagram](/img/diagram.svg)\n\n![Shot](/img/shot.png "Title")\n\n![Gone](/img/missing.png)\n', 'md', [staticDir, otherStatic]);
    expect(md).toContain('_jsx(_components.img, { src: "/img/diagram.svg", alt: "Diagram", width: "960", height: "540" })');
    expect(md).toContain('_jsx(_components.img, { src: "/img/shot.png", alt: "Shot", title: "Title", width: "64", height: "48" })');
    expect(md).toContain('_jsx(_components.img, { src: "/img/missing.png", alt: "Gone" })');
    const mdx = await compile('<img src="/img/diagram.svg" alt="A" />\n\n<img src="/img/diagram.svg" width="300" alt="B" />\n', 'mdx', [staticDir]);
    expect(mdx).toContain('_jsx("img", { src: "/img/diagram.svg", alt: "A", width: 960, height: 540 })');
    expect(mdx).toContain('_jsx("img", { src: "/img/diagram.svg", width: "300", alt: "B" })');
  });

  test('without static folders nothing is read and the output is unchanged', async () => {
    expect(await compile('![Diagram](/img/diagram.svg)\n', 'md')).toContain('_jsx(_components.img, { src: "/img/diagram.svg", alt: "Diagram" })');
  });
});
