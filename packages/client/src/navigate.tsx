import { createContext, useCallback, useContext, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useIsomorphicLayoutEffect } from './layout-effect.ts';

/** Goes to a site path client-side (the router adds the base URL). */
export type SiteNavigate = (sitePath: string, options?: { replace?: boolean }) => void;

const NavigateContext = createContext<SiteNavigate | undefined>(undefined);

/**
 * Gives links a navigate function that stays the same object from one address to the next.
 * React Router's own (`useNavigate`, and its `Link`, which uses it) reads the current location,
 * so every link on the page rendered again at each navigation, the old page's links included,
 * before the new page was drawn. Links go to absolute site paths, which need no location.
 */
export function NavigateProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const latest = useRef(navigate);
  useIsomorphicLayoutEffect(() => {
    latest.current = navigate;
  }, [navigate]);
  const stable = useCallback<SiteNavigate>((sitePath, options) => void latest.current(sitePath, options), []);
  return <NavigateContext.Provider value={stable}>{children}</NavigateContext.Provider>;
}

/** The navigate function of NavigateProvider; undefined outside the app (a link then loads its page in full). */
export function useSiteNavigate(): SiteNavigate | undefined {
  return useContext(NavigateContext);
}
