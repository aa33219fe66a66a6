import Head from '@docusaurus/Head';
import Admonition from '@theme/Admonition';
import CodeBlock from '@theme/CodeBlock';
import MDXA from '@theme/MDXComponents/A';
import MDXCode from '@theme/MDXComponents/Code';
import MDXDetails from '@theme/MDXComponents/Details';
import MDXHeading from '@theme/MDXComponents/Heading';
import MDXImg from '@theme/MDXComponents/Img';
import MDXPre from '@theme/MDXComponents/Pre';
import MDXTable from '@theme/MDXComponents/Table';
import MDXUl from '@theme/MDXComponents/Ul';
import Mermaid from '@theme/Mermaid';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import type { ComponentType, HTMLAttributes } from 'react';
import type { HeadingType } from '../Heading/index.tsx';

export { MDXPageContext, type MDXPageContextValue, type ResolvedImage } from './context.ts';

/** A map from element or component name to the component that renders it (props vary by entry). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MDXComponentsMap = Record<string, ComponentType<any>>;

function createHeading(as: HeadingType) {
  function MDXHeadingOf(props: HTMLAttributes<HTMLHeadingElement>) {
    return <MDXHeading as={as} {...props} />;
  }
  MDXHeadingOf.displayName = `MDXHeading(${as})`;
  return MDXHeadingOf;
}

/**
 * The components compiled Markdown renders through (this module is MDX's providerImportSource),
 * under Docusaurus's names: eject it to add or replace entries, or swizzle one of its parts.
 */
const MDXComponents: MDXComponentsMap = {
  Head,
  a: MDXA,
  img: MDXImg,
  code: MDXCode,
  pre: MDXPre,
  ul: MDXUl,
  table: MDXTable,
  h1: createHeading('h1'),
  h2: createHeading('h2'),
  h3: createHeading('h3'),
  h4: createHeading('h4'),
  h5: createHeading('h5'),
  h6: createHeading('h6'),
  details: MDXDetails,
  Details: MDXDetails,
  admonition: Admonition,
  Admonition,
  CodeBlock,
  mermaid: Mermaid,
  Mermaid,
  Tabs,
  TabItem,
};

export default MDXComponents;

/** MDX's provider hook: the default map, extended or overridden by `components`. */
export function useMDXComponents(components?: MDXComponentsMap): MDXComponentsMap {
  return components ? { ...MDXComponents, ...components } : MDXComponents;
}
