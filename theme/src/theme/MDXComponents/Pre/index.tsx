import type { ComponentProps } from 'react';

/** Props of MDXComponents/Pre, as in Docusaurus: a `<pre>` element's. */
export type Props = ComponentProps<'pre'>;

/** A `<pre>` written as raw HTML/JSX; kept as is, with the code block look. */
export default function MDXPre({ className, ...rest }: Props) {
  return <pre className={['code-block__pre', className].filter(Boolean).join(' ')} {...rest} />;
}
