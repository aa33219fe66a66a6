import type { IncomingMessage, ServerResponse } from 'node:http';

/** Path of the server-sent events channel that tells open pages to reload. */
export const LIVE_RELOAD_PATH = '/__folio/events';

/** True when a request comes from a page of this server (same origin), as the channel requires. */
export function isSameOrigin(request: IncomingMessage): boolean {
  const origin = request.headers.origin;
  if (!origin) return true; // EventSource from the same origin may omit it; cross-origin requests always send it
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/** One event on the channel. */
export type LiveEvent = { event: 'reload' | 'update' | 'content' | 'error-overlay'; data: unknown };

/** Keeps the open event streams and broadcasts to them; `greeting` gives what a new page must hear at once (a current error). */
export function createLiveReloadHub(options: { greeting?: () => LiveEvent | undefined } = {}) {
  const clients = new Set<ServerResponse>();
  let markConnected!: () => void;
  const connected = new Promise<void>((resolve) => (markConnected = resolve));
  return {
    /** Resolves when a page first connects (pages connect once their first load is done and they render). */
    connected,
    /** Accepts a page's connection (same origin only). */
    connect(request: IncomingMessage, response: ServerResponse): void {
      if (!isSameOrigin(request)) {
        response.writeHead(403).end('Cross-origin connections are refused.');
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
      response.write(': connected\n\n');
      const greeting = options.greeting?.();
      if (greeting) response.write(`event: ${greeting.event}\ndata: ${JSON.stringify(greeting.data)}\n\n`);
      clients.add(response);
      markConnected();
      request.on('close', () => clients.delete(response));
    },
    /** True while a page is connected. */
    hasClients(): boolean {
      return clients.size > 0;
    },
    /** Sends one event to every open page. */
    send(event: 'reload' | 'update' | 'content' | 'error-overlay', data: unknown = {}): void {
      for (const client of clients) client.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    close(): void {
      for (const client of clients) client.end();
      clients.clear();
    },
  };
}

/** The live-reload channel of one dev server (see createLiveReloadHub). */
export type LiveReloadHub = ReturnType<typeof createLiveReloadHub>;
