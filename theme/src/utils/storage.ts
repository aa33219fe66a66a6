/** Storage keys the theme uses, as the spec names them. */
export const STORAGE_KEYS = {
  theme: 'theme',
  announcementDismiss: 'docusaurus.announcement.dismiss',
  announcementId: 'docusaurus.announcement.id',
  preferredVersionPrefix: 'docs-preferred-version-',
} as const;

let warned = false;

function warnOnce(error: unknown): void {
  if (warned) return;
  warned = true;
  console.warn(
    'Folio could not use the browser storage (localStorage). This happens inside some iframes, in private or incognito windows, and with strict privacy settings. The site works, but choices such as the colour mode will not be remembered.',
    error,
  );
}

/** Reads a key; null when absent or when storage is unavailable (warns once). */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch (error) {
    warnOnce(error);
    return null;
  }
}

/** Writes a key (or removes it with null); does nothing when storage is unavailable (warns once). */
export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch (error) {
    warnOnce(error);
  }
}
