import PaginatorNavLink from '@theme/PaginatorNavLink';

/** A link of the pagination: a page's title and path. */
export interface PropNavigationLink {
  readonly title: string;
  readonly permalink: string;
}

/** Props of DocPaginator, as in Docusaurus. */
export interface Props {
  readonly previous?: PropNavigationLink | undefined;
  readonly next?: PropNavigationLink | undefined;
}

/** Previous and next pages in sidebar order. */
export default function DocPaginator({ previous, next }: Props) {
  if (!previous && !next) return null;
  return (
    <nav className="pagination-nav" aria-label="Docs pages">
      {previous ? <PaginatorNavLink {...previous} subLabel="Previous" /> : <span />}
      {next && <PaginatorNavLink {...next} subLabel="Next" isNext />}
    </nav>
  );
}
