import { HtmlClassNameProvider, PageMetadata } from '@docusaurus/theme-common';
import ContentVisibilityUnlisted from '@theme/ContentVisibility/Unlisted';
import Heading from '@theme/Heading';
import Link from '@theme/Link';
import SearchMetadata from '@theme/SearchMetadata';

/** A doc carrying the tag. */
export interface PropTagDocListDoc {
  readonly id: string;
  readonly title: string;
  readonly description?: string | undefined;
  readonly permalink: string;
}

/** Props of DocTagDocListPage, as in Docusaurus: the tag and its docs. */
export interface Props {
  readonly tag: {
    readonly label: string;
    readonly permalink: string;
    readonly allTagsPath: string;
    readonly count: number;
    readonly description?: string | undefined;
    readonly unlisted: boolean;
    readonly items: readonly PropTagDocListDoc[];
  };
}

/** The docs carrying one tag. */
export default function DocTagDocListPage({ tag }: Props) {
  const title = `${tag.count} doc${tag.count === 1 ? '' : 's'} tagged with “${tag.label}”`;
  return (
    <HtmlClassNameProvider className="docs-tags-doc-list-page">
      <PageMetadata title={title} description={tag.description} />
      <SearchMetadata tag="doc_tag_doc_list" />
      <main className="container container--narrow padding-vert--lg">
        {tag.unlisted && <ContentVisibilityUnlisted />}
        <Heading as="h1">{title}</Heading>
        {tag.description && <p>{tag.description}</p>}
        <ul className="doc-tag-list">
          {tag.items.map((doc) => (
            <li key={doc.permalink}>
              <Link to={doc.permalink}>{doc.title}</Link>
              {doc.description && <p>{doc.description}</p>}
            </li>
          ))}
        </ul>
        <Link to={tag.allTagsPath}>View all tags</Link>
      </main>
    </HtmlClassNameProvider>
  );
}
