import { SiteContext } from '@folio/client';
import { useContext, useMemo, type ReactNode } from 'react';
import { MDXPageContext, type ResolvedImage } from '../MDXComponents/context.ts';
import { withSiteBase } from '../MDXComponents/imageSize.ts';

/** An image as the build prepared it: an optimised source, or only the intrinsic size of a site-path image. */
export type MarkdownImage = Omit<ResolvedImage, 'src'> & { src?: string | undefined };

/** How a page's Markdown links and images resolve, computed at build time by the plugin. */
export interface MarkdownAssets {
  /** Link as written (`./intro.md#x`) → URL. */
  links?: Record<string, string> | undefined;
  /** Image as written (`/img/a.svg`) → optimised image, or its intrinsic `{ width, height }`. */
  images?: Record<string, MarkdownImage> | undefined;
}

/**
 * Gives the compiled Markdown below it the page's link and image maps. An image entry without its
 * own src keeps the src as written (with the base URL); its width and height size the `<img>`.
 */
export function MarkdownAssetsProvider({ assets, children }: { assets?: MarkdownAssets | undefined; children?: ReactNode }) {
  const baseUrl = useContext(SiteContext)?.baseUrl;
  const value = useMemo(
    () => ({
      resolveLink: (href: string) => assets?.links?.[href],
      resolveImage: (src: string): ResolvedImage | undefined => {
        const image = assets?.images?.[src];
        return image && { ...image, src: image.src ?? withSiteBase(src, baseUrl) ?? src };
      },
    }),
    [assets, baseUrl],
  );
  return <MDXPageContext.Provider value={value}>{children}</MDXPageContext.Provider>;
}
