import type { NavbarItem as NavbarItemConfig } from '@folio/core';
import type { ComponentType } from 'react';
import SearchBar from '@theme/SearchBar';
import DocItem from './DocItem.tsx';
import DocSidebarItem from './DocSidebarItem.tsx';
import DocsVersionItem from './DocsVersionItem.tsx';
import DocsVersionDropdownItem from './DocsVersionDropdownItem.tsx';
import DropdownItem from './DropdownItem.tsx';
import LinkItem from './LinkItem.tsx';
import LocaleDropdownItem from './LocaleDropdownItem.tsx';
import type { NavbarItemProps } from './types.ts';
import ErrorBoundary from '@theme/ErrorBoundary';
import { NAVBAR_ITEM_TYPE_NAMES } from '../../navbarItemTypes.ts';

function HtmlItem({ item }: NavbarItemProps) {
  // Trusted HTML from the site config.
  return <div className={`navbar__item ${item.className ?? ''}`} dangerouslySetInnerHTML={{ __html: item.value ?? '' }} />;
}

function SearchItem({ mobile }: NavbarItemProps) {
  return mobile ? null : <SearchBar />;
}

/** Navbar item components by `type`. Data table. */
export const NAVBAR_ITEM_TYPES: Record<string, ComponentType<NavbarItemProps>> = {
  default: LinkItem,
  dropdown: DropdownItem,
  html: HtmlItem,
  search: SearchItem,
  localeDropdown: LocaleDropdownItem,
  doc: DocItem,
  docSidebar: DocSidebarItem,
  docsVersion: DocsVersionItem,
  docsVersionDropdown: DocsVersionDropdownItem,
};

/** The type of an item: explicit, or `dropdown` when it has children, else `default`. */
export function itemType(item: NavbarItemConfig): string {
  return item.type ?? (item.items ? 'dropdown' : 'default');
}

/** The error for an item type the theme does not know (the build checks this too). */
export function unknownItemTypeMessage(type: string): string {
  return `No NavbarItem component found for type "${type}". Known types: ${NAVBAR_ITEM_TYPE_NAMES.join(', ')}.`;
}

/** Renders one navbar item by type; an item that fails shows an error naming it instead of breaking the page. */
export default function NavbarItem({ item, mobile }: NavbarItemProps) {
  const type = itemType(item);
  const Component = NAVBAR_ITEM_TYPES[type];
  if (!Component) throw new Error(unknownItemTypeMessage(type));
  return (
    <ErrorBoundary
      what={`the navbar item ${JSON.stringify(item)}`}
      fallback={({ error }) => (
        <span className="navbar__item navbar__item--error" role="alert" title={error.message}>
          A navbar item failed to render. Check this item of themeConfig.navbar.items: {JSON.stringify(item)}
        </span>
      )}
    >
      <Component item={item} mobile={mobile} />
    </ErrorBoundary>
  );
}
