import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { isAnnouncementDismissed } from '../../theme/AnnouncementBar/dismissal.ts';
import { useThemeConfig } from '../../hooks/useThemeConfig.ts';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../utils/storage.ts';
import { ReactContextError } from './reactContextError.ts';

/** What `useAnnouncementBar()` returns. */
export interface AnnouncementBarState {
  /** The site has a bar and this reader has not closed it. */
  isActive: boolean;
  /** Closes the bar and remembers it for this bar's id. */
  close(): void;
}

const AnnouncementBarContext = createContext<AnnouncementBarState | null>(null);

/**
 * Docusaurus's `AnnouncementBarProvider` (Layout/Provider includes it): the bar shows in the server
 * HTML (the inline script hides a dismissed one before paint), and after hydration reflects the
 * reader's choice, stored per bar id; a new id shows the bar again.
 */
export function AnnouncementBarProvider({ children }: { children: ReactNode }) {
  const { announcementBar } = useThemeConfig();
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    if (!announcementBar) return;
    const storedId = readStorage(STORAGE_KEYS.announcementId);
    const dismissed = isAnnouncementDismissed(announcementBar.id, storedId, readStorage(STORAGE_KEYS.announcementDismiss));
    if (storedId !== announcementBar.id) {
      writeStorage(STORAGE_KEYS.announcementId, announcementBar.id);
      writeStorage(STORAGE_KEYS.announcementDismiss, 'false');
    }
    setClosed(dismissed);
  }, [announcementBar]);
  const close = useCallback(() => {
    writeStorage(STORAGE_KEYS.announcementDismiss, 'true');
    setClosed(true);
  }, []);
  const value = useMemo(() => ({ isActive: Boolean(announcementBar) && !closed, close }), [announcementBar, closed, close]);
  return <AnnouncementBarContext.Provider value={value}>{children}</AnnouncementBarContext.Provider>;
}

/** Docusaurus's `useAnnouncementBar()`: whether the bar shows, and `close()`, shared with Folio's AnnouncementBar. */
export function useAnnouncementBar(): AnnouncementBarState {
  const value = useContext(AnnouncementBarContext);
  if (!value) throw new ReactContextError('AnnouncementBarProvider');
  return value;
}
