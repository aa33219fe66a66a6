/** Scroll positions by history entry key, so back and forward restore where the reader was. */
const STORAGE_KEY = 'folio.scroll';

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/** Remembers the current scroll offset for a history entry. */
export function saveScroll(key: string): void {
  try {
    const positions = readPositions();
    positions[key] = window.scrollY;
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage can be unavailable; scroll restoration is a nicety.
  }
}

/** The saved offset of a history entry, if any. */
export function savedScroll(key: string): number | undefined {
  return readPositions()[key];
}

/** Scrolls to the element of a `#hash`, returning false when there is none. */
export function scrollToHash(hash: string): boolean {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) return false;
  const element = document.getElementById(id);
  if (!element) return false;
  element.scrollIntoView();
  return true;
}
