import { createContext, useContext } from 'react';
import type { LoadedPage, SiteData } from './types.ts';
import { createSiteUrl } from './site-url.ts';

/** Site-wide data, available to every component. */
export const SiteContext = createContext<SiteData | null>(null);
/** The page being shown. */
export const PageContext = createContext<LoadedPage | null>(null);

/** The site's data (title, theme config, global data). */
export function useSiteData(): SiteData {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSiteData() was called outside the Folio app.');
  return site;
}

/** The page being shown: props, shared data, content component. */
export function usePage(): LoadedPage {
  const page = useContext(PageContext);
  if (!page) throw new Error('usePage() was called outside a page.');
  return page;
}

/** The global data a plugin published, or undefined when the plugin is not enabled. */
export function useGlobalData<T = unknown>(pluginName: string): T | undefined {
  return useSiteData().globalData[pluginName] as T | undefined;
}

/** Prefixes a site path with the base URL: `useBaseUrl('/img/a.png')`. External URLs pass through. */
export function useBaseUrl(url: string): string {
  const { baseUrl } = useSiteData();
  return withBase(baseUrl, url);
}

/** Pure form of `useBaseUrl`. */
export function withBase(baseUrl: string, url: string): string {
  return createSiteUrl({ baseUrl }).withBase(url);
}
