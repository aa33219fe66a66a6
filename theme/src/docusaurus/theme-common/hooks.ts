import { useLocation, useNavigate, useSiteData } from '@folio/client';
import type { PrismTheme } from 'prism-react-renderer';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useColorMode as useFolioColorMode, type ColorMode } from '../../hooks/useColorMode.ts';
import { useThemeConfig } from '../../hooks/useThemeConfig.ts';
import { DESKTOP_BREAKPOINT } from '../../hooks/useViewport.ts';
import { readStorage, writeStorage } from '../../utils/storage.ts';

export type { ColorMode } from '../../hooks/useColorMode.ts';

/** Docusaurus's `useColorMode()`: the mode shown and how to change it (saved, synced across tabs). */
export function useColorMode(): { colorMode: ColorMode; setColorMode(mode: ColorMode): void; isDarkTheme: boolean } {
  const { colorMode: config } = useThemeConfig();
  const { colorMode, setColorMode } = useFolioColorMode(config.defaultMode, config.respectPrefersColorScheme);
  return { colorMode, setColorMode, isDarkTheme: colorMode === 'dark' };
}

/**
 * Docusaurus's `useWindowSize()`: `'ssr'` on the server and while hydrating (so the first render
 * matches the HTML), then `'desktop'` or `'mobile'` by the theme's breakpoint.
 */
export function useWindowSize(): 'desktop' | 'mobile' | 'ssr' {
  const [size, setSize] = useState<'desktop' | 'mobile' | 'ssr'>('ssr');
  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${DESKTOP_BREAKPOINT + 1}px)`);
    const update = () => setSize(query.matches ? 'desktop' : 'mobile');
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return size;
}

/** Folio colours code tokens with CSS (`.token.keyword` …): a theme without colours of its own leaves them to it. */
const CSS_COLOURED: PrismTheme = { plain: {}, styles: [] };

/**
 * Docusaurus's `usePrismTheme()`: `themeConfig.prism.theme` (or `darkTheme` in dark mode). Without
 * one, Folio's code colours come from its stylesheet, so the theme returned is empty and the token
 * classes a swizzled code block sets (`token keyword`) are coloured by the CSS.
 */
export function usePrismTheme(): PrismTheme {
  const prism = (useThemeConfig() as { prism?: { theme?: PrismTheme; darkTheme?: PrismTheme } }).prism ?? {};
  const { colorMode } = useColorMode();
  const light = prism.theme ?? CSS_COLOURED;
  return colorMode === 'dark' ? (prism.darkTheme ?? light) : light;
}

/** Docusaurus's `usePluralForm()`: picks `one|other` forms of a `|`-separated message by count (site locale rules). */
export function usePluralForm(): { selectMessage(count: number, messages: string): string } {
  const locale = useSiteData().i18n.currentLocale;
  const selectMessage = useCallback(
    (count: number, messages: string) => {
      const forms = messages.split('|');
      if (forms.length === 1) return forms[0]!;
      const rules = new Intl.PluralRules(locale);
      const order = rules.resolvedOptions().pluralCategories;
      const index = order.indexOf(rules.select(count));
      return (forms[Math.min(Math.max(index, 0), forms.length - 1)] ?? forms[forms.length - 1]!).trim();
    },
    [locale],
  );
  return { selectMessage };
}

/** A storage slot, as Docusaurus's `createStorageSlot(key)` returns it. */
export interface StorageSlot {
  get(): string | null;
  set(value: string): void;
  del(): void;
}

/** Docusaurus's `createStorageSlot(key)`: localStorage access that never throws. */
export function createStorageSlot(key: string): StorageSlot {
  return { get: () => readStorage(key), set: (value) => writeStorage(key, value), del: () => writeStorage(key, null) };
}

/** Docusaurus's `useStorageSlot(key)`: the value (null on the server) and its slot. */
export function useStorageSlot(key: string | null): [string | null, StorageSlot] {
  const slot = createStorageSlot(key ?? '');
  const [value, setValue] = useState<string | null>(null);
  useEffect(() => setValue(key ? readStorage(key) : null), [key]);
  return [value, { get: slot.get, set: (v) => (slot.set(v), setValue(v)), del: () => (slot.del(), setValue(null)) }];
}

/** Docusaurus's `prefersReducedMotion()`. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** Docusaurus's `useEvent(callback)`: a stable function that always calls the latest callback. */
export function useEvent<T extends (...args: never[]) => unknown>(callback: T): T {
  const ref = useRef(callback);
  useBrowserLayoutEffect(() => {
    ref.current = callback;
  }, [callback]);
  return useCallback(((...args) => ref.current(...args)) as T, []);
}

/** Docusaurus's `usePrevious(value)`: the value of the render before. */
export function usePrevious<T>(value: T): T | undefined {
  const ref = useRef<T | undefined>(undefined);
  useBrowserLayoutEffect(() => {
    ref.current = value;
  });
  return ref.current;
}

/** Docusaurus's `useHistorySelector(selector)`: a value read from the router's history (its `location`). */
export function useHistorySelector<T>(selector: (history: { location: ReturnType<typeof useLocation> }) => T): T {
  return selector({ location: useLocation() });
}

/** Docusaurus's `useQueryString(key)`: a query parameter's value ('' when absent) and a setter that replaces the URL's. */
export function useQueryString(key: string): [string, (value: string | null) => void] {
  const { search, pathname, hash } = useLocation();
  const navigate = useNavigate();
  const value = new URLSearchParams(search).get(key) ?? '';
  const setValue = useCallback(
    (next: string | null) => {
      const params = new URLSearchParams(window.location.search);
      if (next === null) params.delete(key);
      else params.set(key, next);
      const query = params.toString();
      navigate(`${pathname}${query ? `?${query}` : ''}${hash}`, { replace: true });
    },
    [key, navigate, pathname, hash],
  );
  return [value, setValue];
}

/** Docusaurus's `listStorageKeys()`: the keys the browser's storage holds (none where it cannot be read). */
export function listStorageKeys(): string[] {
  try {
    return Object.keys(window.localStorage);
  } catch {
    return [];
  }
}
