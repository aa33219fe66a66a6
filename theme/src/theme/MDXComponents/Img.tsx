import { SiteContext, withBase } from '@folio/client';
import { useContext, type ImgHTMLAttributes } from 'react';
import { MDXPageContext } from './context.ts';

/** Site paths (`/img/x.png`, served from `static/`) get the base URL; anything else stays. */
function withSiteBase(src: string | undefined, baseUrl: string | undefined): string | undefined {
  if (!src || !baseUrl || baseUrl === '/' || !src.startsWith('/') || src.startsWith('//')) return src;
  return withBase(baseUrl, src);
}

/**
 * Markdown images. Relative images arrive already optimised (the build spreads src, srcSet,
 * sizes and intrinsic width/height onto them); the page's resolveImage may still swap in a
 * prepared image; site paths get the base URL. Images load lazily and decode off the main thread.
 */
export default function MDXImg({ src, width, height, ...rest }: ImgHTMLAttributes<HTMLImageElement>) {
  const { resolveImage } = useContext(MDXPageContext);
  const site = useContext(SiteContext);
  const resolved = typeof src === 'string' ? resolveImage(src) : undefined;
  return (
    <img
      loading="lazy"
      decoding="async"
      {...rest}
      src={resolved?.src ?? withSiteBase(src, site?.baseUrl)}
      srcSet={resolved?.srcSet ?? rest.srcSet}
      sizes={resolved?.sizes ?? rest.sizes}
      width={resolved?.width ?? width}
      height={resolved?.height ?? height}
    />
  );
}
