import type { RequestListener } from 'node:http';
import { createSiteUrl } from '@folio/client/site-url';
import { safeDecodePath } from '../../routes/paths.ts';
import { eventsHandler, shownHandler, siteDataHandler } from './channel.ts';
import { mediaHandler, memoryFilesHandler, mermaidHandler, siteOutputsHandler, staticHandler } from './files.ts';
import { contentHandler } from './modules.ts';
import { notFoundHandler, routeHandler } from './pages.ts';
import type { DevContext, DevHandler, SiteRequest } from './types.ts';
import { markTimeline } from '../../timeline.ts';

/** Rows answered at once, before the site has loaded: the live-update channel. */
const CHANNEL: DevHandler[] = [eventsHandler, shownHandler];

/** Rows answered from the loaded site, in order; the last answers everything. */
function siteHandlers(dev: DevContext): DevHandler<SiteRequest>[] {
  return [siteDataHandler, contentHandler, mermaidHandler, mediaHandler(dev.session.mediaDir), memoryFilesHandler, routeHandler, staticHandler, siteOutputsHandler, notFoundHandler];
}

/**
 * The dev server's request listener: a table of handlers, each answering its kind of request or
 * passing it on. A request that needs the site waits for its first load; if that failed, it gets
 * the error.
 */
export function devRequestListener(dev: DevContext): RequestListener {
  const table = siteHandlers(dev);
  return async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const decoded = safeDecodePath(url.pathname);
    if (decoded === undefined) return void response.writeHead(400).end();
    markTimeline(`request ${url.pathname}${url.search}`);
    response.once('finish', () => markTimeline(`response ${url.pathname}${url.search}`));
    for (const handler of CHANNEL) if (await handler.handle({ request, response, url }, dev)) return;
    if (!dev.snapshot) await dev.loaded;
    const snapshot = dev.snapshot;
    if (!snapshot) return void response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(dev.overlay.loadError ?? 'The site is loading.');
    const siteRequest: SiteRequest = { request, response, url, snapshot, sitePath: createSiteUrl(snapshot.config).sitePath(decoded) };
    for (const handler of table) if (await handler.handle(siteRequest, dev)) return;
  };
}
