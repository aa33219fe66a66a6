/** Window event carrying new site data from the development server (detail: the SiteData). */
export const DEV_UPDATE_EVENT = 'folio:dev-update';
