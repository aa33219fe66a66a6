import type { AnchorHTMLAttributes } from 'react';

/** Test stand-in for the theme's Link (the real one needs the client router). */
export default function Link({ to, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  return <a href={to} data-link="internal" {...rest} />;
}
