import { Link as ClientLink } from '@folio/client';
import type { AnchorHTMLAttributes } from 'react';

/** Props of the theme's Link: `to` (site path) or `href` (any URL). */
export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to?: string;
}

/** The theme's link: client-side navigation for site paths, a plain anchor for everything else. */
export default function Link({ to, href, ...rest }: LinkProps) {
  const target = to ?? href ?? '#';
  return <ClientLink to={target} {...rest} />;
}
