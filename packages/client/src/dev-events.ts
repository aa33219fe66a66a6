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
  /** `code`: the module itself, so that the page need not fetch it. */
  modules: SavedModule[];
}

/** One content module pushed after a save. */
export interface SavedModule {
  path: string;
  url: string;
  code?: string | undefined;
}

/**
 * Runs a content module pushed after a save: from the code the event carried (a fetch might wait
 * for a connection held by a page still compiling), or, when there is none or it cannot run on its
 * own (it imports by a path), from its URL.
 */
export async function importSavedModule<T>(saved: SavedModule): Promise<T> {
  if (saved.code !== undefined) {
    const blobUrl = URL.createObjectURL(new Blob([saved.code], { type: 'text/javascript' }));
    try {
      return (await import(/* @vite-ignore */ blobUrl)) as T;
    } catch {
      // Its code names other modules by path, which a blob: module cannot resolve.
    } finally {
      URL.revokeObjectURL(blobUrl);
    }
  }
  return (await import(/* @vite-ignore */ saved.url)) as T;
}
