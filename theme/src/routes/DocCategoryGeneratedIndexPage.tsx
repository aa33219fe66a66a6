import type { PageProps } from '@folio/client';
import DocCategoryGeneratedIndexPage from '@theme/DocCategoryGeneratedIndexPage';
import { useMemo } from 'react';
import type { DocVersionProps } from '../hooks/useDocPage.ts';
import { DocsPage } from './docsContent.tsx';

interface GeneratedIndexProps {
  title: string;
  description?: string;
  permalink: string;
  keywords?: string[];
  image?: string;
  version: DocVersionProps;
  previous?: { title: string; permalink: string };
  next?: { title: string; permalink: string };
}

/** A category's generated index route: below DocRoot, with Docusaurus's `categoryGeneratedIndex` prop. */
export default function DocCategoryGeneratedIndexPageRoute({ page }: PageProps) {
  const props = page.props as unknown as GeneratedIndexProps;
  const leaf = useMemo(() => {
    const versionPath = props.version.path ?? '';
    const slug = props.permalink.startsWith(versionPath) ? props.permalink.slice(versionPath.length) || '/' : props.permalink;
    const categoryGeneratedIndex = { title: props.title, description: props.description, slug, permalink: props.permalink, image: props.image, keywords: props.keywords, navigation: { previous: props.previous, next: props.next } };
    return { component: DocCategoryGeneratedIndexPage, props: { categoryGeneratedIndex }, underDocRoot: true };
  }, [props]);
  return <DocsPage page={page} version={props.version} leaf={leaf} />;
}
