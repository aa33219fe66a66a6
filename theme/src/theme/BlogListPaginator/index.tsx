import type { BlogPaginationProps } from '@folio/plugin-content-blog/props';
import Link from '../Link/index.tsx';

/** "Newer entries" / "Older entries" between list pages, with where the reader is. */
export default function BlogListPaginator({ pagination }: { pagination: BlogPaginationProps }) {
  if (pagination.totalPages <= 1) return null;
  return (
    <nav className="pagination-nav blog-list-paginator" aria-label="Blog list page navigation">
      {pagination.previous ? (
        <Link className="pagination-nav__link pagination-nav__link--prev" to={pagination.previous} rel="prev">
          <span className="pagination-nav__sublabel">{`Page ${pagination.page - 1}`}</span>
          <span className="pagination-nav__label">« Newer entries</span>
        </Link>
      ) : (
        <span />
      )}
      {pagination.next && (
        <Link className="pagination-nav__link pagination-nav__link--next" to={pagination.next} rel="next">
          <span className="pagination-nav__sublabel">{`Page ${pagination.page + 1}`}</span>
          <span className="pagination-nav__label">Older entries »</span>
        </Link>
      )}
      <p className="blog-list-paginator__status">
        {`Page ${pagination.page} of ${pagination.totalPages}`}
      </p>
    </nav>
  );
}
