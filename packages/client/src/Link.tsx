import { forwardRef, useEffect, useRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useSiteData } from './context.ts';
import { useSiteNavigate } from './navigate.tsx';
import { prefetchPath } from './prefetch.ts';
import { applyTrailingSlash } from './trailing-slash.ts';
import { createSiteUrl } from './site-url.ts';
import { whenVisible } from './when-visible.ts';

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

/** True for a click a link should handle itself: the main button, no modifier key, no other target (new tab, window, download otherwise). */
function opensHere(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey && (!target || target === '_self');
}

/**
 * A link that navigates client-side (its path following the site's `trailingSlash`) and prefetches
 * its page when visible, and more on hover (see prefetchPath). A plain anchor with its own click
 * handler rather than React Router's `Link`, which reads the current location: so a navigation
 * does not render every link of the page again.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, prefetchOnVisible = true, onMouseEnter, onClick, ...rest }, forwarded) {
  const site = useSiteData();
  const navigate = useSiteNavigate();
  const own = useRef<HTMLAnchorElement | null>(null);
  // Relative hrefs, hashes and other origins stay plain anchors; site paths go through the router.
  const external = isExternalUrl(to) || !to.startsWith('/');
  const sitePath = external ? to : applyTrailingSlash(createSiteUrl(site).sitePath(to), site.trailingSlash);
  const pathOnly = sitePath.split(/[?#]/)[0] ?? sitePath;

  useEffect(() => {
    const element = own.current;
    if (external || !prefetchOnVisible || !element || !pathOnly) return;
    return whenVisible(element, () => void prefetchPath(site, pathOnly));
  }, [external, prefetchOnVisible, pathOnly, site]);

  const setRef = (node: HTMLAnchorElement | null) => {
    own.current = node;
    if (typeof forwarded === 'function') forwarded(node);
    else if (forwarded) forwarded.current = node;
  };

  if (external) {
    return <a ref={setRef} href={to} onMouseEnter={onMouseEnter} onClick={onClick} {...rest} />;
  }
  // The home page under a base URL is `/base/`, with its slash, as in Docusaurus.
  const href = createSiteUrl(site).join(sitePath);
  const handleEnter = (event: MouseEvent<HTMLAnchorElement>) => {
    if (pathOnly) void prefetchPath(site, pathOnly, 'hover');
    onMouseEnter?.(event);
  };
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!navigate || !opensHere(event, rest.target)) return;
    event.preventDefault();
    // A link to the address shown replaces its history entry rather than adding the same again.
    navigate(sitePath, { replace: `${window.location.pathname}${window.location.search}${window.location.hash}` === href });
  };
  // Attributes in React Router's order (the anchor's own, then its href), as pages were rendered before.
  return <a ref={setRef} {...rest} href={href} onMouseEnter={handleEnter} onClick={handleClick} />;
});
