import type { NavbarItem } from '@folio/core';

/** Props every navbar item component receives. */
export interface NavbarItemProps {
  item: NavbarItem;
  /** Rendered in the mobile drawer rather than the bar. */
  mobile?: boolean;
}
