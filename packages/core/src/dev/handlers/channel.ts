import { isSameOrigin, LIVE_RELOAD_PATH } from '../live-reload.ts';
import type { DevHandler, SiteRequest } from './types.ts';
import { sendFresh } from './types.ts';

/** Where a page reports that it shows the content pushed after a save (`?saved=N`). */
export const SHOWN_PATH = '/__folio/shown';
/** Path of the current site data, fetched by pages after a live update. */
export const SITE_PATH = '/__folio/site.json';

/** The live-update channel: the event stream open pages listen to. */
export const eventsHandler: DevHandler = {
  name: 'live-update events',
  handle({ request, response, url }, dev) {
    if (url.pathname !== LIVE_RELOAD_PATH) return false;
    dev.hub.connect(request, response);
    return true;
  },
};

/** A page reports it shows a pushed save; part of the live-update channel, so same origin only. */
export const shownHandler: DevHandler = {
  name: 'saved page shown',
  handle({ request, response, url }, dev) {
    if (url.pathname !== SHOWN_PATH) return false;
    if (isSameOrigin(request)) {
      dev.saved.shown(url.searchParams.get('saved') ?? '');
      response.writeHead(204).end();
    } else response.writeHead(403).end();
    return true;
  },
};

/** The current site data and stylesheets, for a page that missed an update. */
export const siteDataHandler: DevHandler<SiteRequest> = {
  name: 'site data',
  handle: ({ response, url, snapshot }) => url.pathname === SITE_PATH && sendFresh(response, 200, 'application/json; charset=utf-8', JSON.stringify({ site: snapshot.site, css: snapshot.entry.css })),
};
