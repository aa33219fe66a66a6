import { Children, isValidElement, type HTMLAttributes, type ReactNode } from 'react';

/** Heading levels. */
export type HeadingType = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** Props of Heading: the level to render plus the usual heading attributes. */
export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  as: HeadingType;
}

/** Plain text of React children (for the anchor's accessible name). */
export function getTextContent(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (isValidElement<{ children?: ReactNode }>(node)) return getTextContent(node.props.children);
  if (Array.isArray(node)) return Children.toArray(node).map(getTextContent).join('');
  return '';
}

/**
 * A content heading. With an id (h2–h6) it gets an anchor link `#id`, shown on hover or focus
 * (`hash-link`); h1 is the page title: no anchor and no id, as in Docusaurus (nothing links to it).
 */
export default function Heading({ as: As, id, className, children, ...rest }: HeadingProps) {
  if (As === 'h1' || !id) return <As className={className} {...rest}>{children}</As>;
  const label = `Direct link to ${getTextContent(children).trim() || id}`;
  return (
    <As id={id} className={['anchor', className].filter(Boolean).join(' ')} {...rest}>
      {children}
      <a href={`#${id}`} className="hash-link" aria-label={label} title={label}>
        {'\u200B'}
      </a>
    </As>
  );
}
