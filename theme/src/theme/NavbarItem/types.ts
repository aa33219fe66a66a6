import type { NavbarItem } from '@folio/core';
import type { ReactNode } from 'react';

/**
 * Props of a navbar item component, as in Docusaurus: the item's config spread as props
 * (`to`, `href`, `label`, `items`, `docsPluginId`, …), and `mobile` in the drawer.
 */
export type NavbarItemProps = Omit<NavbarItem, 'label' | 'items' | 'dropdownItemsBefore' | 'dropdownItemsAfter'> & {
  readonly label?: ReactNode;
  readonly items?: readonly NavbarItemProps[] | undefined;
  /** Rendered in the mobile drawer rather than the bar. */
  readonly mobile?: boolean | undefined;
  readonly html?: string | undefined;
  readonly activeBasePath?: string | undefined;
  /** Docusaurus's docsVersionDropdown links before and after the versions (its other options come with NavbarItem). */
  readonly dropdownItemsBefore?: readonly NavbarItemProps[] | undefined;
  readonly dropdownItemsAfter?: readonly NavbarItemProps[] | undefined;
};
