import { createContext } from 'react';

/** An image prepared by the build: optimised source, responsive variants and intrinsic size. */
export interface ResolvedImage {
  src: string;
  srcSet?: string;
  sizes?: string;
  width?: number;
  height?: number;
}

/** How the current page's Markdown links and images resolve (the content plugin computes it). */
export interface MDXPageContextValue {
  /** Link as written (`./intro.md#x`) → URL; undefined keeps the href as written. */
  resolveLink(href: string): string | undefined;
  /** Image as written → prepared image; undefined keeps the src as written. */
  resolveImage(src: string): ResolvedImage | undefined;
}

/** Page context for MDX components; the default resolves nothing (hrefs and srcs stay as written). */
export const MDXPageContext = createContext<MDXPageContextValue>({
  resolveLink: () => undefined,
  resolveImage: () => undefined,
});
