import { DEV_CONTENT_PATH } from '../dev-content.ts';
import { errorText } from '../overlay.ts';
import { JS_TYPE, sendFresh, type DevHandler, type SiteRequest } from './types.ts';
import { createSiteUrl } from '@folio/client/site-url';

/** The module name in a request under `<base><prefix>`, without `.js`; undefined for other paths. */
function moduleName(request: SiteRequest, prefix: string): string | undefined {
  const folder = createSiteUrl(request.snapshot.config).join(prefix);
  return request.url.pathname.startsWith(folder) ? request.url.pathname.slice(folder.length).replace(/\.js$/, '') : undefined;
}

/**
 * A page's content module, bundled on first request (or the code pushed after a save, for
 * `?saved=N`). A module that fails to bundle shows in the overlay and the terminal, and answers
 * with a module that throws the message.
 */
export const contentHandler: DevHandler<SiteRequest> = {
  name: 'content modules',
  async handle(request, dev) {
    const name = moduleName(request, DEV_CONTENT_PATH);
    if (name === undefined) return false;
    const { response } = request;
    const saved = request.url.searchParams.get('saved');
    const early = saved === null ? undefined : dev.saved.take(name, saved);
    if (early !== undefined) return sendFresh(response, 200, JS_TYPE, early);
    const module = dev.session.contentModule(name);
    if (!module) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('No such content module.');
      return true;
    }
    // The page's HTML started its own content (session.prepare): a module asked for here is another page's, prefetched.
    const result = await dev.session.bundleContent(module, true);
    if ('error' in result) {
      const message = errorText(result.error);
      if (dev.overlay.setContentError(module, message)) dev.logger.error(message);
      dev.overlay.show();
      return sendFresh(response, 200, JS_TYPE, `throw new Error(${JSON.stringify(message)});\n`);
    }
    if (dev.overlay.setContentError(module, undefined)) dev.overlay.show();
    return sendFresh(response, 200, JS_TYPE, result.code);
  },
};
