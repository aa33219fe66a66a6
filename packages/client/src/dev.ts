import { DEV_CONTENT_EVENT, DEV_UPDATE_EVENT } from './dev-events.ts';

/** Paths of the development server's channels. */
export const DEV_EVENTS_PATH = '/__folio/events';
export const DEV_SITE_PATH = '/__folio/site.json';

function showOverlay(message: string | undefined): void {
  let overlay = document.getElementById('__folio-overlay');
  if (!message) {
    overlay?.remove();
    return;
  }
  if (!overlay) {
    overlay = document.createElement('div');
    overlay.id = '__folio-overlay';
    overlay.setAttribute('role', 'alert');
    overlay.style.cssText = 'position:fixed;inset:0;z-index:99999;background:rgba(20,20,20,.94);color:#ffd7d7;padding:2rem;overflow:auto;font:14px/1.5 ui-monospace,monospace;white-space:pre-wrap';
    document.body.appendChild(overlay);
  }
  // Text only: error messages quote the writer's content.
  overlay.textContent = message;
}

function swapStylesheets(hrefs: string[]): void {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][href*="/assets/"]')];
  hrefs.forEach((href, index) => {
    const link = links[index];
    if (link && link.getAttribute('href') !== href) link.href = href;
  });
}

/**
 * Listens to the development server: content edits refresh the page in place (no reload, scroll
 * kept), style edits swap the stylesheet, config and code edits reload, errors show an overlay.
 */
export function connectDevServer(): void {
  const source = new EventSource(DEV_EVENTS_PATH);
  let latest = 0;
  source.addEventListener('update', async (event) => {
    // Updates can arrive close together; only the newest answer may be applied.
    const request = ++latest;
    const sent = JSON.parse((event as MessageEvent<string>).data) as { site?: unknown; css?: string[] };
    const { site, css } = sent.site && sent.css ? (sent as { site: unknown; css: string[] }) : ((await (await fetch(DEV_SITE_PATH, { cache: 'no-store' })).json()) as { site: unknown; css: string[] });
    if (request !== latest) return;
    swapStylesheets(css);
    window.dispatchEvent(new CustomEvent(DEV_UPDATE_EVENT, { detail: site }));
  });
  source.addEventListener('content', (event) => {
    // A page just saved: the open page swaps its content at once; the full update follows.
    window.dispatchEvent(new CustomEvent(DEV_CONTENT_EVENT, { detail: JSON.parse((event as MessageEvent<string>).data) }));
  });
  source.addEventListener('reload', () => window.location.reload());
  source.addEventListener('error-overlay', (event) => showOverlay((JSON.parse((event as MessageEvent<string>).data) as { message?: string }).message));
}
