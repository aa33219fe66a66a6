import { useLocation } from '@folio/client';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useThemeConfig } from '../../hooks/useThemeConfig.ts';
import { useWindowSize } from './hooks.ts';
import { ReactContextError } from './reactContextError.ts';
import { useScrollPosition } from './scroll.tsx';

/**
 * The navbar's shared state, as Docusaurus's theme-common keeps it: whether the mobile drawer is
 * open, what a page put in its secondary menu (the docs or blog sidebar), and which of its two
 * menus the drawer shows. Folio's Navbar and its MobileDrawer read the same state, so a swizzled
 * component that toggles the drawer opens the real one.
 */

/** A page's secondary menu: a component and its props, rendered inside the drawer. */
type SecondaryContent = { component: ComponentType<any>; props: object } | { component: null; props: null };

const SecondaryContentContext = createContext<[SecondaryContent, (content: SecondaryContent) => void] | null>(null);

/** What `useNavbarMobileSidebar()` returns. */
export interface NavbarMobileSidebar {
  /** No navbar items and no secondary menu: there is nothing to open, so no toggle is drawn. */
  disabled: boolean;
  /** The drawer may be drawn: enabled and the window is at mobile width. */
  shouldRender: boolean;
  /** The drawer is open. */
  shown: boolean;
  /** Opens or closes the drawer. */
  toggle(): void;
}

const MobileSidebarContext = createContext<NavbarMobileSidebar | null>(null);

/** Which menu the open drawer shows (true: the secondary one), and how to change it. */
const SecondaryShownContext = createContext<[boolean, (shown: boolean) => void] | null>(null);

function useSecondaryContent(): SecondaryContent {
  const value = useContext(SecondaryContentContext);
  if (!value) throw new ReactContextError('NavbarSecondaryMenuContentProvider');
  return value[0];
}

function MobileSidebarProvider({ children }: { children: ReactNode }) {
  const content = useSecondaryContent();
  const { items } = useThemeConfig().navbar;
  const disabled = items.length === 0 && content.component === null;
  const windowSize = useWindowSize();
  const [shown, setShown] = useState(false);
  const { pathname } = useLocation();
  // Following a link closes the drawer, and so does widening the window to desktop.
  useEffect(() => setShown(false), [pathname]);
  useEffect(() => {
    if (windowSize === 'desktop') setShown(false);
  }, [windowSize]);
  const toggle = useCallback(() => setShown((s) => !s), []);
  const value = useMemo(() => ({ disabled, shouldRender: !disabled && windowSize === 'mobile', shown, toggle }), [disabled, windowSize, shown, toggle]);
  return <MobileSidebarContext.Provider value={value}>{children}</MobileSidebarContext.Provider>;
}

function SecondaryDisplayProvider({ children }: { children: ReactNode }) {
  const { shown: drawerShown } = useNavbarMobileSidebar();
  const hasContent = useSecondaryContent().component !== null;
  const [shown, setShown] = useState(false);
  // The secondary menu comes first whenever the drawer opens and a page has one.
  useEffect(() => {
    if (!hasContent) setShown(false);
    else if (!drawerShown) setShown(true);
  }, [drawerShown, hasContent]);
  const value = useMemo(() => [shown, setShown] as [boolean, (shown: boolean) => void], [shown]);
  return <SecondaryShownContext.Provider value={value}>{children}</SecondaryShownContext.Provider>;
}

/** Docusaurus's `NavbarProvider`: the drawer's and the secondary menu's state (Layout/Provider includes it). */
export function NavbarProvider({ children }: { children: ReactNode }) {
  const content = useState<SecondaryContent>({ component: null, props: null });
  return (
    <SecondaryContentContext.Provider value={content}>
      <MobileSidebarProvider>
        <SecondaryDisplayProvider>{children}</SecondaryDisplayProvider>
      </MobileSidebarProvider>
    </SecondaryContentContext.Provider>
  );
}

/** Docusaurus's `useNavbarMobileSidebar()`: the mobile drawer's state; `toggle()` opens and closes Folio's drawer. */
export function useNavbarMobileSidebar(): NavbarMobileSidebar {
  const value = useContext(MobileSidebarContext);
  if (!value) throw new ReactContextError('NavbarMobileSidebarProvider');
  return value;
}

/**
 * Docusaurus's `useNavbarSecondaryMenu()`: whether the drawer shows the page's own menu, a `hide`
 * going back to the main menu, and that menu's element. Folio adds `show`, for its button that
 * returns to the page's menu.
 */
export function useNavbarSecondaryMenu(): { shown: boolean; hide(): void; show(): void; content: ReactNode } {
  const display = useContext(SecondaryShownContext);
  if (!display) throw new ReactContextError('NavbarSecondaryMenuDisplayProvider');
  const [shown, setShown] = display;
  const content = useSecondaryContent();
  const hide = useCallback(() => setShown(false), [setShown]);
  const show = useCallback(() => setShown(true), [setShown]);
  const Component = content.component;
  const element = Component ? <Component {...content.props} /> : undefined;
  return { shown: shown && Component !== null, hide, show, content: element };
}

/** Shallow equality of two props objects. Pure. */
function sameProps(a: object | null, b: object | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keysA = Object.keys(a);
  return keysA.length === Object.keys(b).length && keysA.every((key) => (a as Record<string, unknown>)[key] === (b as Record<string, unknown>)[key]);
}

/**
 * Docusaurus's `NavbarSecondaryMenuFiller`: renders nothing where it stands, but makes `component`
 * (with `props`) the drawer's secondary menu while it is mounted. The docs and blog sidebars fill
 * it this way on mobile.
 */
export function NavbarSecondaryMenuFiller<P extends object>({ component, props }: { component: ComponentType<P>; props: P }): null {
  const context = useContext(SecondaryContentContext);
  if (!context) throw new ReactContextError('NavbarSecondaryMenuContentProvider');
  const setContent = context[1];
  // Props are compared shallowly, so a parent's re-render with equal props does not refill.
  const stable = useRef(props);
  if (!sameProps(stable.current, props)) stable.current = props;
  const current = stable.current;
  useEffect(() => setContent({ component: component as ComponentType<any>, props: current }), [setContent, component, current]);
  useEffect(() => () => setContent({ component: null, props: null }), [setContent]);
  return null;
}

/**
 * Docusaurus's `useHideableNavbar(hideOnScroll)`: with `hideOnScroll`, the navbar hides while
 * the reader scrolls down and comes back when they scroll up, near the top, or follow a link
 * (an anchor link keeps it hidden, so the heading is not under it). `navbarRef` goes on the navbar.
 */
export function useHideableNavbar(hideOnScroll: boolean): { navbarRef(node: HTMLElement | null): void; isNavbarVisible: boolean } {
  const [isNavbarVisible, setIsNavbarVisible] = useState(true);
  const navbarHeight = useRef(0);
  const toAnchor = useRef(false);
  // Measured only when the height is used: reading it lays the new page out in the middle of the
  // commit that draws it (a navigation's first render), before the browser would anyway.
  const navbarRef = useCallback(
    (node: HTMLElement | null) => {
      if (node && hideOnScroll) navbarHeight.current = node.getBoundingClientRect().height;
    },
    [hideOnScroll],
  );
  useScrollPosition(
    ({ scrollY }, last) => {
      if (!hideOnScroll) return;
      if (scrollY < navbarHeight.current) return setIsNavbarVisible(true);
      if (toAnchor.current) {
        toAnchor.current = false;
        return;
      }
      const documentHeight = document.documentElement.scrollHeight - navbarHeight.current;
      if (last && scrollY >= last.scrollY) setIsNavbarVisible(false);
      else if (scrollY + window.innerHeight < documentHeight) setIsNavbarVisible(true);
    },
    [hideOnScroll],
  );
  const location = useLocation();
  const previous = useRef(location);
  useEffect(() => {
    if (!hideOnScroll || previous.current === location) return;
    previous.current = location;
    const anchor = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    toAnchor.current = anchor !== null;
    setIsNavbarVisible(anchor === null);
  }, [hideOnScroll, location]);
  return { navbarRef, isNavbarVisible };
}

/** Docusaurus's `splitNavbarItems(items)`: left items, then right items (the default side). Pure. */
export function splitNavbarItems<T extends { position?: 'left' | 'right' | undefined }>(items: readonly T[]): [T[], T[]] {
  const isLeft = (item: T) => (item.position ?? 'right') === 'left';
  return [items.filter(isLeft), items.filter((item) => !isLeft(item))];
}
