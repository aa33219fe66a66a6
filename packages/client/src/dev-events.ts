/** Window event carrying new site data from the development server (detail: the SiteData). */
export const DEV_UPDATE_EVENT = 'folio:dev-update';

/** Window event carrying pages just saved, bundled before the site reloads (detail: SavedPages). */
export const DEV_CONTENT_EVENT = 'folio:dev-content';

/** Content modules the development server bundled right after a save: where each is, and its fresh URL. */
export interface SavedPages {
  modules: Array<{ path: string; url: string }>;
}
