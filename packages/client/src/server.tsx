import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './App.tsx';
import { createHtmlClassSink, HtmlClassSinkContext } from './html-class-names.ts';
import type { PageShell } from './PageHost.tsx';
import type { LoadedPage, SiteData } from './types.ts';
import { createSiteUrl } from './site-url.ts';

/** A page rendered on the server: its body, and the classes its components put on `<html>`. */
export interface RenderedPage {
  body: string;
  htmlClassName: string;
}

/** Renders one page, the same tree the browser hydrates, and the `<html>` classes it asks for. */
export function renderPage(site: SiteData, page: LoadedPage, location: string, Shell: PageShell): RenderedPage {
  const basename = createSiteUrl(site).prefix || undefined;
  const url = basename ? `${basename}${location}` : location;
  const sink = createHtmlClassSink();
  const body = renderToString(
    <StrictMode>
      <HtmlClassSinkContext.Provider value={sink}>
        <StaticRouter location={url} basename={basename}>
          <App site={site} initial={page} Shell={Shell} />
        </StaticRouter>
      </HtmlClassSinkContext.Provider>
    </StrictMode>,
  );
  return { body, htmlClassName: sink.className() };
}

/** Renders one page to an HTML string (its body only; see renderPage for the `<html>` classes). */
export function renderPageToString(site: SiteData, page: LoadedPage, location: string, Shell: PageShell): string {
  return renderPage(site, page, location, Shell).body;
}
