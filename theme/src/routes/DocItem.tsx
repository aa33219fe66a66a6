import type { PageProps } from '@folio/client';
import DocItem from '@theme/DocItem';
import { useMemo } from 'react';
import type { DocPageProps } from '../hooks/useDocPage.ts';
import { DocsPage, useDocContent } from './docsContent.tsx';

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
