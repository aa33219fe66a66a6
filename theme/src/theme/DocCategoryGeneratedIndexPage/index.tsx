import type { PageProps } from '@folio/client';
import type { DocVersionProps } from '../../hooks/useDocPage.ts';
import { useDocsData } from '../../hooks/useDocsData.ts';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import DocCardList from '@theme/DocCardList';
import type { CardItem } from '../DocCardList/index.tsx';
import DocPaginator from '@theme/DocPaginator';
import DocLayout from '@theme/DocPage/DocLayout';
import DocVersionBanner from '@theme/DocVersionBanner';
import DocVersionBadge from '@theme/DocVersionBadge';

interface GeneratedIndexProps {
  title: string;
  description?: string;
  items: CardItem[];
  version: DocVersionProps;
  latestLink?: string;
  breadcrumbs: { label: string; href?: string }[];
  previous?: { title: string; permalink: string };
  next?: { title: string; permalink: string };
}

/** A category's generated index page: title, description and a card per child. */
export default function DocCategoryGeneratedIndexPage({ page }: PageProps) {
  const props = page.props as unknown as GeneratedIndexProps;
  const versionRoot = useDocsData().versions.find((v) => v.name === props.version.name)?.mainDocPath;
  return (
    <DocLayout className="doc-generated-index">
      <DocVersionBanner version={props.version} latestLink={props.latestLink} />
      <DocBreadcrumbs crumbs={props.breadcrumbs} homeHref={versionRoot} />
      <DocVersionBadge />
      <article className="doc-article" data-search-content="">
        <header>
          <h1>{props.title}</h1>
          {props.description && <p className="doc-generated-index__description">{props.description}</p>}
        </header>
        <DocCardList items={props.items} />
      </article>
      <DocPaginator previous={props.previous} next={props.next} />
    </DocLayout>
  );
}
