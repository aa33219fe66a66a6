import type { PageProps } from '@folio/client';
import DocTagsListPage from '@theme/DocTagsListPage';
import { useMemo } from 'react';
import type { DocVersionProps } from '../hooks/useDocPage.ts';
import { DocsPage } from './docsContent.tsx';

/** A docs version's tags route: DocsRoot › DocVersionRoot › DocTagsListPage with Docusaurus's `tags`. */
export default function DocTagsListPageRoute({ page }: PageProps) {
  const props = page.props as unknown as { tags: { label: string; permalink: string; count: number }[]; version: DocVersionProps };
  const leaf = useMemo(() => ({ component: DocTagsListPage, props: { tags: props.tags }, underDocRoot: false }), [props]);
  return <DocsPage page={page} version={props.version} leaf={leaf} />;
}
