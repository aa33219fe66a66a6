/** Id of the wrapper around the page content: the skip link's target without JavaScript. */
export const MAIN_CONTENT_ID = '__folio_skip_target';
