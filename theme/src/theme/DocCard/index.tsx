import { usePage } from '@folio/client';
import Link from '@theme/Link';
import type { SidebarItem } from '../DocSidebar/types.ts';
import { cardDescription, type CardItem } from '../DocCardList/cardDescription.ts';

/** Props of DocCard, as in Docusaurus: one sidebar item. */
export interface Props {
  readonly item: CardItem;
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

/**
 * One card: a doc or link with its description (the page's `cardDescriptions`, from the docs
 * plugin), or a category with its description or how many pages it holds.
 */
export default function DocCard({ item }: Props) {
  const descriptions = (usePage().props as { cardDescriptions?: Record<string, string> }).cardDescriptions;
  if (item.type === 'html') return null;
  const href = item.type === 'link' ? item.href : item.href ?? firstHref(item.items);
  if (!href) return null;
  const external = /^[a-z]+:/i.test(href);
  const description = cardDescription(item, descriptions);
  return (
    <Link className="card doc-card" to={href}>
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
