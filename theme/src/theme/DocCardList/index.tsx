import { usePage } from '@folio/client';
import { categoryContains, type SidebarItem } from '../DocSidebar/types.ts';
import Link from '@theme/Link';
import { cardDescription, type CardItem } from './cardDescription.ts';

export type { CardItem } from './cardDescription.ts';

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

/** Paths of the card icons: drawn, not emoji, so they look the same on every system. Data table. */
const ICON_PATHS = {
  category: 'M3 6.5A1.5 1.5 0 0 1 4.5 5h4.6l2 2h8.4A1.5 1.5 0 0 1 21 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5z',
  doc: 'M6.5 3h7l4.5 4.5v12a1.5 1.5 0 0 1-1.5 1.5h-10A1.5 1.5 0 0 1 5 19.5v-15A1.5 1.5 0 0 1 6.5 3zM13 3v5h5M8 12h8M8 15.5h8',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1.2 1.2M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1.2-1.2',
} as const;

function CardIcon({ kind }: { kind: keyof typeof ICON_PATHS }) {
  return (
    <svg className="doc-card__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path d={ICON_PATHS[kind]} fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** One card: a doc or link with its description, or a category with its description or how many pages it holds. */
export function DocCard({ item, descriptions }: { item: CardItem; descriptions?: Readonly<Record<string, string>> | undefined }) {
  if (item.type === 'html') return null;
  const href = item.type === 'link' ? item.href : item.href ?? firstHref(item.items);
  if (!href) return null;
  const external = /^[a-z]+:/i.test(href);
  const description = cardDescription(item, descriptions);
  return (
    <Link className="doc-card" to={href}>
      <span className="doc-card__title">
        <CardIcon kind={item.type === 'category' ? 'category' : external ? 'link' : 'doc'} />
        {item.label}
      </span>
      {description && <span className="doc-card__description">{description}</span>}
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

/**
 * Cards for the current category's children (or the items given). Used at the end of category
 * index docs and on generated index pages; the page's `cardDescriptions` (docs plugin) describe
 * the child docs.
 */
export default function DocCardList({ items }: { items?: CardItem[] }) {
  const page = usePage();
  const sidebar = (page.data.sidebar as SidebarItem[] | undefined) ?? [];
  const { permalink: ownPermalink, cardDescriptions } = page.props as { permalink?: string; cardDescriptions?: Record<string, string> };
  const permalink = ownPermalink ?? page.path;
  const list: CardItem[] = items ?? findCategory(sidebar, permalink)?.items ?? [];
  const shown = list.filter((item) => !(item.type === 'link' && categoryContains(item, permalink)));
  return (
    <section className="doc-card-list">
      {shown.map((item, index) => (
        <DocCard key={index} item={item} descriptions={cardDescriptions} />
      ))}
    </section>
  );
}
