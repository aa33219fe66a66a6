import Link from '@theme/Link';
import type { ReactNode } from 'react';

/** Props of PaginatorNavLink, as in Docusaurus (and the link's `rel`, Folio's). */
export interface Props {
  readonly permalink: string;
  readonly title: ReactNode;
  readonly subLabel?: ReactNode;
  readonly isNext?: boolean;
  readonly rel?: string;
}

/** One link of a previous/next pair: a small label over the page's title, with an arrow. */
export default function PaginatorNavLink({ permalink, title, subLabel, isNext, rel }: Props) {
  return (
    <Link className={`pagination-nav__link pagination-nav__link--${isNext ? 'next' : 'prev'}`} to={permalink} rel={rel}>
      {subLabel && <span className="pagination-nav__sublabel">{subLabel}</span>}
      <span className="pagination-nav__label">{isNext ? <>{title} »</> : <>« {title}</>}</span>
    </Link>
  );
}
