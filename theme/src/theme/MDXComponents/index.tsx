import type { ComponentType, HTMLAttributes } from 'react';
import Admonition from '../Admonition/index.tsx';
import CodeBlock from '../CodeBlock/index.tsx';
import Details from '../Details/index.tsx';
import Heading, { type HeadingType } from '../Heading/index.tsx';
import Mermaid from '../Mermaid/index.tsx';
import TabItem from '../TabItem/index.tsx';
import Tabs from '../Tabs/index.tsx';
import MDXA from './A.tsx';
import MDXImg from './Img.tsx';
import MDXTable from './Table.tsx';

export { MDXPageContext, type MDXPageContextValue, type ResolvedImage } from './context.ts';

/** A map from element or component name to the component that renders it (props vary by entry). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MDXComponentsMap = Record<string, ComponentType<any>>;

function createHeading(as: HeadingType) {
  function MDXHeading(props: HTMLAttributes<HTMLHeadingElement>) {
    return <Heading as={as} {...props} />;
  }
  MDXHeading.displayName = `MDXHeading(${as})`;
  return MDXHeading;
}

/** Inline code (fenced code never reaches it: it is compiled to CodeBlock). */
function MDXCode(props: HTMLAttributes<HTMLElement>) {
  return <code {...props} />;
}

/** A `<pre>` written as raw HTML/JSX; kept as is, with the code block look. */
function MDXPre({ className, ...rest }: HTMLAttributes<HTMLPreElement>) {
  return <pre className={['code-block__pre', className].filter(Boolean).join(' ')} {...rest} />;
}

/** The components compiled Markdown renders through (this module is MDX's providerImportSource). */
const MDXComponents: MDXComponentsMap = {
  a: MDXA,
  img: MDXImg,
  code: MDXCode,
  pre: MDXPre,
  table: MDXTable,
  h2: createHeading('h2'),
  h3: createHeading('h3'),
  h4: createHeading('h4'),
  h5: createHeading('h5'),
  h6: createHeading('h6'),
  details: Details,
  Admonition,
  CodeBlock,
  Mermaid,
  Tabs,
  TabItem,
};

export default MDXComponents;

/** MDX's provider hook: the default map, extended or overridden by `components`. */
export function useMDXComponents(components?: MDXComponentsMap): MDXComponentsMap {
  return components ? { ...MDXComponents, ...components } : MDXComponents;
}
