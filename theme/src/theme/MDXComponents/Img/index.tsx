import { SiteContext } from '@folio/client';
import { useContext, type ImgHTMLAttributes } from 'react';
import { MDXPageContext } from '../context.ts';
import { fitImageSize, withSiteBase } from '../imageSize.ts';

/**
 * Markdown images. Relative images arrive already optimised (the build spreads src, srcSet,
 * sizes and intrinsic width/height onto them); the page's resolveImage may still swap in a
 * prepared image or give the intrinsic size of a site-path image (`/img/x.svg`), from which the
 * sides the author left out are set, so the box is reserved before the image loads (CSS keeps
 * `height: auto`, so the ratio holds when it is scaled down). Site paths get the base URL. Images
 * load lazily and decode off the main thread.
 */
export default function MDXImg({ src, width, height, ...rest }: ImgHTMLAttributes<HTMLImageElement>) {
  const { resolveImage } = useContext(MDXPageContext);
  const site = useContext(SiteContext);
  const resolved = typeof src === 'string' ? resolveImage(src) : undefined;
  const size = fitImageSize({ width, height }, resolved);
  return (
    <img
      loading="lazy"
      decoding="async"
      {...rest}
      src={resolved?.src ?? withSiteBase(src, site?.baseUrl)}
      srcSet={resolved?.srcSet ?? rest.srcSet}
      sizes={resolved?.sizes ?? rest.sizes}
      width={size.width}
      height={size.height}
    />
  );
}
