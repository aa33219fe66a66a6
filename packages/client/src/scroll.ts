/** Scroll positions by history entry key, so back and forward restore where the reader was. */
const STORAGE_KEY = 'folio.scroll';

/** The positions of this document's history entries; read from the session's storage once. */
let positions: Record<string, number> | undefined;
/** The window's vertical offset as the last scroll event (or our own scroll) left it; undefined when unknown. */
let knownScrollY: number | undefined;
let tracking = false;
let persistQueued = false;

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function loadedPositions(): Record<string, number> {
  positions ??= readPositions();
  return positions;
}

function persistPositions(): void {
  persistQueued = false;
  if (!positions) return;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage can be unavailable; scroll restoration is a nicety.
  }
}

/** Writes the positions to the session's storage when the browser is idle (and when the page is left). */
function queuePersist(): void {
  if (persistQueued) return;
  persistQueued = true;
  if (typeof requestIdleCallback === 'function') requestIdleCallback(persistPositions, { timeout: 1000 });
  else setTimeout(persistPositions, 200);
}

/**
 * Follows the window's scroll offset through its scroll events, so that leaving a page reads it
 * without a layout of the page being replaced, and keeps the saved positions across a reload.
 * Called once, when the app starts in the browser.
 */
export function trackScroll(): void {
  if (tracking) return;
  tracking = true;
  knownScrollY = window.scrollY;
  window.addEventListener('scroll', () => (knownScrollY = window.scrollY), { passive: true });
  window.addEventListener('pagehide', persistPositions);
}

/** Remembers the current scroll offset for a history entry. */
export function saveScroll(key: string): void {
  loadedPositions()[key] = knownScrollY ?? window.scrollY;
  queuePersist();
}

/** The saved offset of a history entry, if any. */
export function savedScroll(key: string): number | undefined {
  return loadedPositions()[key];
}

/** Scrolls the window to a vertical offset. */
export function scrollToY(y: number): void {
  window.scrollTo(0, y);
  // The top needs no layout to be known; another offset may be clamped: read it when next asked.
  knownScrollY = y === 0 ? 0 : undefined;
}

/** Scrolls to the element of a `#hash`, returning false when there is none. */
export function scrollToHash(hash: string): boolean {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) return false;
  const element = document.getElementById(id);
  if (!element) return false;
  element.scrollIntoView();
  // Where the element landed is known only after a layout: read it when next asked.
  knownScrollY = undefined;
  return true;
}
