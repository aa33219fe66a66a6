import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { PageContext, useSiteData } from './context.ts';
import { DEV_CONTENT_EVENT, DEV_UPDATE_EVENT, importSavedModule, reportSavedContentShown, type SavedPages } from './dev-events.ts';
import { useIsomorphicLayoutEffect } from './layout-effect.ts';
import { contentPathOf, createLiveContents } from './live-content.ts';
import { loadPath } from './loader.ts';
import { startProgress } from './progress.ts';
import { readyPage } from './warm-page.ts';
import { saveScroll, savedScroll, scrollToHash, scrollToY, trackScroll } from './scroll.ts';
import type { LoadedPage, SiteData } from './types.ts';
import { createSiteUrl } from './site-url.ts';

/** The theme's wrapper around every page (error boundary, providers). */
export type PageShell = ComponentType<{ page: LoadedPage; children: ReactNode }>;

interface Shown {
  pathname: string;
  search: string;
  hash: string;
  key: string;
}

/**
 * Shows the current page. On navigation it keeps the old page on screen while the next one loads
 * (preload, then show), shows a progress bar only for slow loads, and scrolls once the new page is in.
 * A page a hover has loaded already (readyPage) is shown at once: in the same task as the click,
 * before the browser paints.
 */
export function PageHost({ initial, Shell, onSiteUpdate }: { initial: LoadedPage; Shell: PageShell; onSiteUpdate?: (site: SiteData) => void }) {
  const site = useSiteData();
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  // In development a save swaps the content in place (see createLiveContents): every page shown goes through `live`.
  const [live] = useState(() => (onSiteUpdate ? createLiveContents() : undefined));
  const [page, setShownPage] = useState(() => live?.show(initial) ?? initial);
  const setPage = useCallback((next: LoadedPage) => setShownPage(live?.show(next) ?? next), [live]);
  const [shown, setShown] = useState<Shown>(location);
  const latest = useRef(0);
  /** Ends the progress of the navigation still loading, if any (a newer one replaces it). */
  const stopProgress = useRef<(() => void) | undefined>(undefined);
  const scrollIntent = useRef<'none' | 'restore' | 'hash' | 'top'>('none');
  const shownPath = useRef(shown.pathname);
  shownPath.current = shown.pathname;
  useEffect(trackScroll, []);

  // A layout effect, so that a page ready at the click replaces the old one before anything is painted.
  useIsomorphicLayoutEffect(() => {
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
    stopProgress.current?.();
    stopProgress.current = undefined;
    const intent = navigationType === 'POP' ? 'restore' : location.hash ? 'hash' : 'top';
    const ready = readyPage(site, location.pathname);
    if (ready) {
      scrollIntent.current = intent;
      setPage(ready);
      setShown(location);
      return;
    }
    const done = startProgress();
    stopProgress.current = done;
    loadPath(site, location.pathname).then(
      ({ page: next, redirectTo }) => {
        if (token !== latest.current) return; // a newer navigation won the race
        done();
        if (redirectTo) navigate(`${redirectTo}${location.search}${location.hash}`, { replace: true });
        scrollIntent.current = intent;
        setPage(next);
        setShown(location);
      },
      (error: unknown) => {
        if (token !== latest.current) return;
        done();
        console.warn(`Folio could not preload ${location.pathname}; loading it with a full page load instead.`, error);
        window.location.assign(`${createSiteUrl(site).join(location.pathname)}${location.search}${location.hash}`);
      },
    );
  }, [location, shown, site, navigate, navigationType]);

  const shownPage = useRef(page);
  shownPage.current = page;
  useEffect(() => {
    if (!onSiteUpdate) return;
    // Live updates in development; the scroll position stays. A save first sends the page's new
    // content, then the full update (new site data) once the site has loaded again.
    let updates = 0;
    let contents = 0;
    let applied = 0;
    // A page just saved: when it is the one shown, its content is swapped in at once, unless a
    // full update was shown meanwhile. Updates started before it are older: they are dropped.
    const onContent = (event: Event) => {
      const { modules } = (event as CustomEvent<SavedPages>).detail;
      const saved = modules.find((m) => m.path === contentPathOf(shownPage.current));
      if (!saved) return;
      const token = ++contents;
      const appliedBefore = applied;
      updates += 1;
      importSavedModule<{ default?: LoadedPage['Content'] }>(saved).then(
        ({ default: Content }) => {
          if (token !== contents || applied !== appliedBefore || !Content || contentPathOf(shownPage.current) !== saved.path) return;
          // Only the content renders again, into the elements it has: the page around it is unchanged.
          if (live?.swap(saved.path, Content)) reportSavedContentShown(saved.url);
        },
        (error: unknown) => console.error('Folio: the saved page could not be shown.', error),
      );
    };
    // New site data: the page being read loads against it, then both are shown in one render.
    const onUpdate = (event: Event) => {
      const nextSite = (event as CustomEvent<SiteData>).detail;
      const token = ++updates;
      loadPath(nextSite, shownPath.current).then(
        ({ page: next }) => {
          if (token !== updates) return;
          applied += 1;
          onSiteUpdate(nextSite);
          setPage(next);
        },
        (error: unknown) => console.error('Folio: the updated page could not be loaded.', error),
      );
    };
    window.addEventListener(DEV_CONTENT_EVENT, onContent);
    window.addEventListener(DEV_UPDATE_EVENT, onUpdate);
    return () => {
      window.removeEventListener(DEV_CONTENT_EVENT, onContent);
      window.removeEventListener(DEV_UPDATE_EVENT, onUpdate);
    };
  }, [onSiteUpdate]);

  useIsomorphicLayoutEffect(() => {
    const intent = scrollIntent.current;
    scrollIntent.current = 'none';
    if (intent === 'none') return;
    document.title = page.title;
    if (intent === 'restore') {
      const y = savedScroll(shown.key);
      if (y !== undefined) {
        scrollToY(y);
        return;
      }
    }
    if ((intent === 'hash' || intent === 'restore') && scrollToHash(shown.hash)) return;
    if (intent !== 'hash') scrollToY(0);
  }, [shown, page]);

  // The same element while the page is the same: a new address alone re-renders only what reads it.
  return useMemo(
    () => (
      <PageContext.Provider value={page}>
        <Shell page={page}>
          <page.Component page={page} />
        </Shell>
      </PageContext.Provider>
    ),
    [page, Shell],
  );
}
