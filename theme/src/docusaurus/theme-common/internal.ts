/**
 * `@docusaurus/theme-common/internal`: the parts of Docusaurus's internal theme API that swizzled
 * components commonly import, over Folio's theme. Everything else is a build error naming it.
 */
import { useLocation, useSiteData } from '@folio/client';
import { useMemo, type ReactNode } from 'react';
import { useLockBodyScroll as useFolioLockBodyScroll } from '../../hooks/useViewport.ts';

// Docusaurus's internal module offers its public one too.
export * from './index.ts';

export { AnnouncementBarProvider, useAnnouncementBar, type AnnouncementBarState } from './announcementBar.tsx';
export { useCodeWordWrap } from './codeWordWrap.ts';
export { PluginHtmlClassNameProvider } from './htmlClassNames.tsx';
export { NavbarProvider, splitNavbarItems, useHideableNavbar, useNavbarMobileSidebar, useNavbarSecondaryMenu, type NavbarMobileSidebar } from './navbar.tsx';
export { keyboardFocusedClassName, ScrollControllerProvider, useBackToTopButton, useKeyboardNavigation, useLocationChange, useScrollController, useScrollPosition, type ScrollController } from './scroll.tsx';
export { useFilteredAndTreeifiedTOC, useTOCHighlight, useTreeifiedTOC, type TOCHighlightConfig, type TOCTreeNode } from './toc.ts';
export { BlogAuthorNoPostsLabel, BlogAuthorsListViewAllLabel, translateBlogAuthorsListPageTitle, useBlogAuthorPageTitle, useBlogTagsPostsPageTitle } from './blogTranslations.tsx';

/** Docusaurus's `ColorModeProvider`: Folio's colour mode needs no provider (every `useColorMode()` reads the document's), so it renders its children. */
export function ColorModeProvider({ children }: { children?: ReactNode }) {
  return children;
}

/**
 * Docusaurus's `useDateTimeFormat(options)`: an Intl formatter in the site's locale and calendar.
 * Folio formats in UTC unless `options.timeZone` says otherwise, so the server and the browser
 * write a date the same way.
 */
export function useDateTimeFormat(options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const { i18n } = useSiteData();
  const config = i18n.localeConfigs[i18n.currentLocale] as { htmlLang?: string; calendar?: string } | undefined;
  const key = JSON.stringify(options);
  return useMemo(() => new Intl.DateTimeFormat(i18n.currentLocale, { timeZone: 'UTC', ...(config?.calendar ? { calendar: config.calendar } : {}), ...options }), [i18n.currentLocale, config?.calendar, key]);
}

/** Docusaurus's `useLockBodyScroll(lock)`: the page behind cannot scroll while `lock`. */
export function useLockBodyScroll(lock = true): void {
  useFolioLockBodyScroll(lock);
}

/** Docusaurus's `useLocalPathname()`: the path without the base URL. */
export function useLocalPathname(): string {
  return useLocation().pathname;
}

/** Docusaurus's `isSamePath(a, b)`: equal paths, trailing slash and case aside. Pure. */
export function isSamePath(a: string | undefined, b: string | undefined): boolean {
  const clean = (p: string | undefined) => (!p || p.endsWith('/') ? p : `${p}/`)?.toLowerCase();
  return clean(a) === clean(b);
}

/** Docusaurus's default search tag, as search metadata carries it. */
export const DEFAULT_SEARCH_TAG = 'default';
