import Heading, { type HeadingProps } from '@theme/Heading';

/** Props of MDXComponents/Heading, as in Docusaurus: Heading's (`as` and a heading element's). */
export type Props = HeadingProps;

/** A Markdown heading: the theme's Heading, with its anchor link. */
export default function MDXHeading(props: Props) {
  return <Heading {...props} />;
}
