import { useEffect, useState } from 'react';
import { useThemeConfig } from '../../hooks/useThemeConfig.ts';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../utils/storage.ts';

/** Whether a bar with this id was dismissed; a new id resets the dismissal. Pure over storage values. */
export function isAnnouncementDismissed(id: string, storedId: string | null, storedDismiss: string | null): boolean {
  return storedId === id && storedDismiss === 'true';
}

/** A dismissible bar above the navbar; dismissal is remembered per bar id. */
export default function AnnouncementBar() {
  const { announcementBar } = useThemeConfig();
  // Shown in the server HTML; hidden after hydration if this reader dismissed this id.
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (!announcementBar) return;
    const storedId = readStorage(STORAGE_KEYS.announcementId);
    const dismissedBefore = isAnnouncementDismissed(announcementBar.id, storedId, readStorage(STORAGE_KEYS.announcementDismiss));
    if (storedId !== announcementBar.id) {
      writeStorage(STORAGE_KEYS.announcementId, announcementBar.id);
      writeStorage(STORAGE_KEYS.announcementDismiss, 'false');
    }
    setDismissed(dismissedBefore);
  }, [announcementBar]);
  if (!announcementBar || dismissed) return null;
  const close = () => {
    writeStorage(STORAGE_KEYS.announcementDismiss, 'true');
    setDismissed(true);
  };
  return (
    <div className="announcement-bar" role="banner" style={{ backgroundColor: announcementBar.backgroundColor, color: announcementBar.textColor }}>
      {/* The content is HTML from the site config, which the site author controls. */}
      <div className="announcement-bar__content" dangerouslySetInnerHTML={{ __html: announcementBar.content }} />
      {announcementBar.isCloseable && (
        <button type="button" className="announcement-bar__close" aria-label="Close announcement" onClick={close}>
          <svg viewBox="0 0 15 15" width="14" height="14" aria-hidden="true">
            <path stroke="currentColor" strokeWidth="2" d="M1 1l13 13M14 1L1 14" />
          </svg>
        </button>
      )}
    </div>
  );
}
