import { usePage } from '@folio/client';
import { categoryContains, type SidebarItem } from '../DocSidebar/types.ts';
import DocCard from '@theme/DocCard';
import type { CardItem } from './cardDescription.ts';

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

/** Props of DocCardList, as in Docusaurus. */
export interface Props {
  readonly items?: readonly CardItem[];
  readonly className?: string;
}

/**
 * Cards for the current category's children (or the items given). Used at the end of category
 * index docs and on generated index pages; the page's `cardDescriptions` (docs plugin) describe
 * the child docs.
 */
export default function DocCardList({ items, className }: Props) {
  const page = usePage();
  const sidebar = (page.data.sidebar as SidebarItem[] | undefined) ?? [];
  const { permalink: ownPermalink } = page.props as { permalink?: string };
  const permalink = ownPermalink ?? page.path;
  const list: readonly CardItem[] = items ?? findCategory(sidebar, permalink)?.items ?? [];
  const shown = list.filter((item) => !(item.type === 'link' && categoryContains(item, permalink)));
  return (
    <section className={['doc-card-list', className].filter(Boolean).join(' ')}>
      {shown.map((item, index) => (
        <DocCard key={index} item={item} />
      ))}
    </section>
  );
}
