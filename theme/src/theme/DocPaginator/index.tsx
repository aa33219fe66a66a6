import Link from '@theme/Link';

/** Previous and next pages in sidebar order. */
export default function DocPaginator({ previous, next }: { previous?: { title: string; permalink: string } | undefined; next?: { title: string; permalink: string } | undefined }) {
  if (!previous && !next) return null;
  return (
    <nav className="pagination-nav" aria-label="Docs pages">
      {previous ? (
        <Link className="pagination-nav__link pagination-nav__link--prev" to={previous.permalink}>
          <span className="pagination-nav__sublabel">Previous</span>
          <span className="pagination-nav__label">« {previous.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link className="pagination-nav__link pagination-nav__link--next" to={next.permalink}>
          <span className="pagination-nav__sublabel">Next</span>
          <span className="pagination-nav__label">{next.title} »</span>
        </Link>
      )}
    </nav>
  );
}
