import { Link as ClientLink } from '@folio/client';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

/** Props of the theme's Link: `to` (site path) or `href` (any URL). */
export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to?: string;
}

/**
 * The theme's link: client-side navigation for site paths, a plain anchor for everything else.
 * A `ref` reaches the anchor (through `forwardRef`, which React 18 needs: only React 19 passes
 * `ref` to a function component as a prop).
 */
const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, href, ...rest }, ref) {
  const target = to ?? href ?? '#';
  return <ClientLink ref={ref} to={target} {...rest} />;
});

export default Link;
