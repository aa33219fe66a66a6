import { SiteContext, type SiteData } from '@folio/client';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import MarkdownContent from '../MarkdownContent/index.tsx';
import MDXImg from './Img/index.tsx';
import { fitImageSize, withSiteBase } from './imageSize.ts';

describe('fitImageSize', () => {
  const intrinsic = { width: 960, height: 540 };

  it('takes the intrinsic size when the author gave none, and keeps the author’s when both are given', () => {
    expect(fitImageSize({}, intrinsic)).toEqual({ width: 960, height: 540 });
    expect(fitImageSize({ width: '100', height: 20 }, intrinsic)).toEqual({ width: '100', height: 20 });
  });

  it('completes the side the author left out in proportion, so the image is not distorted', () => {
    expect(fitImageSize({ width: 300 }, intrinsic)).toEqual({ width: 300, height: 169 });
    expect(fitImageSize({ width: '480px' }, intrinsic)).toEqual({ width: '480px', height: 270 });
    expect(fitImageSize({ height: '270' }, intrinsic)).toEqual({ width: 480, height: '270' });
    expect(fitImageSize({ width: '50%' }, intrinsic)).toEqual({ width: '50%', height: undefined });
  });

  it('keeps the author’s sizes when the intrinsic size is unknown', () => {
    expect(fitImageSize({ width: 10 }, undefined)).toEqual({ width: 10, height: undefined });
    expect(fitImageSize({}, { width: 10 })).toEqual({ width: undefined, height: undefined });
  });
});

describe('withSiteBase', () => {
  it('prefixes site paths only', () => {
    expect(withSiteBase('/img/a.svg', '/site/')).toBe('/site/img/a.svg');
    expect(withSiteBase('/img/a.svg', '/')).toBe('/img/a.svg');
    expect(withSiteBase('//cdn.example.org/a.svg', '/site/')).toBe('//cdn.example.org/a.svg');
    expect(withSiteBase('./a.svg', '/site/')).toBe('./a.svg');
  });
});

describe('Markdown images with the page’s image sizes', () => {
  const site = { baseUrl: '/site/' } as SiteData;
  const render = (images: Record<string, { width: number; height: number }> | undefined, props: Record<string, unknown>) =>
    renderToStaticMarkup(
      createElement(SiteContext.Provider, { value: site }, createElement(MarkdownContent, { Content: () => createElement(MDXImg, props), assets: { images } })),
    );

  it('renders a site-path image with its intrinsic size, the base URL and lazy loading', () => {
    const html = render({ '/img/architecture.svg': { width: 960, height: 540 } }, { src: '/img/architecture.svg', alt: 'Diagram' });
    expect(html).toContain('<img loading="lazy" decoding="async" alt="Diagram" src="/site/img/architecture.svg" width="960" height="540"/>');
  });

  it('scales the intrinsic size to a width the author set, and leaves unknown images unsized', () => {
    expect(render({ '/img/a.png': { width: 400, height: 200 } }, { src: '/img/a.png', alt: '', width: '100' })).toContain('width="100" height="50"');
    expect(render({ '/img/a.png': { width: 400, height: 200 } }, { src: '/img/b.png', alt: '' })).toContain('<img loading="lazy" decoding="async" alt="" src="/site/img/b.png"/>');
  });
});
