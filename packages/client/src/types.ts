import type { ComponentType } from 'react';

/** One route as the browser sees it: URLs of what to load. Short keys keep the route table small. */
export interface ClientRoute {
  /** Component chunk URL. */
  c: string;
  /** Content chunk URL (compiled MDX), if any. */
  m?: string;
  /** Chunks `c` and `m` import statically, directly or not, other than the entry's own (already loaded by every page). */
  i?: string[];
  /**
   * Chunks the page imports on demand once it is shown (the code that draws its Mermaid diagrams),
   * other than those in `i`: a prefetch takes them with the rest; the page's own HTML does not preload them.
   */
  l?: string[];
  /** Props JSON URL, if any. */
  p?: string;
  /** Shared data: prop name → JSON URL. */
  d?: Record<string, string>;
  /** Full document title. */
  t: string;
}

/** Site-wide data inlined in every page; small and independent of the number of routes. */
export interface SiteData {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  trailingSlash: boolean | undefined;
  /** The validated `themeConfig` of the site. */
  themeConfig: Record<string, any>;
  customFields: Record<string, unknown>;
  i18n: { defaultLocale: string; currentLocale: string; locales: string[]; localeConfigs: Record<string, { label?: string; direction?: string; htmlLang?: string }> };
  /** Data plugins published with `setGlobalData`, by plugin name. */
  globalData: Record<string, unknown>;
  /** Route table pieces: path prefix → JSON URL, or several URLs when a flat section is split by hash. */
  sections: Record<string, string | string[]>;
  /** The route drawn for unknown paths. */
  notFound: ClientRoute;
  /** Folio version, for the generator meta tag and diagnostics. */
  version: string;
  /** Set by the development server: the page listens for live updates. */
  dev?: boolean;
}

/** What the HTML hands the browser runtime. */
export interface BootData {
  site: SiteData;
  /** The route path this HTML was rendered for (without base URL). */
  path: string;
  /** The route of this HTML; the not-found route for 404.html. */
  route: ClientRoute;
  /** True for the not-found page. */
  notFound: boolean;
}

/** A loaded page: everything the page component needs, in one typed object. */
export interface LoadedPage {
  /** Route path (without base URL) the page was loaded for. */
  path: string;
  /** Full document title. */
  title: string;
  Component: ComponentType<PageProps>;
  Content?: ComponentType<Record<string, unknown>> | undefined;
  /** Where Content was loaded from (the development server pushes a page just saved by this URL's path). */
  contentUrl?: string | undefined;
  props: Record<string, unknown>;
  data: Record<string, unknown>;
  notFound: boolean;
}

/**
 * What a page component's module may export as `pageImages`: the URLs of the images the page shows
 * (as its `<img src>` has them), from its props and data. A prefetch on hover loads them, so that
 * the page, once shown, draws them with no request.
 */
export type PageImages = (page: Pick<LoadedPage, 'props' | 'data'>, site: SiteData) => string[];

/** Props of every page component. */
export interface PageProps {
  page: LoadedPage;
}
