import type { PageProps } from '@folio/client';
import Layout from '@theme/Layout';
import Link from '@theme/Link';

/** Every tag of a docs version with how many docs carry it. */
export default function DocTagsListPage({ page }: PageProps) {
  const { tags } = page.props as { tags: { label: string; permalink: string; count: number }[] };
  return (
    <Layout className="docs-tags-list-page">
      <main className="container container--narrow padding-vert--lg">
        <h1>Tags</h1>
        <ul className="tags tags--list">
          {tags.map((tag) => (
            <li key={tag.permalink}>
              <Link className="tag" to={tag.permalink}>
                {tag.label} <span className="tag__count">{tag.count}</span>
              </Link>
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}
