import { usePage } from '@folio/client';
import { categoryContains, type SidebarItem } from '../DocSidebar/types.ts';
import Link from '@theme/Link';

function findCategory(items: SidebarItem[], permalink: string): Extract<SidebarItem, { type: 'category' }> | undefined {
  const clean = (p: string) => (p.length > 1 ? p.replace(/\/$/, '') : p);
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.href && clean(item.href) === clean(permalink)) return item;
    const inner = findCategory(item.items, permalink);
    if (inner) return inner;
  }
  return undefined;
}

function countDocs(item: SidebarItem): number {
  if (item.type === 'link') return 1;
  if (item.type === 'category') return item.items.reduce((n, child) => n + countDocs(child), 0);
  return 0;
}

/** One card: a doc, or a category with how many pages it holds. */
export function DocCard({ item }: { item: SidebarItem }) {
  if (item.type === 'html') return null;
  const href = item.type === 'link' ? item.href : item.href ?? firstHref(item.items);
  if (!href) return null;
  const external = /^[a-z]+:/i.test(href);
  return (
    <Link className="doc-card" to={href}>
      <span className="doc-card__title">
        <span aria-hidden="true">{item.type === 'category' ? '🗂️ ' : external ? '🔗 ' : '📄️ '}</span>
        {item.label}
      </span>
      {item.type === 'category' && <span className="doc-card__description">{countDocs(item)} items</span>}
    </Link>
  );
}

function firstHref(items: SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'link') return item.href;
    if (item.type === 'category') return item.href ?? firstHref(item.items);
  }
  return undefined;
}

/** Cards for the current category's children (or the items given). Used at the end of category index docs. */
export default function DocCardList({ items }: { items?: SidebarItem[] }) {
  const page = usePage();
  const sidebar = (page.data.sidebar as SidebarItem[] | undefined) ?? [];
  const permalink = (page.props as { permalink?: string }).permalink ?? page.path;
  const list = items ?? findCategory(sidebar, permalink)?.items ?? [];
  const shown = list.filter((item) => !(item.type === 'link' && categoryContains(item, permalink)));
  return (
    <section className="doc-card-list">
      {shown.map((item, index) => (
        <DocCard key={index} item={item} />
      ))}
    </section>
  );
}
