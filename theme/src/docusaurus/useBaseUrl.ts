import { createSiteUrl, useSiteData } from '@folio/client';

/** Options of Docusaurus's `useBaseUrl`. */
export interface BaseUrlOptions {
  /** Prefix absolute URLs too (`https://…` stays as is unless this is true); default false. */
  forcePrependBaseUrl?: boolean;
  /** Prefix the site's `url` as well, giving a full URL; default false. */
  absolute?: boolean;
}

/** Prefixes a site path with the base URL; pure, for `useBaseUrlUtils().withBaseUrl`. */
export function toBaseUrl(site: { baseUrl: string; url: string }, url: string, options: BaseUrlOptions = {}): string {
  if (!url) return url;
  const siteUrl = createSiteUrl(site);
  const prefixed = options.forcePrependBaseUrl ? siteUrl.join(url) : siteUrl.withBase(url);
  return options.absolute && prefixed.startsWith('/') ? `${siteUrl.origin}${prefixed}` : prefixed;
}

/**
 * Docusaurus's `@docusaurus/useBaseUrl`: `useBaseUrl('/img/a.png')` → `/base/img/a.png`.
 * Full URLs, protocol-relative URLs and `#anchors` are returned unchanged.
 */
export default function useBaseUrl(url: string, options: BaseUrlOptions = {}): string {
  return toBaseUrl(useSiteData(), url, options);
}

/** Docusaurus's `useBaseUrlUtils()`: `withBaseUrl` for when URLs are computed in a loop. */
export function useBaseUrlUtils(): { withBaseUrl: (url: string, options?: BaseUrlOptions) => string } {
  const site = useSiteData();
  return { withBaseUrl: (url, options) => toBaseUrl(site, url, options) };
}
