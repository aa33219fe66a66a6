import type { PageProps } from '@folio/client';
import DocTagDocListPage from '@theme/DocTagDocListPage';
import { useMemo } from 'react';
import type { DocVersionProps } from '../hooks/useDocPage.ts';
import { DocsPage } from './docsContent.tsx';

interface TagProps {
  label: string;
  permalink: string;
  allTagsPath?: string;
  description?: string;
  docs: { id?: string; title: string; permalink: string; description?: string }[];
}

/** A docs tag's route: DocsRoot › DocVersionRoot › DocTagDocListPage with Docusaurus's `tag` (its docs as `items`). */
export default function DocTagDocListPageRoute({ page }: PageProps) {
  const props = page.props as unknown as { tag: TagProps; version: DocVersionProps };
  const leaf = useMemo(() => {
    const { docs, ...tag } = props.tag;
    const items = docs.map((doc) => ({ id: doc.id ?? doc.permalink, title: doc.title, description: doc.description, permalink: doc.permalink }));
    const allTagsPath = tag.allTagsPath ?? `${props.version.path ?? ''}/tags`;
    return { component: DocTagDocListPage, props: { tag: { ...tag, allTagsPath, count: items.length, unlisted: false, items } }, underDocRoot: false };
  }, [props]);
  return <DocsPage page={page} version={props.version} leaf={leaf} />;
}
