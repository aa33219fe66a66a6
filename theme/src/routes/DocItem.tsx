import type { PageImages, PageProps } from '@folio/client';
import DocItem from '@theme/DocItem';
import { useMemo } from 'react';
import type { DocPageProps } from '../hooks/useDocPage.ts';
import { DocsPage, useDocContent } from './docsContent.tsx';
import { markdownImageUrls } from './pageImages.ts';

/** A doc's route: DocsRoot › DocVersionRoot › DocRoot › DocItem, with the doc's content as Docusaurus gives it. */
export default function DocItemRoute({ page }: PageProps) {
  const props = page.props as unknown as DocPageProps;
  const content = useDocContent(page);
  const leaf = useMemo(
    () => ({ component: DocItem, props: { content }, underDocRoot: true, doc: { id: props.id, title: props.title, description: props.description, sidebar: props.sidebarId } }),
    [content, props],
  );
  return <DocsPage page={page} version={props.version} leaf={leaf} />;
}

/** The doc's Markdown images the build sized: a hover loads them ahead of the click. */
export const pageImages: PageImages = (page, site) => markdownImageUrls((page.props as unknown as DocPageProps).images, site.baseUrl);
