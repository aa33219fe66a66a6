import { useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { PageContext, useSiteData } from './context.ts';
import { loadPath } from './loader.ts';
import { startProgress } from './progress.ts';
import { saveScroll, savedScroll, scrollToHash } from './scroll.ts';
import type { LoadedPage } from './types.ts';

/** The theme's wrapper around every page (error boundary, providers). */
export type PageShell = ComponentType<{ page: LoadedPage; children: ReactNode }>;

interface Shown {
  pathname: string;
  search: string;
  hash: string;
  key: string;
}

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Shows the current page. On navigation it keeps the old page on screen while the next one loads
 * (preload, then show), shows a progress bar only for slow loads, and scrolls once the new page is in.
 */
export function PageHost({ initial, Shell, revision = 0 }: { initial: LoadedPage; Shell: PageShell; revision?: number }) {
  const site = useSiteData();
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const [page, setPage] = useState(initial);
  const [shown, setShown] = useState<Shown>(location);
  const latest = useRef(0);
  const scrollIntent = useRef<'none' | 'restore' | 'hash' | 'top'>('none');

  useEffect(() => {
    // Entries pushed without router state (plain hash links, other scripts) all share the key 'default'.
    if (location.key === shown.key && location.pathname === shown.pathname && location.search === shown.search && location.hash === shown.hash) return;
    if (location.pathname === shown.pathname) {
      // Same page: a hash change scrolls to its target, a query-only change does not scroll.
      scrollIntent.current = location.hash && location.hash !== shown.hash ? 'hash' : 'none';
      setShown(location);
      return;
    }
    saveScroll(shown.key);
    const token = ++latest.current;
    const done = startProgress();
    loadPath(site, location.pathname).then(
      ({ page: next, redirectTo }) => {
        if (token !== latest.current) return; // a newer navigation won the race
        done();
        if (redirectTo) navigate(`${redirectTo}${location.search}${location.hash}`, { replace: true });
        scrollIntent.current = navigationType === 'POP' ? 'restore' : location.hash ? 'hash' : 'top';
        setPage(next);
        setShown(location);
      },
      (error: unknown) => {
        if (token !== latest.current) return;
        done();
        console.warn(`Folio could not preload ${location.pathname}; loading it with a full page load instead.`, error);
        window.location.assign(`${site.baseUrl.replace(/\/$/, '')}${location.pathname}${location.search}${location.hash}`);
      },
    );
  }, [location, shown, site, navigate, navigationType]);

  useEffect(() => {
    if (revision === 0) return;
    // A live update in development: reload the page being read, keep the scroll position.
    let cancelled = false;
    loadPath(site, shown.pathname).then(
      ({ page: next }) => {
        if (!cancelled) setPage(next);
      },
      (error: unknown) => console.error('Folio: the updated page could not be loaded.', error),
    );
    return () => {
      cancelled = true;
    };
    // Only a new revision triggers this; the site object arrives with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [revision]);

  useIsomorphicLayoutEffect(() => {
    const intent = scrollIntent.current;
    scrollIntent.current = 'none';
    if (intent === 'none') return;
    document.title = page.title;
    if (intent === 'restore') {
      const y = savedScroll(shown.key);
      if (y !== undefined) {
        // Not `return window.scrollTo(...)`: newer browsers return a Promise, which React would call as a cleanup.
        window.scrollTo(0, y);
        return;
      }
    }
    if ((intent === 'hash' || intent === 'restore') && scrollToHash(shown.hash)) return;
    if (intent !== 'hash') window.scrollTo(0, 0);
  }, [shown, page]);

  return (
    <PageContext.Provider value={page}>
      <Shell page={page}>
        <page.Component page={page} />
      </Shell>
    </PageContext.Provider>
  );
}
