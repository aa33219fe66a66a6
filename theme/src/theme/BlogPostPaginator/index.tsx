import type { BlogNavLink } from '@folio/plugin-content-blog/props';
import Link from '../Link/index.tsx';

/** Links to the newer and the older post. */
export default function BlogPostPaginator({ previous, next }: { previous?: BlogNavLink | undefined; next?: BlogNavLink | undefined }) {
  if (!previous && !next) return null;
  return (
    <nav className="pagination-nav blog-post-paginator" aria-label="Blog post navigation">
      {previous ? (
        <Link className="pagination-nav__link pagination-nav__link--prev" to={previous.permalink} rel="prev">
          <span className="pagination-nav__sublabel">Newer post</span>
          <span className="pagination-nav__label">{`« ${previous.title}`}</span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link className="pagination-nav__link pagination-nav__link--next" to={next.permalink} rel="next">
          <span className="pagination-nav__sublabel">Older post</span>
          <span className="pagination-nav__label">{`${next.title} »`}</span>
        </Link>
      )}
    </nav>
  );
}
