import type { BlogPaginatedMetadata } from '@docusaurus/plugin-content-blog/client';
import Link from '@theme/Link';

/** Props of BlogListPaginator, as in Docusaurus. */
export interface Props {
  readonly metadata: BlogPaginatedMetadata;
}

/** "Newer entries" / "Older entries" between list pages, with where the reader is. */
export default function BlogListPaginator({ metadata }: Props) {
  if (metadata.totalPages <= 1) return null;
  return (
    <nav className="pagination-nav blog-list-paginator" aria-label="Blog list page navigation">
      {metadata.previousPage ? (
        <Link className="pagination-nav__link pagination-nav__link--prev" to={metadata.previousPage} rel="prev">
          <span className="pagination-nav__sublabel">{`Page ${metadata.page - 1}`}</span>
          <span className="pagination-nav__label">« Newer entries</span>
        </Link>
      ) : (
        <span />
      )}
      {metadata.nextPage && (
        <Link className="pagination-nav__link pagination-nav__link--next" to={metadata.nextPage} rel="next">
          <span className="pagination-nav__sublabel">{`Page ${metadata.page + 1}`}</span>
          <span className="pagination-nav__label">Older entries »</span>
        </Link>
      )}
      <p className="blog-list-paginator__status">{`Page ${metadata.page} of ${metadata.totalPages}`}</p>
    </nav>
  );
}
