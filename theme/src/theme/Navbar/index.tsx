import { useLocation } from '@folio/client';
import { useEffect, useState, type ReactNode } from 'react';
import { useThemeConfig } from '../../hooks/useThemeConfig.ts';
import { useDesktop, useLockBodyScroll } from '../../hooks/useViewport.ts';
import ColorModeToggle from '../ColorModeToggle/index.tsx';
import Logo from '../Logo/index.tsx';
import NavbarItem, { itemType } from '../NavbarItem/index.tsx';

/**
 * The top bar: logo, left items, right items, search, colour switch. Below the desktop breakpoint
 * the items move into a drawer opened by a menu button; the page behind cannot scroll meanwhile.
 */
export default function Navbar({ secondaryMenu }: { secondaryMenu?: ReactNode }) {
  const { navbar } = useThemeConfig();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const isDesktop = useDesktop();
  const { pathname } = useLocation();
  useLockBodyScroll(drawerOpen);
  useEffect(() => setDrawerOpen(false), [pathname]);
  useEffect(() => {
    if (isDesktop) setDrawerOpen(false);
  }, [isDesktop]);
  const left = navbar.items.filter((item) => (item.position ?? 'left') === 'left');
  const right = navbar.items.filter((item) => item.position === 'right');
  const drawerItems = navbar.items.filter((item) => itemType(item) !== 'search');
  return (
    <nav className={`navbar${drawerOpen ? ' navbar--drawer-open' : ''}`} aria-label="Main">
      <div className="navbar__inner">
        <div className="navbar__items">
          <button type="button" className="navbar__toggle" aria-label="Open the navigation menu" aria-expanded={drawerOpen} onClick={() => setDrawerOpen(true)}>
            <svg viewBox="0 0 30 30" width="28" height="28" aria-hidden="true">
              <path stroke="currentColor" strokeLinecap="round" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
            </svg>
          </button>
          {navbar.logo && <Logo logo={navbar.logo} className="navbar__brand" title={navbar.title} />}
          {left.map((item, index) => (
            <NavbarItem key={index} item={item} />
          ))}
        </div>
        <div className="navbar__items navbar__items--right">
          {right.map((item, index) => (
            <NavbarItem key={index} item={item} />
          ))}
          <ColorModeToggle />
        </div>
      </div>
      {drawerOpen && (
        <>
          <div className="navbar-drawer__backdrop" onClick={() => setDrawerOpen(false)} aria-hidden="true" />
          <div className="navbar-drawer" role="dialog" aria-modal="true" aria-label="Navigation menu">
            <div className="navbar-drawer__header">
              {navbar.logo && <Logo logo={navbar.logo} className="navbar__brand" title={navbar.title} />}
              <ColorModeToggle />
              <button type="button" className="navbar-drawer__close" aria-label="Close the navigation menu" onClick={() => setDrawerOpen(false)}>
                <svg viewBox="0 0 15 15" width="16" height="16" aria-hidden="true">
                  <path stroke="currentColor" strokeWidth="2" d="M1 1l13 13M14 1L1 14" />
                </svg>
              </button>
            </div>
            <div className="navbar-drawer__items">
              {secondaryMenu}
              <ul className="menu__list">
                {drawerItems.map((item, index) => (
                  <li key={index} className="menu__list-item">
                    <NavbarItem item={item} mobile />
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </>
      )}
    </nav>
  );
}
