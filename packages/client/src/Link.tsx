import { forwardRef, useEffect, useRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSiteData } from './context.ts';
import { prefetchPath } from './prefetch.ts';
import { applyTrailingSlash } from './trailing-slash.ts';

/** Props of `Link`: an anchor whose `to` is a site path or an external URL. */
export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
  /** Prefetch when the link scrolls into view (default true) as well as on hover. */
  prefetchOnVisible?: boolean;
}

const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

/** True for URLs that leave the single-page app (other origins, mailto:, files to download). */
export function isExternalUrl(url: string): boolean {
  return EXTERNAL.test(url);
}

/** Strips the base URL from an absolute site path so the router sees site paths. */
function toSitePath(baseUrl: string, to: string): string {
  const base = baseUrl.replace(/\/$/, '');
  return base && to.startsWith(`${base}/`) ? to.slice(base.length) : to;
}

/** A link that navigates client-side (its path following the site's `trailingSlash`) and prefetches its page on hover or when visible. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, prefetchOnVisible = true, onMouseEnter, ...rest }, forwarded) {
  const site = useSiteData();
  const own = useRef<HTMLAnchorElement | null>(null);
  // Relative hrefs, hashes and other origins stay plain anchors; site paths go through the router.
  const external = isExternalUrl(to) || !to.startsWith('/');
  const sitePath = external ? to : applyTrailingSlash(toSitePath(site.baseUrl, to), site.trailingSlash);
  const pathOnly = sitePath.split(/[?#]/)[0] ?? sitePath;

  useEffect(() => {
    const element = own.current;
    if (external || !prefetchOnVisible || !element || typeof IntersectionObserver === 'undefined' || !pathOnly) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        void prefetchPath(site, pathOnly);
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [external, prefetchOnVisible, pathOnly, site]);

  const setRef = (node: HTMLAnchorElement | null) => {
    own.current = node;
    if (typeof forwarded === 'function') forwarded(node);
    else if (forwarded) forwarded.current = node;
  };

  if (external) {
    return <a ref={setRef} href={to} onMouseEnter={onMouseEnter} {...rest} />;
  }
  const handleEnter = (event: MouseEvent<HTMLAnchorElement>) => {
    if (pathOnly) void prefetchPath(site, pathOnly);
    onMouseEnter?.(event);
  };
  return <RouterLink ref={setRef} to={sitePath} onMouseEnter={handleEnter} {...rest} />;
});
