import type { SidebarItem } from './types.ts';

/** A page in sidebar order: docs and category pages. */
export interface NavLink {
  label: string;
  href: string;
  docId?: string | undefined;
}

/**
 * The pages a sidebar navigates through, in reading order (depth first), each once: its docs and
 * linked categories. As in Docusaurus, `link` and `ref` items are not part of it, so they give no
 * previous/next link and do not make a page show this sidebar. Pure.
 */
export function flattenSidebar(items: SidebarItem[]): readonly NavLink[] {
  let out = flattened.get(items);
  if (!out) flattened.set(items, (out = flattenOnce(items)));
  return out;
}

/** Each sidebar is flattened once: every doc of a version asks for its sidebar's order. */
const flattened = new WeakMap<SidebarItem[], readonly NavLink[]>();

function flattenOnce(items: SidebarItem[]): NavLink[] {
  const out: NavLink[] = [];
  const seen = new Set<string>();
  const visit = (list: SidebarItem[]) => {
    for (const item of list) {
      if (item.type === 'link' && item.docId !== undefined && !seen.has(item.href)) {
        seen.add(item.href);
        out.push({ label: item.label, href: item.href, docId: item.docId });
      } else if (item.type === 'category') {
        if (item.href && !seen.has(item.href)) {
          seen.add(item.href);
          out.push({ label: item.label, href: item.href, docId: item.linkDocId });
        }
        visit(item.items);
      }
    }
  };
  visit(items);
  return out;
}

/** The categories leading to a page, outermost first, as breadcrumbs. Pure. */
export function findBreadcrumbs(items: SidebarItem[], href: string): { label: string; href?: string | undefined }[] {
  for (const item of items) {
    if (item.type === 'link' && item.href === href) return [{ label: item.label, href: item.href }];
    if (item.type === 'category') {
      const crumb = { label: item.label, href: item.href };
      if (item.href === href) return [crumb];
      const inner = findBreadcrumbs(item.items, href);
      if (inner.length) return [crumb, ...inner];
    }
  }
  return [];
}

/** The sidebar id whose tree holds a page, first one wins. */
export function findSidebarOf(sidebars: Record<string, SidebarItem[]>, href: string): string | undefined {
  return Object.keys(sidebars).find((id) => flattenSidebar(sidebars[id]!).some((l) => l.href === href));
}
