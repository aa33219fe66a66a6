import type { SidebarItem } from '../DocSidebar/types.ts';

/** A sidebar item as a card draws it: categories and written links may carry their own description. */
export type CardItem = SidebarItem & { description?: string };

/** How many pages a category holds, at any depth. Pure. */
function countDocs(item: SidebarItem): number {
  if (item.type === 'link') return 1;
  if (item.type === 'category') return item.items.reduce((n, child) => n + countDocs(child), 0);
  return 0;
}

/**
 * What a card says under its title: the item's own description, else the one the docs plugin
 * sent for its href (a doc's front matter description), else for a category how many pages it
 * holds. Pure.
 */
export function cardDescription(item: CardItem, descriptions: Readonly<Record<string, string>> | undefined): string | undefined {
  if (item.type === 'html') return undefined;
  if (item.description) return item.description;
  if (item.type === 'link') return descriptions?.[item.href];
  const count = countDocs(item);
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

