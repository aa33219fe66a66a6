import { useRef, type ReactNode } from 'react';
import { useHideableNavbar, useNavbarMobileSidebar } from '../../docusaurus/theme-common/navbar.tsx';
import { useThemeConfig } from '../../hooks/useThemeConfig.ts';
import { useLockBodyScroll } from '../../hooks/useViewport.ts';
import ColorModeToggle from '@theme/Navbar/ColorModeToggle';
import Link from '@theme/Link';
import IconMenu from '@theme/Icon/Menu';
import Logo from '@theme/Logo';
import MobileDrawer from '@theme/Navbar/MobileDrawer';
import NavbarItem from '@theme/NavbarItem';
import { itemType } from '../NavbarItem/itemType.ts';

/**
 * The top bar: logo, left items, right items, search, colour switch. Below the desktop breakpoint
 * the items move into a drawer opened by a menu button; the page behind cannot scroll meanwhile.
 * The drawer's state is Docusaurus's `useNavbarMobileSidebar()`, so swizzled code can open it;
 * with `navbar.hideOnScroll` the bar hides while the reader scrolls down.
 */
export default function Navbar({ secondaryMenu }: { secondaryMenu?: ReactNode }) {
  const { navbar } = useThemeConfig();
  const mobileSidebar = useNavbarMobileSidebar();
  const drawerOpen = mobileSidebar.shown;
  const { navbarRef, isNavbarVisible } = useHideableNavbar(navbar.hideOnScroll);
  const toggle = useRef<HTMLButtonElement>(null);
  useLockBodyScroll(drawerOpen);
  const left = navbar.items.filter((item) => (item.position ?? 'left') === 'left');
  const right = navbar.items.filter((item) => item.position === 'right');
  const drawerItems = navbar.items.filter((item) => itemType(item) !== 'search');
  const closeDrawer = () => {
    if (mobileSidebar.shown) mobileSidebar.toggle();
    // Focus goes back to the menu button, where the reader opened the drawer.
    requestAnimationFrame(() => toggle.current?.focus());
  };
  return (
    <nav ref={navbarRef} className={`navbar navbar--fixed-top${navbar.hideOnScroll ? ` navbar--hideable${isNavbarVisible ? '' : ' navbar--hidden'}` : ''}${navbar.style ? ` navbar--${navbar.style}` : ''}${drawerOpen ? ' navbar-sidebar--show navbar--drawer-open' : ''}`} aria-label="Main">
      <div className="navbar__inner">
        <div className="navbar__items">
          <button ref={toggle} type="button" className="navbar__toggle clean-btn" aria-label="Open the navigation menu" aria-expanded={drawerOpen} onClick={() => !drawerOpen && mobileSidebar.toggle()}>
            <IconMenu />
          </button>
          {navbar.logo ? (
            <Logo logo={navbar.logo} className="navbar__brand" imageClassName="navbar__logo" title={navbar.title} />
          ) : (
            navbar.title && (
              <Link to="/" className="navbar__brand">
                <b className="navbar__title text--truncate">{navbar.title}</b>
              </Link>
            )
          )}
          {left.map((item, index) => (
            <NavbarItem key={index} {...item} />
          ))}
        </div>
        <div className="navbar__items navbar__items--right">
          {right.map((item, index) => (
            <NavbarItem key={index} {...item} />
          ))}
          <ColorModeToggle />
        </div>
      </div>
      {drawerOpen && <MobileDrawer items={drawerItems} logo={navbar.logo} title={navbar.title} secondaryMenu={secondaryMenu} onClose={closeDrawer} />}
    </nav>
  );
}
