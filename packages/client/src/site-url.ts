/** URLs that are not site paths: other origins (`https:`, `mailto:`, …), protocol-relative ones, `#anchors`. */
const NOT_A_SITE_PATH = /^([a-z][a-z0-9+.-]*:|\/\/|#)/i;

/**
 * The site's URLs: the one place that joins the base URL to site paths, strips it from URL
 * paths and makes absolute URLs from the site's `url`. A site path is what routes are written
 * with (`/docs/intro`); a URL path is what the browser shows (`/base/docs/intro`). Pure; runs in
 * the build and in the browser.
 */
export interface SiteUrl {
  /** The base URL as configured, with its slashes: `/` or `/base/`. */
  readonly baseUrl: string;
  /** The base URL without its trailing slash: `` for `/`, `/base` otherwise. */
  readonly prefix: string;
  /** The site's origin (`url` without a trailing slash), `` when it has none. */
  readonly origin: string;
  /** The URL path of a site path, always prefixed: `/a` (or `a`) → `/base/a`. */
  join(sitePath: string): string;
  /**
   * Like `join`, but leaves alone what is not a site path (other origins, `//host`, `#anchor`)
   * and URL paths that already start with the base URL (`useBaseUrl`).
   */
  withBase(url: string): string;
  /**
   * The site path of a URL path under the base URL (`/base/a` → `/a`, `/base` and `/base/` →
   * `/`), or undefined when the path is not under it.
   */
  strip(urlPath: string): string | undefined;
  /** `strip`, or the path unchanged when it is not under the base URL (links written either way). */
  sitePath(path: string): string;
  /** The full URL of a site path: origin + `join(sitePath)`. */
  absolute(sitePath: string): string;
}

/** The SiteUrl of a site's `baseUrl` (and `url`, for absolute URLs). */
export function createSiteUrl(site: { baseUrl: string; url?: string | undefined }): SiteUrl {
  const baseUrl = site.baseUrl;
  const prefix = baseUrl.replace(/\/$/, '');
  const origin = (site.url ?? '').replace(/\/$/, '');
  const join = (sitePath: string) => `${prefix}${sitePath.startsWith('/') ? sitePath : `/${sitePath}`}`;
  const strip = (urlPath: string): string | undefined => {
    if (!prefix) return urlPath.startsWith('/') ? urlPath : undefined;
    if (urlPath === prefix) return '/';
    return urlPath.startsWith(`${prefix}/`) || urlPath.startsWith(`${prefix}?`) || urlPath.startsWith(`${prefix}#`) ? urlPath.slice(prefix.length).replace(/^(?=[?#])/, '/') : undefined;
  };
  return {
    baseUrl,
    prefix,
    origin,
    join,
    withBase: (url) => (NOT_A_SITE_PATH.test(url) || url.startsWith(baseUrl) ? url : join(url)),
    strip,
    sitePath: (path) => strip(path) ?? path,
    absolute: (sitePath) => `${origin}${join(sitePath)}`,
  };
}
