import type { PageProps } from '@folio/client';
import Layout from '@theme/Layout';
import Link from '@theme/Link';

/** The docs carrying one tag. */
export default function DocTagDocListPage({ page }: PageProps) {
  const { tag } = page.props as { tag: { label: string; docs: { title: string; permalink: string; description?: string }[] } };
  return (
    <Layout className="docs-tags-doc-list-page">
      <main className="container container--narrow padding-vert--lg">
        <h1>{`${tag.docs.length} doc${tag.docs.length === 1 ? '' : 's'} tagged with “${tag.label}”`}</h1>
        <ul className="doc-tag-list">
          {tag.docs.map((doc) => (
            <li key={doc.permalink}>
              <Link to={doc.permalink}>{doc.title}</Link>
              {doc.description && <p>{doc.description}</p>}
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}
