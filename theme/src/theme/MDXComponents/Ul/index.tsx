import type { ComponentProps } from 'react';

/** Props of MDXComponents/Ul, as in Docusaurus: a `<ul>` element's. */
export type Props = ComponentProps<'ul'>;

/** A Markdown list. */
export default function MDXUl(props: Props) {
  return <ul {...props} />;
}
