/** Window event carrying new site data from the development server (detail: the SiteData). */
export const DEV_UPDATE_EVENT = 'folio:dev-update';

/** Window event carrying pages just saved, bundled before the site reloads (detail: SavedPages). */
export const DEV_CONTENT_EVENT = 'folio:dev-content';

/** Where a page tells the development server that it shows a saved page's new content. */
export const DEV_SHOWN_PATH = '/__folio/shown';

/**
 * Tells the development server, once the browser has painted, that the content pushed after a
 * save (`url`, with its `saved` number) is shown. The server waits for this before loading the
 * site again, which would otherwise take the CPU from this render.
 */
export function reportSavedContentShown(url: string): void {
  const saved = new URL(url, window.location.href).searchParams.get('saved');
  if (!saved) return;
  requestAnimationFrame(() => setTimeout(() => void fetch(`${DEV_SHOWN_PATH}?saved=${encodeURIComponent(saved)}`, { method: 'POST' }).catch(() => undefined)));
}

/** Content modules the development server bundled right after a save: where each is, and its fresh URL. */
export interface SavedPages {
  modules: Array<{ path: string; url: string }>;
}
