import type { NavbarItem as NavbarItemConfig } from '@folio/core';
import ColorModeToggle from '@theme/Navbar/ColorModeToggle';
import Logo from '@theme/Logo';
import NavbarItem from '@theme/NavbarItem';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useNavbarSecondaryMenu } from '../../docusaurus/theme-common/navbar.tsx';
import type { Logo as LogoConfig } from '../../hooks/useThemeConfig.ts';

/** Props of the mobile drawer. */
export interface MobileDrawerProps {
  items: NavbarItemConfig[];
  logo?: LogoConfig | undefined;
  title?: string | undefined;
  /**
   * The page's own menu, shown first with a way back to the main menu: this one, else what the
   * page put there with NavbarSecondaryMenuFiller (the docs and blog sidebars do).
   */
  secondaryMenu?: ReactNode;
  onClose(): void;
}

/**
 * The navigation drawer below the desktop breakpoint: a modal panel with the navbar's items, or the
 * page's own menu (the docs sidebar) with a button back to the main menu. Escape or the backdrop
 * closes it; focus moves into it on open.
 */
export default function MobileDrawer({ items, logo, title, secondaryMenu: given, onClose }: MobileDrawerProps) {
  const filled = useNavbarSecondaryMenu();
  const secondaryMenu = given ?? filled.content;
  // A menu given as a prop keeps its panel here; a filled one shares Docusaurus's display state.
  const [givenPanel, setGivenPanel] = useState<'main' | 'secondary'>('secondary');
  const panel = given ? givenPanel : filled.shown ? 'secondary' : 'main';
  const setPanel = given ? setGivenPanel : (next: 'main' | 'secondary') => (next === 'main' ? filled.hide() : filled.show());
  const closeButton = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    closeButton.current?.focus();
  }, []);
  useEffect(() => {
    // Show the current page's entry: the sidebar can be long.
    const drawer = panelRef.current;
    const current = drawer?.querySelector<HTMLElement>('[aria-current="page"]');
    if (drawer && current) drawer.scrollTop += current.getBoundingClientRect().top - drawer.getBoundingClientRect().top - drawer.clientHeight / 2;
  }, [panel]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') onClose();
  };
  return (
    <>
      <div className="navbar-sidebar__backdrop navbar-drawer__backdrop" onClick={onClose} aria-hidden="true" />
      <div ref={panelRef} className="navbar-sidebar navbar-drawer" role="dialog" aria-modal="true" aria-label="Navigation menu" onKeyDown={onKeyDown}>
        <div className="navbar-sidebar__brand navbar-drawer__header">
          {logo && <Logo logo={logo} className="navbar__brand" imageClassName="navbar__logo" title={title} />}
          <ColorModeToggle />
          <button ref={closeButton} type="button" className="clean-btn navbar-sidebar__close navbar-drawer__close" aria-label="Close the navigation menu" onClick={onClose}>
            <svg viewBox="0 0 15 15" width="16" height="16" aria-hidden="true">
              <path stroke="currentColor" strokeWidth="2" d="M1 1l13 13M14 1L1 14" />
            </svg>
          </button>
        </div>
        <div className={`navbar-sidebar__items navbar-drawer__items${panel === 'secondary' && secondaryMenu ? ' navbar-sidebar__items--show-secondary' : ''}`}>
          {panel === 'secondary' && secondaryMenu ? (
            <>
              <button type="button" className="clean-btn navbar-sidebar__back navbar-drawer__back" onClick={() => setPanel('main')}>
                ← Back to main menu
              </button>
              {secondaryMenu}
            </>
          ) : (
            <ul className="menu__list">
              {items.map((item, index) => (
                <li key={index} className="menu__list-item">
                  <NavbarItem {...item} mobile />
                </li>
              ))}
              {secondaryMenu && (
                <li className="menu__list-item">
                  <button type="button" className="navbar-drawer__back" onClick={() => setPanel('secondary')}>
                    Docs sidebar →
                  </button>
                </li>
              )}
            </ul>
          )}
        </div>
      </div>
    </>
  );
}
