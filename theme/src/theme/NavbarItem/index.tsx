import ComponentTypes from '@theme/NavbarItem/ComponentTypes';
import ErrorBoundary from '@theme/ErrorBoundary';
import { NAVBAR_ITEM_TYPE_NAMES } from '../../navbarItemTypes.ts';
import { itemType } from './itemType.ts';
import type { NavbarItemProps } from './types.ts';

export { itemType } from './itemType.ts';

/** Props of NavbarItem, as in Docusaurus: the item's config spread as props, plus `mobile`. */
export type Props = NavbarItemProps;

/** The error for an item type the theme does not know (the build checks this too). */
export function unknownItemTypeMessage(type: string): string {
  return `No NavbarItem component found for type "${type}". Known types: ${NAVBAR_ITEM_TYPE_NAMES.join(', ')}.`;
}

/** Renders one navbar item by type; an item that fails shows an error naming it instead of breaking the page. */
export default function NavbarItem({ mobile, ...item }: Props) {
  const type = itemType(item);
  const Component = ComponentTypes[type];
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
      <Component {...item} mobile={mobile} />
    </ErrorBoundary>
  );
}
