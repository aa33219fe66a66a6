import type { PageProps } from '@folio/client';
import type { BlogArchivePageProps } from '@folio/plugin-content-blog/props';
import Layout from '@theme/Layout';
import Link from '@theme/Link';

/** `/blog/archive`: every post, by year, newest first. */
export default function BlogArchivePage({ page }: PageProps) {
  const props = page.props as unknown as BlogArchivePageProps;
  return (
    <Layout className="blog-wrapper blog-archive-page">
      <header className="blog-archive-hero">
        <div className="container">
          <h1>{props.title}</h1>
          <p>{props.description}</p>
        </div>
      </header>
      <main className="container padding-vert--lg blog-archive">
        {props.years.length === 0 && <p>No posts yet.</p>}
        {props.years.map((year) => (
          <section key={year.year} className="blog-archive__year" aria-labelledby={`archive-${year.year}`}>
            <h2 id={`archive-${year.year}`}>{year.year}</h2>
            <ul className="blog-archive__list">
              {year.posts.map((post) => (
                <li key={post.permalink}>
                  <Link to={post.permalink}>
                    <time dateTime={post.date}>{post.formattedDate}</time>
                    <span className="blog-archive__title">{post.title}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </main>
    </Layout>
  );
}
