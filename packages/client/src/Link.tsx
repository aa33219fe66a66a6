import { forwardRef, useEffect, useRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useSiteData } from './context.ts';
import { prefetchPath } from './prefetch.ts';
import { applyTrailingSlash } from './trailing-slash.ts';
import { createSiteUrl } from './site-url.ts';

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

/** A link that navigates client-side (its path following the site's `trailingSlash`) and prefetches its page when visible, and more on hover (see prefetchPath). */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, prefetchOnVisible = true, onMouseEnter, ...rest }, forwarded) {
  const site = useSiteData();
  const own = useRef<HTMLAnchorElement | null>(null);
  // Relative hrefs, hashes and other origins stay plain anchors; site paths go through the router.
  const external = isExternalUrl(to) || !to.startsWith('/');
  const sitePath = external ? to : applyTrailingSlash(createSiteUrl(site).sitePath(to), site.trailingSlash);
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
    if (pathOnly) void prefetchPath(site, pathOnly, 'hover');
    onMouseEnter?.(event);
  };
  if (pathOnly === '/' && site.baseUrl !== '/') {
    // The router would write the home page under a base URL as `/base`; it is `/base/`, as in Docusaurus.
    return <HomeLink ref={setRef} base={site.baseUrl} to={sitePath} onMouseEnter={handleEnter} {...rest} />;
  }
  return <RouterLink ref={setRef} to={sitePath} onMouseEnter={handleEnter} {...rest} />;
});

/** A link to the home page under a base URL: `href` is the base URL itself; a plain click navigates client-side. */
const HomeLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { base: string; to: string }>(function HomeLink({ base, to, onClick, ...rest }, ref) {
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const newTab = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0 || rest.target === '_blank';
    if (event.defaultPrevented || newTab) return;
    event.preventDefault();
    navigate(to);
  };
  return <a ref={ref} href={createSiteUrl({ baseUrl: base }).join(to)} onClick={handleClick} {...rest} />;
});
