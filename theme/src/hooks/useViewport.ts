import { useEffect, useState } from 'react';

/** The spec's desktop breakpoint: at this width and narrower the mobile layout applies (CSS `max-width: 996px`). */
export const DESKTOP_BREAKPOINT = 996;

/** True at desktop width (wider than the breakpoint, matching the CSS). Server HTML and the first client render assume desktop. */
export function useDesktop(): boolean {
  const [desktop, setDesktop] = useState(true);
  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${DESKTOP_BREAKPOINT + 1}px)`);
    const update = () => setDesktop(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return desktop;
}

/** Locks page scroll while `locked` (mobile drawers). */
export function useLockBodyScroll(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [locked]);
}
