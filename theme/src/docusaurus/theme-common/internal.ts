/**
 * `@docusaurus/theme-common/internal`: the parts of Docusaurus's internal theme API that swizzled
 * components commonly import, over Folio's theme. Everything else is a build error naming it.
 */
import { useLocation, useSiteData } from '@folio/client';
import { useEffect, useMemo, useState } from 'react';
import { useLockBodyScroll as useFolioLockBodyScroll } from '../../hooks/useViewport.ts';
import { nestToc, type TocEntry, type TocNode } from '../../theme/TOC/nestToc.ts';
import { useWindowSize } from './hooks.ts';

// Docusaurus's internal module offers its public one too.
export * from './index.ts';

/** Docusaurus's `useDateTimeFormat(options)`: an Intl formatter in the site's locale. */
export function useDateTimeFormat(options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const { i18n } = useSiteData();
  const locale = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  return useMemo(() => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options }), [locale, JSON.stringify(options)]);
}

/** Docusaurus's `useLockBodyScroll(lock)`. */
export function useLockBodyScroll(lock = true): void {
  useFolioLockBodyScroll(lock);
}

/** Docusaurus's `useLocalPathname()`: the path without the base URL. */
export function useLocalPathname(): string {
  return useLocation().pathname;
}

/** Docusaurus's `isSamePath(a, b)`: equal paths, trailing slash and case aside. Pure. */
export function isSamePath(a: string | undefined, b: string | undefined): boolean {
  const clean = (p: string | undefined) => (p?.endsWith('/') ? p : `${p}/`).toLowerCase();
  return clean(a) === clean(b);
}

/** Docusaurus's `splitNavbarItems(items)`: left items, right items. Pure. */
export function splitNavbarItems<T extends { position?: 'left' | 'right' }>(items: readonly T[]): [T[], T[]] {
  return [items.filter((i) => (i.position ?? 'right') === 'left'), items.filter((i) => (i.position ?? 'right') === 'right')];
}

/** Docusaurus's `useNavbarMobileSidebar()`: Folio's navbar owns its drawer, so swizzled parts see it closed and may not toggle it. */
export function useNavbarMobileSidebar(): { disabled: boolean; shouldRender: boolean; shown: boolean; toggle(): void } {
  const mobile = useWindowSize() === 'mobile';
  return { disabled: !mobile, shouldRender: mobile, shown: false, toggle: () => undefined };
}

/** Docusaurus's `useHideableNavbar(hideOnScroll)`: Folio's navbar stays shown. */
export function useHideableNavbar(_hideOnScroll: boolean): { navbarRef(element: HTMLElement | null): void; isNavbarVisible: boolean } {
  return { navbarRef: () => undefined, isNavbarVisible: true };
}

/** Docusaurus's `useFilteredAndTreeifiedTOC({ toc, minHeadingLevel, maxHeadingLevel })`. */
export function useFilteredAndTreeifiedTOC({ toc, minHeadingLevel, maxHeadingLevel }: { toc: readonly TocEntry[]; minHeadingLevel: number; maxHeadingLevel: number }): TocNode[] {
  return useMemo(() => nestToc(toc.filter((t) => t.level >= minHeadingLevel && t.level <= maxHeadingLevel)), [toc, minHeadingLevel, maxHeadingLevel]);
}

/** Docusaurus's `useTreeifiedTOC(toc)`. */
export function useTreeifiedTOC(toc: readonly TocEntry[]): TocNode[] {
  return useMemo(() => nestToc([...toc]), [toc]);
}

/** Docusaurus's `useTOCHighlight(config)`: Folio's TOC highlights itself; a swizzled TOC gets no highlighting. */
export function useTOCHighlight(_config: unknown): void {}

/** Docusaurus's `useScrollPosition(effect)`: calls `effect({ scrollX, scrollY }, last)` on scroll. */
export function useScrollPosition(effect: (position: { scrollX: number; scrollY: number }, last: { scrollX: number; scrollY: number } | null) => void, deps: unknown[] = []): void {
  useEffect(() => {
    let last: { scrollX: number; scrollY: number } | null = null;
    const onScroll = () => {
      const position = { scrollX: window.scrollX, scrollY: window.scrollY };
      effect(position, last);
      last = position;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}

/** Docusaurus's `useBackToTopButton({ threshold })`: whether to show the button, and a click handler. */
export function useBackToTopButton({ threshold }: { threshold: number }): { shown: boolean; scrollToTop(): void } {
  const [shown, setShown] = useState(false);
  useScrollPosition(({ scrollY }) => setShown(scrollY > threshold), [threshold]);
  return { shown, scrollToTop: () => window.scrollTo({ top: 0, behavior: 'smooth' }) };
}

/** Docusaurus's `useCodeWordWrap()`: Folio's code blocks scroll; this reports no wrapping. */
export function useCodeWordWrap(): { codeBlockRef: { current: HTMLPreElement | null }; isEnabled: boolean; isCodeScrollable: boolean; toggle(): void } {
  return { codeBlockRef: { current: null }, isEnabled: false, isCodeScrollable: false, toggle: () => undefined };
}

/** Docusaurus's `useKeyboardNavigation()`: Folio styles focus for every input. */
export function useKeyboardNavigation(): void {}

/** Docusaurus's `useAnnouncementBar()`: whether the bar is shown (Folio's bar keeps its own state) and a close that hides it. */
export function useAnnouncementBar(): { isActive: boolean; close(): void } {
  const { themeConfig } = useSiteData();
  return { isActive: Boolean((themeConfig as { announcementBar?: unknown }).announcementBar), close: () => undefined };
}
