import { useEffect, useState } from 'react';

/** Width at and above which the desktop layout applies, as the spec sets it. */
export const DESKTOP_BREAKPOINT = 996;

/** True at desktop width. Server HTML and the first client render assume desktop; CSS does the rest. */
export function useDesktop(): boolean {
  const [desktop, setDesktop] = useState(true);
  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${DESKTOP_BREAKPOINT}px)`);
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
