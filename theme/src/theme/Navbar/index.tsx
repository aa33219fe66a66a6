import { useLocation } from '@folio/client';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useThemeConfig } from '../../hooks/useThemeConfig.ts';
import { useDesktop, useLockBodyScroll } from '../../hooks/useViewport.ts';
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
 */
export default function Navbar({ secondaryMenu }: { secondaryMenu?: ReactNode }) {
  const { navbar } = useThemeConfig();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const isDesktop = useDesktop();
  const { pathname } = useLocation();
  const toggle = useRef<HTMLButtonElement>(null);
  useLockBodyScroll(drawerOpen);
  useEffect(() => setDrawerOpen(false), [pathname]);
  useEffect(() => {
    if (isDesktop) setDrawerOpen(false);
  }, [isDesktop]);
  const left = navbar.items.filter((item) => (item.position ?? 'left') === 'left');
  const right = navbar.items.filter((item) => item.position === 'right');
  const drawerItems = navbar.items.filter((item) => itemType(item) !== 'search');
  const closeDrawer = () => {
    setDrawerOpen(false);
    // Focus goes back to the menu button, where the reader opened the drawer.
    requestAnimationFrame(() => toggle.current?.focus());
  };
  return (
    <nav className={`navbar navbar--fixed-top${navbar.style ? ` navbar--${navbar.style}` : ''}${drawerOpen ? ' navbar-sidebar--show navbar--drawer-open' : ''}`} aria-label="Main">
      <div className="navbar__inner">
        <div className="navbar__items">
          <button ref={toggle} type="button" className="navbar__toggle clean-btn" aria-label="Open the navigation menu" aria-expanded={drawerOpen} onClick={() => setDrawerOpen(true)}>
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
