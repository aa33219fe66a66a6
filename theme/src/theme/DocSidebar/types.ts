/** A sidebar item as the docs plugin sends it. */
export type SidebarItem =
  | { type: 'link'; label: string; href: string; docId?: string; className?: string }
  | { type: 'html'; value: string; className?: string }
  | { type: 'category'; label: string; items: SidebarItem[]; href?: string; linkDocId?: string; collapsible: boolean; collapsed: boolean; className?: string };

/** True when the category holds the page at `path` (or links to it). Pure. */
export function categoryContains(item: SidebarItem, path: string): boolean {
  const clean = (p: string) => (p.length > 1 ? p.replace(/\/$/, '') : p);
  if (item.type === 'link') return clean(item.href) === clean(path);
  if (item.type === 'category') return (item.href !== undefined && clean(item.href) === clean(path)) || item.items.some((child) => categoryContains(child, path));
  return false;
}
