import { HtmlClassNameProvider, PageMetadata, translateTagsPageTitle } from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import SearchMetadata from '@theme/SearchMetadata';
import Tag from '@theme/Tag';

/** Props of DocTagsListPage, as in Docusaurus: every tag of the version with how many docs carry it. */
export interface Props {
  readonly tags: readonly { label: string; permalink: string; count: number; description?: string | undefined }[];
}

/** Every tag of a docs version with how many docs carry it. */
export default function DocTagsListPage({ tags }: Props) {
  const title = translateTagsPageTitle();
  return (
    <HtmlClassNameProvider className="docs-tags-list-page">
      <PageMetadata title={title} />
      <SearchMetadata tag="doc_tags_list" />
      <main className="container container--narrow padding-vert--lg">
        <Heading as="h1">{title}</Heading>
        <ul className="tags tags--list">
          {tags.map((tag) => (
            <li key={tag.permalink}>
              <Tag {...tag} />
            </li>
          ))}
        </ul>
      </main>
    </HtmlClassNameProvider>
  );
}
