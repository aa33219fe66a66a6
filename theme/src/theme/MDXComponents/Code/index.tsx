import type { ComponentProps } from 'react';

/** Props of MDXComponents/Code, as in Docusaurus: a `<code>` element's. */
export type Props = ComponentProps<'code'>;

/** Inline code (fenced code never reaches it: Folio's Markdown compiles it to CodeBlock). */
export default function MDXCode(props: Props) {
  return <code {...props} />;
}
