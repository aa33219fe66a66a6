import { useLocation } from '@folio/client';
import { createContext, useContext, useEffect, useMemo, useRef, useState, type MutableRefObject, type ReactNode } from 'react';
import { useEvent } from './hooks.ts';

/** Docusaurus's scroll controller: lets code scroll the page without scroll listeners reacting. */
export interface ScrollController {
  scrollEventsEnabledRef: MutableRefObject<boolean>;
  enableScrollEvents(): void;
  disableScrollEvents(): void;
}

const ScrollControllerContext = createContext<ScrollController | null>(null);

/** Docusaurus's `ScrollControllerProvider` (Layout/Provider includes it). */
export function ScrollControllerProvider({ children }: { children: ReactNode }) {
  const enabled = useRef(true);
  const value = useMemo<ScrollController>(
    () => ({
      scrollEventsEnabledRef: enabled,
      enableScrollEvents: () => void (enabled.current = true),
      disableScrollEvents: () => void (enabled.current = false),
    }),
    [],
  );
  return <ScrollControllerContext.Provider value={value}>{children}</ScrollControllerContext.Provider>;
}

const alwaysEnabled: ScrollController = { scrollEventsEnabledRef: { current: true }, enableScrollEvents: () => undefined, disableScrollEvents: () => undefined };

/** Docusaurus's `useScrollController()`: outside a Layout, scroll events are simply always on. */
export function useScrollController(): ScrollController {
  return useContext(ScrollControllerContext) ?? alwaysEnabled;
}

/** A scroll position. */
export interface ScrollPosition {
  scrollX: number;
  scrollY: number;
}

/**
 * Docusaurus's `useScrollPosition(effect, deps)`: calls `effect(position, lastPosition)` once on
 * mount and on every scroll, unless the scroll controller has scroll events turned off.
 */
export function useScrollPosition(effect: (position: ScrollPosition, last: ScrollPosition | null) => void, deps: unknown[] = []): void {
  const { scrollEventsEnabledRef } = useScrollController();
  const last = useRef<ScrollPosition | null>(null);
  const callback = useEvent(effect);
  useEffect(() => {
    const onScroll = () => {
      if (!scrollEventsEnabledRef.current) return;
      const position = { scrollX: window.scrollX, scrollY: window.scrollY };
      callback(position, last.current);
      last.current = position;
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [callback, scrollEventsEnabledRef, ...deps]);
}

/** Docusaurus's `useLocationChange(handler)`: called when the location (path, query or hash) changes, not on mount. */
export function useLocationChange(handler: (event: { location: ReturnType<typeof useLocation>; previousLocation: ReturnType<typeof useLocation> | undefined }) => void): void {
  const location = useLocation();
  const previous = useRef(location);
  const callback = useEvent(handler);
  useEffect(() => {
    if (previous.current === location) return;
    const previousLocation = previous.current;
    previous.current = location;
    callback({ location, previousLocation });
  }, [location, callback]);
}

/**
 * Docusaurus's `useBackToTopButton({ threshold })`: shown while the reader scrolls back up below
 * `threshold`, hidden when scrolling down or after following an anchor; `scrollToTop` scrolls up.
 */
export function useBackToTopButton({ threshold }: { threshold: number }): { shown: boolean; scrollToTop(): void } {
  const [shown, setShown] = useState(false);
  const toAnchor = useRef(false);
  useScrollPosition(({ scrollY }, last) => {
    if (!last?.scrollY) return;
    if (toAnchor.current) toAnchor.current = false;
    else if (scrollY >= last.scrollY || scrollY < threshold) setShown(false);
    else if (scrollY + window.innerHeight < document.documentElement.scrollHeight) setShown(true);
  });
  useLocationChange(({ location }) => {
    if (!location.hash) return;
    toAnchor.current = true;
    setShown(false);
  });
  const scrollToTop = () => window.scrollTo({ top: 0, behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  return { shown, scrollToTop };
}

/** Class on `<body>` while the reader navigates with the keyboard, as Docusaurus names it. */
export const keyboardFocusedClassName = 'navigation-with-keyboard';

/** Docusaurus's `useKeyboardNavigation()`: marks `<body>` after a Tab key press, unmarks it on a mouse press. */
export function useKeyboardNavigation(): void {
  useEffect(() => {
    const onEvent = (event: KeyboardEvent | MouseEvent) => {
      if (event.type === 'keydown' && (event as KeyboardEvent).key === 'Tab') document.body.classList.add(keyboardFocusedClassName);
      if (event.type === 'mousedown') document.body.classList.remove(keyboardFocusedClassName);
    };
    document.addEventListener('keydown', onEvent);
    document.addEventListener('mousedown', onEvent);
    return () => {
      document.body.classList.remove(keyboardFocusedClassName);
      document.removeEventListener('keydown', onEvent);
      document.removeEventListener('mousedown', onEvent);
    };
  }, []);
}
