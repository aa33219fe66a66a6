import type { ComponentType } from 'react';
import { useMemo } from 'react';
import { MDXPageContext } from '../MDXComponents/index.tsx';

/** How a page's Markdown links and images resolve, computed at build time by the plugin. */
export interface MarkdownAssets {
  /** Link as written (`./intro.md#x`) → URL. */
  links?: Record<string, string> | undefined;
  /** Image as written → optimised image. */
  images?: Record<string, { src: string; srcSet?: string; sizes?: string; width?: number; height?: number }> | undefined;
}

/** Renders compiled Markdown with the page's link and image maps. */
export default function MarkdownContent({ Content, assets, className }: { Content: ComponentType<Record<string, unknown>> | undefined; assets?: MarkdownAssets | undefined; className?: string }) {
  const value = useMemo(
    () => ({
      resolveLink: (href: string) => assets?.links?.[href],
      resolveImage: (src: string) => assets?.images?.[src],
    }),
    [assets],
  );
  if (!Content) return null;
  return (
    <MDXPageContext.Provider value={value}>
      <div className={`markdown ${className ?? ''}`}>
        <Content />
      </div>
    </MDXPageContext.Provider>
  );
}
