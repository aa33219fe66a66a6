import Details from '@theme/Details';
import type { ComponentProps } from 'react';

/** Props of MDXComponents/Details, as in Docusaurus: a `<details>` element's. */
export type Props = ComponentProps<'details'>;

/** `<details>` in Markdown: the theme's animated Details. */
export default function MDXDetails(props: Props) {
  return <Details {...props} />;
}
