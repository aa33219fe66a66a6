import type { SidebarItem } from './sidebars/types.ts';

/**
 * What the cards of a category's children say about each child doc (DocCardList, generated
 * index pages): its description, by the child's href. Categories carry their own description in
 * the sidebar data and links written with one keep it, so only doc links without one are listed.
 * Only direct children are cards. Pure.
 */
export function cardDescriptionsOf(items: readonly SidebarItem[], descriptionOf: (docId: string) => string | undefined): Record<string, string> {
  const descriptions: Record<string, string> = {};
  for (const item of items) {
    if (item.type !== 'link' || item.description || item.docId === undefined) continue;
    const description = descriptionOf(item.docId);
    if (description) descriptions[item.href] = description;
  }
  return descriptions;
}

/** The category that links to `href` (the page a DocCardList in its linked doc draws), searched depth first. Pure. */
export function findCategoryLinkingTo(items: readonly SidebarItem[], href: string): Extract<SidebarItem, { type: 'category' }> | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.href === href) return item;
    const inner = findCategoryLinkingTo(item.items, href);
    if (inner) return inner;
  }
  return undefined;
}

/** `descriptions` when it has any, else undefined (left out of the page props). */
export function nonEmpty(descriptions: Record<string, string>): Record<string, string> | undefined {
  return Object.keys(descriptions).length > 0 ? descriptions : undefined;
}
