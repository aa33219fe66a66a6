import Link from '@theme/Link';

/** Props of BlogPostPaginator, as in Docusaurus: `prevItem` is the newer post, `nextItem` the older one. */
export interface Props {
  readonly nextItem?: { readonly title: string; readonly permalink: string } | undefined;
  readonly prevItem?: { readonly title: string; readonly permalink: string } | undefined;
}

/** Links to the newer and the older post. */
export default function BlogPostPaginator({ nextItem, prevItem }: Props) {
  if (!prevItem && !nextItem) return null;
  return (
    <nav className="pagination-nav blog-post-paginator" aria-label="Blog post navigation">
      {prevItem ? (
        <Link className="pagination-nav__link pagination-nav__link--prev" to={prevItem.permalink} rel="prev">
          <span className="pagination-nav__sublabel">Newer post</span>
          <span className="pagination-nav__label">{`« ${prevItem.title}`}</span>
        </Link>
      ) : (
        <span />
      )}
      {nextItem && (
        <Link className="pagination-nav__link pagination-nav__link--next" to={nextItem.permalink} rel="next">
          <span className="pagination-nav__sublabel">Older post</span>
          <span className="pagination-nav__label">{`${nextItem.title} »`}</span>
        </Link>
      )}
    </nav>
  );
}
