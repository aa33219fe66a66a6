import type { ReactNode } from 'react';

/** Props of MDXContent, as in Docusaurus. */
export interface Props {
  readonly children: ReactNode;
}

/**
 * Wraps every piece of compiled Markdown. Folio's MDX takes its components from MDXComponents
 * (its provider import source), so this only renders its children; swizzle it to wrap all content.
 */
export default function MDXContent({ children }: Props) {
  return <>{children}</>;
}
