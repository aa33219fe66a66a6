import { usePage } from '@folio/client';
import type { SidebarItem } from '../../theme/DocSidebar/types.ts';
import { useDocsSidebar } from './docContext.tsx';
import { useActivePlugin } from './versions.ts';

/** A sidebar item under Docusaurus's name (the docs plugin sends this shape already). */
export type PropSidebarItem = SidebarItem;
/** A category item. */
export type PropSidebarItemCategory = Extract<SidebarItem, { type: 'category' }>;
/** A link item. */
export type PropSidebarItemLink = Extract<SidebarItem, { type: 'link' }>;

const clean = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

/** Docusaurus's `isActiveSidebarItem(item, path)`: the item is the page, or holds it. Pure. */
export function isActiveSidebarItem(item: SidebarItem, path: string): boolean {
  if (item.type === 'link') return clean(item.href) === clean(path);
  if (item.type === 'category') return (item.href !== undefined && clean(item.href) === clean(path)) || item.items.some((child) => isActiveSidebarItem(child, path));
  return false;
}

/** Docusaurus's `findFirstSidebarItemLink(item)`: the first page a category leads to. Pure. */
export function findFirstSidebarItemLink(item: SidebarItem): string | undefined {
  if (item.type === 'link') return item.href;
  if (item.type === 'category') {
    if (item.href) return item.href;
    for (const child of item.items) {
      const link = findFirstSidebarItemLink(child);
      if (link) return link;
    }
  }
  return undefined;
}

/** Docusaurus's `findSidebarCategory(items, predicate)`: the first category (depth first) that matches. Pure. */
export function findSidebarCategory(items: readonly SidebarItem[], predicate: (category: PropSidebarItemCategory) => boolean): PropSidebarItemCategory | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (predicate(item)) return item;
    const inner = findSidebarCategory(item.items, predicate);
    if (inner) return inner;
  }
  return undefined;
}

/** Docusaurus's `filterDocCardListItems(items)`: items a card can show (not html). Pure. */
export function filterDocCardListItems(items: readonly SidebarItem[]): SidebarItem[] {
  return items.filter((item) => item.type !== 'html');
}

/** Docusaurus's `isVisibleSidebarItem(item, path)`: Folio's docs plugin leaves unlisted items out already. */
export function isVisibleSidebarItem(_item: SidebarItem, _path: string): boolean {
  return true;
}

/** Docusaurus's `useVisibleSidebarItems(items, path)`. */
export function useVisibleSidebarItems(items: readonly SidebarItem[], _path: string): SidebarItem[] {
  return [...items];
}

/** Docusaurus's `useCurrentSidebarCategory()`: the category whose page is shown (a generated index or a category's doc). */
export function useCurrentSidebarCategory(): PropSidebarItemCategory {
  const pathname = usePage().path;
  const items = useDocsSidebar()?.items ?? [];
  const category = findSidebarCategory(items, (c) => c.href !== undefined && clean(c.href) === clean(pathname));
  if (!category) throw new Error(`${pathname} is not a category's page: useCurrentSidebarCategory() works on generated index pages and on docs a sidebar category links to.`);
  return category;
}

/**
 * Docusaurus's `useSidebarBreadcrumbs()`: the categories down to the page, then the page; null on
 * pages without a sidebar and when the docs plugin's `breadcrumbs` option is off.
 */
export function useSidebarBreadcrumbs(): SidebarItem[] | null {
  const pathname = usePage().path;
  const items = useDocsSidebar()?.items;
  const enabled = useActivePlugin()?.pluginData.breadcrumbs ?? true;
  if (!items || !enabled) return null;
  const trail: SidebarItem[] = [];
  const walk = (list: readonly SidebarItem[]): boolean => {
    for (const item of list) {
      if (item.type === 'category' && isActiveSidebarItem(item, pathname)) {
        trail.push(item);
        if (item.href && clean(item.href) === clean(pathname)) return true;
        return walk(item.items);
      }
      if (item.type === 'link' && isActiveSidebarItem(item, pathname)) {
        trail.push(item);
        return true;
      }
    }
    return false;
  };
  walk(items);
  return trail;
}
