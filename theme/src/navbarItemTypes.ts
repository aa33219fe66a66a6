/** Navbar item types the theme can draw. Shared by the NavbarItem component and the build-time check. */
export const NAVBAR_ITEM_TYPE_NAMES = ['default', 'dropdown', 'html', 'search', 'localeDropdown', 'doc', 'docSidebar', 'docsVersion', 'docsVersionDropdown'] as const;
