import Link from '@theme/Link';

/** Home › category › … › page, linking every crumb that has a page. */
export default function DocBreadcrumbs({ crumbs, homeHref }: { crumbs: { label: string; href?: string }[]; homeHref?: string }) {
  if (crumbs.length === 0) return null;
  return (
    <nav className="theme-doc-breadcrumbs" aria-label="Breadcrumbs">
      <ol className="breadcrumbs">
        {homeHref && (
          <li className="breadcrumbs__item">
            <Link className="breadcrumbs__link" to={homeHref} aria-label="Docs home">
              <svg viewBox="0 0 24 24" width="15" height="15" aria-hidden="true">
                <path fill="currentColor" d="M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6c-.38-.34-.96-.34-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1z" />
              </svg>
            </Link>
          </li>
        )}
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${crumb.label}-${index}`} className={`breadcrumbs__item${last ? ' breadcrumbs__item--active' : ''}`} aria-current={last ? 'page' : undefined}>
              {crumb.href && !last ? (
                <Link className="breadcrumbs__link" to={crumb.href}>
                  {crumb.label}
                </Link>
              ) : (
                <span className="breadcrumbs__link">{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
