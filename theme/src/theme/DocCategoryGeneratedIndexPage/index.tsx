import { PageMetadata } from '@docusaurus/theme-common';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import DocCardList from '@theme/DocCardList';
import DocPaginator, { type PropNavigationLink } from '@theme/DocPaginator';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocVersionBanner from '@theme/DocVersionBanner';
import Heading from '@theme/Heading';

/** A category's generated index, as Docusaurus's props carry it. */
export interface PropCategoryGeneratedIndex {
  readonly title: string;
  readonly description?: string | undefined;
  readonly slug: string;
  readonly permalink: string;
  readonly image?: string | undefined;
  readonly keywords?: string | readonly string[] | undefined;
  readonly navigation: { readonly previous?: PropNavigationLink | undefined; readonly next?: PropNavigationLink | undefined };
}

/** Props of DocCategoryGeneratedIndexPage, as in Docusaurus. */
export interface Props {
  readonly categoryGeneratedIndex: PropCategoryGeneratedIndex;
}

/** A category's generated index page: title, description and a card per child, then previous/next. */
export default function DocCategoryGeneratedIndexPage({ categoryGeneratedIndex }: Props) {
  const { title, description, keywords, image, navigation } = categoryGeneratedIndex;
  return (
    <>
      <PageMetadata title={title} description={description} keywords={keywords as string[] | undefined} image={image} />
      <div className="docs-row">
        <div className="docs-content">
          <DocVersionBanner />
          <DocBreadcrumbs />
          <DocVersionBadge />
          <article className="doc-article" data-search-content="">
            <header>
              <Heading as="h1">{title}</Heading>
              {description && <p className="doc-generated-index__description">{description}</p>}
            </header>
            <DocCardList />
          </article>
          <DocPaginator previous={navigation.previous} next={navigation.next} />
        </div>
      </div>
    </>
  );
}
