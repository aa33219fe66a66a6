import { isExternalUrl, Link as ClientLink, useSiteData } from '@folio/client';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { toBaseUrl } from './useBaseUrl.ts';

/** Props of Docusaurus's Link: `to` or `href`, plus its options Folio honours. */
export interface DocusaurusLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to?: string;
  /** Add the base URL to site paths (default true), as Docusaurus does. */
  autoAddBaseUrl?: boolean;
  /** Accepted for compatibility; active-link styling belongs to the theme's NavLink. */
  isNavLink?: boolean;
}

/**
 * `@docusaurus/Link`: site paths (`/docs/intro`) navigate client-side with prefetching and get
 * the base URL; web URLs open in a new tab with `rel="noopener noreferrer"` unless `target` is
 * given; `mailto:`, anchors and `pathname://` links stay plain anchors.
 */
const Link = forwardRef<HTMLAnchorElement, DocusaurusLinkProps>(function Link({ to, href, autoAddBaseUrl = true, isNavLink: _isNavLink, ...rest }, ref) {
  const site = useSiteData();
  const target = to ?? href ?? '';
  if (target.startsWith('pathname://')) return <a ref={ref} href={target.slice('pathname://'.length)} {...rest} />;
  if (isExternalUrl(target)) {
    const web = /^(?:https?:)?\/\//i.test(target);
    return <a ref={ref} href={target} {...(web && rest.target === undefined ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest} />;
  }
  if (!target.startsWith('/')) return <a ref={ref} href={target} {...rest} />;
  return <ClientLink ref={ref} to={autoAddBaseUrl ? toBaseUrl(site, target) : target} {...rest} />;
});

export default Link;
