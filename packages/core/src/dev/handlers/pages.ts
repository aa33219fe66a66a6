import { normalizeRoutePath } from '../../routes/paths.ts';
import { renderDevShell } from '../html-shell.ts';
import { sendFresh, type DevHandler, type SiteRequest } from './types.ts';

const HTML_TYPE = 'text/html; charset=utf-8';

/** A page of the site: the HTML shell the app renders it in, with the page's head; its modules start bundling at once. */
export const routeHandler: DevHandler<SiteRequest> = {
  name: 'pages',
  handle({ response, sitePath, snapshot }, dev) {
    const entry = snapshot.routes.get(normalizeRoutePath(sitePath));
    if (!entry) return false;
    sendFresh(response, 200, HTML_TYPE, renderDevShell({ config: snapshot.config, site: snapshot.site, path: sitePath, route: entry.route, head: entry.head, notFound: false, entry: snapshot.entry }));
    dev.session.prepare(entry.route);
    return true;
  },
};

/** Anything else: the site's not-found page, with status 404. */
export const notFoundHandler: DevHandler<SiteRequest> = {
  name: 'not found',
  handle({ response, sitePath, snapshot }) {
    return sendFresh(response, 404, HTML_TYPE, renderDevShell({ config: snapshot.config, site: snapshot.site, path: sitePath, route: snapshot.notFound, head: { title: 'Page Not Found' }, notFound: true, entry: snapshot.entry }));
  },
};
