import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../../logger.ts';
import type { LiveReloadHub } from '../live-reload.ts';
import type { ErrorOverlay } from '../overlay.ts';
import type { SavedPages } from '../saved-pages.ts';
import type { DevSession, DevSnapshot } from '../session.ts';
import type { SiteOutputs } from '../site-outputs.ts';

/** What every handler of the dev server works with: the session and the parts of the server around it. */
export interface DevContext {
  siteDir: string;
  logger: Logger;
  session: DevSession;
  hub: LiveReloadHub;
  overlay: ErrorOverlay;
  saved: SavedPages;
  outputs: SiteOutputs;
  /** The site as served now; undefined until it has loaded (or while its first load failed). */
  readonly snapshot: DevSnapshot | undefined;
  /** Resolves when the first load is done, successful or not. */
  loaded: Promise<void>;
}

/** One request, as every handler gets it. */
export interface DevRequest {
  request: IncomingMessage;
  response: ServerResponse;
  url: URL;
}

/** A request once the site has loaded: the snapshot it is answered from and the path without the base URL (decoded). */
export interface SiteRequest extends DevRequest {
  snapshot: DevSnapshot;
  sitePath: string;
}

/** One row of the dev server's table: answers a request (true) or leaves it to the next row (false). */
export interface DevHandler<Request extends DevRequest = DevRequest> {
  /** What it answers, for reading the table. */
  name: string;
  handle(request: Request, dev: DevContext): boolean | Promise<boolean>;
}

/** Answers with a body that browsers must not keep: the dev server's files change with every save. */
export function sendFresh(response: DevRequest['response'], status: number, type: string, body: string | Uint8Array): true {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  response.end(body);
  return true;
}

/** The content type of JavaScript modules. */
export const JS_TYPE = 'text/javascript; charset=utf-8';
