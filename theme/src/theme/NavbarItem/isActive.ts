import type { NavbarItem } from '@folio/core';

/** Whether a link item is active on a path: exact items only on their path, others on it and below. Pure. */
export function isNavbarItemActive(item: NavbarItem, path: string): boolean {
  if (item.activeBaseRegex) return new RegExp(item.activeBaseRegex).test(path);
  if (!item.to) return false;
  const to = item.to.length > 1 ? item.to.replace(/\/$/, '') : item.to;
  const clean = path.length > 1 ? path.replace(/\/$/, '') : path;
  if (item.exact || to === '/') return clean === to;
  return clean === to || clean.startsWith(`${to}/`);
}
