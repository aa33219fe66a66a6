import { useContext, type AnchorHTMLAttributes } from 'react';
import Link from '@theme/Link';
import { MDXPageContext } from '../context.ts';

/** Schemes that run code when followed; such links render without an href. */
const UNSAFE_SCHEME = /^(?:javascript|vbscript|data):/i;
const SCHEME = /^[a-z][a-z\d+.-]*:/i;
const MARKDOWN_FILE = /\.mdx?(?:[?#]|$)/i;
/** A file the build published (under the base URL's `assets/media/`), such as a linked PDF. */
const PUBLISHED_FILE = /^\/(?:[^?#]*\/)?assets\/media\/[^/?#]+(?:#.*)?$/;

/** Lower-cases and strips the whitespace/control characters browsers ignore in a scheme. */
function normaliseForScheme(href: string): string {
  return href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
}

/**
 * Markdown links: relative and `.md(x)` hrefs go through the page's resolveLink (falling back to
 * the href as written), site paths navigate client-side through Link, web URLs open in a new tab
 * with `rel="noopener noreferrer"`, links to published files (`[report](./report.pdf)`) open in a
 * new tab, as in Docusaurus, and `javascript:` URLs are not rendered as live links.
 */
export default function MDXA({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const { resolveLink } = useContext(MDXPageContext);
  if (href === undefined || UNSAFE_SCHEME.test(normaliseForScheme(href))) return <a {...rest}>{children}</a>;
  if (PUBLISHED_FILE.test(href)) return <a href={href} target="_blank" {...rest}>{children}</a>;
  if (/^(?:https?:)?\/\//i.test(href)) {
    return <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>{children}</a>;
  }
  if (SCHEME.test(href) || href.startsWith('#')) return <a href={href} {...rest}>{children}</a>;
  const resolved = !href.startsWith('/') || MARKDOWN_FILE.test(href) ? (resolveLink(href) ?? href) : href;
  if (resolved.startsWith('/') && !resolved.startsWith('//')) return <Link to={resolved} {...rest}>{children}</Link>;
  return <a href={resolved} {...rest}>{children}</a>;
}
