import { StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App.tsx';
import { loadPage, loadPath, stripHtmlSuffix } from './loader.ts';
import { DefaultLoading, showLoadingAfterDelay } from './loading.tsx';
import type { PageShell } from './PageHost.tsx';
import type { BootData, LoadedPage } from './types.ts';
import { createSiteUrl } from './site-url.ts';

/** Id of the JSON script element holding the boot data. */
export const BOOT_DATA_ID = '__FOLIO_DATA__';
/** Id of the element the app renders into. */
export const ROOT_ID = '__folio';

/** Reads the boot data the server inlined into the HTML. */
export function readBootData(): BootData {
  const element = document.getElementById(BOOT_DATA_ID);
  if (!element?.textContent) throw new Error('Folio boot data is missing from this page.');
  return JSON.parse(element.textContent) as BootData;
}

/** The theme pieces the runtime needs; handed in by the generated entry so the client never imports the theme. */
export interface BootOptions {
  Shell: PageShell;
  /** Shown when the first page's code fails to load; `retry` tries again. */
  renderLoadError(error: unknown, retry: () => void): ReactNode;
  /** Shown while the first page's code loads, once `LOADER_DELAY_MS` have passed; over the server HTML when `overlay`. */
  renderLoading?(overlay: boolean): ReactNode;
}

/** Window property set as soon as the entry bundle runs; the base-URL banner checks it. */
export const BOOTED_FLAG = '__FOLIO_BOOTED__';

async function loadInitialPage(boot: BootData): Promise<{ page: LoadedPage; hydrate: boolean }> {
  const siteUrl = createSiteUrl(boot.site);
  const path = siteUrl.sitePath(window.location.pathname);
  if (boot.notFound && stripHtmlSuffix(path) !== undefined) {
    // A static host served 404.html for `x.html`: try `x` before settling on not-found.
    const { page, redirectTo } = await loadPath(boot.site, path);
    if (redirectTo) window.history.replaceState(window.history.state, '', `${siteUrl.join(redirectTo)}${window.location.search}${window.location.hash}`);
    return { page, hydrate: false };
  }
  if (!boot.notFound && path !== boot.path && stripHtmlSuffix(path) === boot.path) {
    // The host served `x/index.html` itself: show the page's own URL, `x`.
    window.history.replaceState(window.history.state, '', `${siteUrl.join(boot.path)}${window.location.search}${window.location.hash}`);
  }
  // 404.html was rendered for no particular path, and the chrome depends on the path (active links,
  // the docs version dropdown): render it afresh rather than hydrate into a certain mismatch.
  return { page: await loadPage(boot.route, boot.notFound ? path : boot.path, boot.notFound), hydrate: !boot.notFound };
}

/** Starts the app: loads the first page's chunks, then hydrates the server HTML. */
export async function boot(options: BootOptions): Promise<void> {
  (window as unknown as Record<string, unknown>)[BOOTED_FLAG] = true;
  const data = readBootData();
  const container = document.getElementById(ROOT_ID)!;
  if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  const basename = createSiteUrl(data.site).prefix || undefined;
  let errorRoot: ReturnType<typeof createRoot> | undefined;
  const renderLoading = options.renderLoading ?? ((overlay: boolean) => <DefaultLoading overlay={overlay} />);
  const start = async (): Promise<void> => {
    // Nothing at first, a spinner only if the page's code is slow (over the server HTML, or where the error was).
    const stopLoading = showLoadingAfterDelay(errorRoot ? { kind: 'root', root: errorRoot } : { kind: 'overlay' }, renderLoading);
    try {
      const { page, hydrate } = await loadInitialPage(data);
      stopLoading();
      const app = (
        <StrictMode>
          {/* Not in a transition: a page a hover made ready is shown in the click's own task (see PageHost). */}
          <BrowserRouter basename={basename} useTransitions={false}>
            <App site={data.site} initial={page} Shell={options.Shell} />
          </BrowserRouter>
        </StrictMode>
      );
      errorRoot?.unmount();
      if (data.site.dev) void import('./dev.ts').then((dev) => dev.connectDevServer());
      if (hydrate && !errorRoot && container.hasChildNodes()) {
        hydrateRoot(container, app, {
          onRecoverableError: (error) => console.error('Folio: recoverable hydration error', error),
        });
      } else {
        createRoot(container).render(app);
      }
    } catch (error) {
      stopLoading();
      console.error('Folio: the page could not be loaded.', error);
      errorRoot ??= createRoot(container);
      errorRoot.render(options.renderLoadError(error, () => void start()));
    }
  };
  await start();
}
