import { useCallback, useEffect, useState } from 'react';
import { readStorage, STORAGE_KEYS, writeStorage } from '../utils/storage.ts';

/** The two colour modes. */
export type ColorMode = 'light' | 'dark';

function currentMode(): ColorMode {
  if (typeof document === 'undefined') return 'light';
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

/**
 * The colour mode, applied to `<html data-theme>` and saved in localStorage. Another tab's change
 * arrives through the `storage` event, so open tabs stay in sync.
 */
export function useColorMode(defaultMode: ColorMode = 'light'): { colorMode: ColorMode; setColorMode(mode: ColorMode): void } {
  // The first render must match the server HTML, which used the default mode.
  const [colorMode, setState] = useState<ColorMode>(defaultMode);
  useEffect(() => {
    setState(currentMode());
    const observer = new MutationObserver(() => setState(currentMode()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEYS.theme) return;
      const mode = event.newValue === 'dark' || event.newValue === 'light' ? event.newValue : defaultMode;
      document.documentElement.dataset.theme = mode;
    };
    window.addEventListener('storage', onStorage);
    return () => {
      observer.disconnect();
      window.removeEventListener('storage', onStorage);
    };
  }, [defaultMode]);
  const setColorMode = useCallback((mode: ColorMode) => {
    document.documentElement.dataset.theme = mode;
    writeStorage(STORAGE_KEYS.theme, mode);
  }, []);
  return { colorMode, setColorMode };
}
