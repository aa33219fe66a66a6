import { createSiteUrl, useLocation as useRouterLocation, useNavigate, useSiteData } from '@folio/client';
import { useEffect, useMemo, useRef } from 'react';
export { matchPath, type MatchPathOptions, type PathMatch } from './matchPath.ts';

/** A location as Docusaurus's router gives it: the pathname includes the base URL. */
export interface DocusaurusLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

/** Where to go: a path (with or without the base URL) or its parts. */
export type HistoryTarget = string | { pathname?: string; search?: string; hash?: string; state?: unknown };

/** The subset of react-router 5's `history` that site code uses. */
export interface DocusaurusHistory {
  location: DocusaurusLocation;
  action: 'PUSH' | 'REPLACE' | 'POP';
  length: number;
  push(to: HistoryTarget, state?: unknown): void;
  replace(to: HistoryTarget, state?: unknown): void;
  go(delta: number): void;
  goBack(): void;
  goForward(): void;
  createHref(to: HistoryTarget): string;
  /** Calls `listener` after each change of location while the calling component is mounted; returns how to stop. */
  listen(listener: (location: DocusaurusLocation, action: 'PUSH' | 'REPLACE' | 'POP') => void): () => void;
}

function toPath(baseUrl: string, to: HistoryTarget): { path: string; state: unknown } {
  const siteUrl = createSiteUrl({ baseUrl });
  if (typeof to === 'string') return { path: siteUrl.sitePath(to), state: undefined };
  return { path: `${siteUrl.sitePath(to.pathname ?? '')}${to.search ?? ''}${to.hash ?? ''}`, state: to.state };
}

/** Docusaurus's `useLocation` (react-router 5): the current location, its pathname with the base URL. */
export function useLocation(): DocusaurusLocation {
  const location = useRouterLocation();
  const { baseUrl } = useSiteData();
  return useMemo(
    () => ({ pathname: `${createSiteUrl({ baseUrl }).prefix}${location.pathname}`, search: location.search, hash: location.hash, state: location.state as unknown, key: location.key }),
    [location, baseUrl],
  );
}

/**
 * Docusaurus's `useHistory` (react-router 5) over Folio's router: `history.push('/docs/intro')`
 * navigates client-side; paths may include the base URL, as Docusaurus's do.
 */
export function useHistory(): DocusaurusHistory {
  const navigate = useNavigate();
  const location = useLocation();
  const { baseUrl } = useSiteData();
  const listeners = useRef(new Set<(location: DocusaurusLocation, action: 'PUSH' | 'REPLACE' | 'POP') => void>());
  const lastAction = useRef<'PUSH' | 'REPLACE' | 'POP'>('POP');
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    for (const listener of listeners.current) listener(location, lastAction.current);
    lastAction.current = 'POP';
  }, [location]);
  return useMemo(() => {
    const go = (to: HistoryTarget, state: unknown, replace: boolean) => {
      const target = toPath(baseUrl, to);
      lastAction.current = replace ? 'REPLACE' : 'PUSH';
      void navigate(target.path, { replace, state: state ?? target.state });
    };
    return {
      location,
      action: lastAction.current,
      length: typeof window === 'undefined' ? 1 : window.history.length,
      push: (to, state) => go(to, state, false),
      replace: (to, state) => go(to, state, true),
      go: (delta) => void navigate(delta),
      goBack: () => void navigate(-1),
      goForward: () => void navigate(1),
      createHref: (to) => `${createSiteUrl({ baseUrl }).prefix}${toPath(baseUrl, to).path}`,
      listen: (listener) => {
        listeners.current.add(listener);
        return () => listeners.current.delete(listener);
      },
    } satisfies DocusaurusHistory;
  }, [navigate, location, baseUrl]);
}

/** Props of `<Redirect>`: the target, and `push` to add a history entry instead of replacing this one. */
export interface RedirectProps {
  to: HistoryTarget;
  push?: boolean;
}

/** Docusaurus's `<Redirect to="/docs" />` (react-router 5): navigates once mounted (in the browser; the prerendered page shows nothing). */
export function Redirect({ to, push = false }: RedirectProps): null {
  const history = useHistory();
  const key = JSON.stringify(to);
  useEffect(() => {
    if (push) history.push(JSON.parse(key) as HistoryTarget);
    else history.replace(JSON.parse(key) as HistoryTarget);
    // Once per target, as react-router 5's Redirect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, push]);
  return null;
}
