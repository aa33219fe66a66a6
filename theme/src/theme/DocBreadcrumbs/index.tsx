import { useSidebarBreadcrumbs } from '@docusaurus/plugin-content-docs/client';
import HomeBreadcrumbItem from '@theme/DocBreadcrumbs/Items/Home';
import Link from '@theme/Link';

/** Home › category › … › page, from the sidebar: every crumb that has a page links to it, but the last. */
export default function DocBreadcrumbs() {
  const crumbs = useSidebarBreadcrumbs();
  if (!crumbs || crumbs.length === 0) return null;
  return (
    <nav className="theme-doc-breadcrumbs" aria-label="Breadcrumbs">
      <ol className="breadcrumbs">
        <HomeBreadcrumbItem />
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          const href = crumb.type === 'html' ? undefined : crumb.href;
          const label = crumb.type === 'html' ? crumb.value : crumb.label;
          return (
            <li key={`${label}-${index}`} className={`breadcrumbs__item${last ? ' breadcrumbs__item--active' : ''}`} aria-current={last ? 'page' : undefined}>
              {href && !last ? (
                <Link className="breadcrumbs__link" to={href}>
                  {label}
                </Link>
              ) : (
                <span className="breadcrumbs__link">{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
