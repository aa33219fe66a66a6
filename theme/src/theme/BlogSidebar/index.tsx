import { usePage } from '@folio/client';
import type { BlogPostLink, BlogSidebarData } from '@folio/plugin-content-blog/props';
import Link from '../Link/index.tsx';

/** Posts grouped by year, keeping their order (newest first). Pure. */
export function groupByYear(items: readonly BlogPostLink[]): { year: string; items: BlogPostLink[] }[] {
  const groups: { year: string; items: BlogPostLink[] }[] = [];
  for (const item of items) {
    const year = item.date.slice(0, 4);
    const last = groups[groups.length - 1];
    if (last?.year === year) last.items.push(item);
    else groups.push({ year, items: [item] });
  }
  return groups;
}

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

/** The blog sidebar's post list, by year; the page being read is marked. */
export function BlogSidebarMenu({ sidebar, className }: { sidebar: BlogSidebarData; className?: string }) {
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

/** The desktop blog sidebar: every post by year, newest first, in a sticky column. */
export default function BlogSidebar({ sidebar }: { sidebar: BlogSidebarData }) {
  return (
    <nav className="blog-sidebar" aria-label="Blog posts navigation">
      <BlogSidebarMenu sidebar={sidebar} />
    </nav>
  );
}
