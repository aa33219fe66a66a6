import { useCallback, useEffect, useState } from 'react';
import { readStorage, STORAGE_KEYS, writeStorage } from '../utils/storage.ts';

/** The two colour modes. */
export type ColorMode = 'light' | 'dark';

function currentMode(): ColorMode {
  if (typeof document === 'undefined') return 'light';
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

function isColorMode(value: string | null): value is ColorMode {
  return value === 'light' || value === 'dark';
}

/**
 * The colour mode, applied to `<html data-theme>` and saved in localStorage (key `theme`); an inline
 * script applies the saved mode before first paint. Another tab's change arrives through the
 * `storage` event, so open tabs stay in sync. The system preference is followed only when
 * `respectPrefersColorScheme` is set and the reader made no choice, and never while printing
 * (browsers report a light scheme for print).
 */
export function useColorMode(defaultMode: ColorMode = 'light', respectPrefersColorScheme = false): { colorMode: ColorMode; setColorMode(mode: ColorMode): void } {
  // The first render must match the server HTML, which used the default mode.
  const [colorMode, setState] = useState<ColorMode>(defaultMode);
  useEffect(() => {
    setState(currentMode());
    const observer = new MutationObserver(() => setState(currentMode()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEYS.theme) return;
      document.documentElement.dataset.theme = isColorMode(event.newValue) ? event.newValue : defaultMode;
    };
    window.addEventListener('storage', onStorage);
    return () => {
      observer.disconnect();
      window.removeEventListener('storage', onStorage);
    };
  }, [defaultMode]);
  useEffect(() => {
    if (!respectPrefersColorScheme) return;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => {
      if (window.matchMedia('print').matches || isColorMode(readStorage(STORAGE_KEYS.theme))) return;
      document.documentElement.dataset.theme = query.matches ? 'dark' : 'light';
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [respectPrefersColorScheme]);
  const setColorMode = useCallback((mode: ColorMode) => {
    document.documentElement.dataset.theme = mode;
    writeStorage(STORAGE_KEYS.theme, mode);
  }, []);
  return { colorMode, setColorMode };
}
