import { useContext, type ImgHTMLAttributes } from 'react';
import { MDXPageContext } from './context.ts';

/**
 * Markdown images: the page's resolveImage may swap in an optimised src with srcSet, sizes and
 * intrinsic width/height (no layout shift); images load lazily and decode off the main thread.
 */
export default function MDXImg({ src, width, height, ...rest }: ImgHTMLAttributes<HTMLImageElement>) {
  const { resolveImage } = useContext(MDXPageContext);
  const resolved = typeof src === 'string' ? resolveImage(src) : undefined;
  return (
    <img
      loading="lazy"
      decoding="async"
      {...rest}
      src={resolved?.src ?? src}
      srcSet={resolved?.srcSet ?? rest.srcSet}
      sizes={resolved?.sizes ?? rest.sizes}
      width={resolved?.width ?? width}
      height={resolved?.height ?? height}
    />
  );
}
