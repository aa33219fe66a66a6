import { usePage } from '@folio/client';
import type { BlogSidebar } from '@docusaurus/plugin-content-blog/client';
import Link from '@theme/Link';
import { groupByYear } from '../groupByYear.ts';

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

/** The blog sidebar's post list, by year; the page being read is marked. In the navbar drawer it has a class of its own. */
export default function BlogSidebarMenu({ sidebar, className }: { sidebar: BlogSidebar; className?: string }) {
  const current = trimSlash(usePage().path);
  return (
    <div className={`blog-sidebar__menu ${className ?? ''}`}>
      <p className="blog-sidebar__title">{sidebar.title}</p>
      {groupByYear(sidebar.items).map((group) => (
        <div key={group.year} role="group" aria-labelledby={`blog-sidebar-year-${group.year}${className ? '-drawer' : ''}`} className="blog-sidebar__year-group">
          <h3 className="blog-sidebar__year" id={`blog-sidebar-year-${group.year}${className ? '-drawer' : ''}`}>
            {group.year}
          </h3>
          <ul className="blog-sidebar__list">
            {group.items.map((item) => {
              const active = trimSlash(item.permalink) === current;
              return (
                <li key={item.permalink}>
                  <Link to={item.permalink} className={`blog-sidebar__link${active ? ' blog-sidebar__link--active' : ''}`} aria-current={active ? 'page' : undefined}>
                    {item.title}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}
