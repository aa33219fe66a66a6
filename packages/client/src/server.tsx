import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './App.tsx';
import type { PageShell } from './PageHost.tsx';
import type { LoadedPage, SiteData } from './types.ts';
import { createSiteUrl } from './site-url.ts';

/** Renders one page to an HTML string, the same tree the browser hydrates. */
export function renderPageToString(site: SiteData, page: LoadedPage, location: string, Shell: PageShell): string {
  const basename = createSiteUrl(site).prefix || undefined;
  const url = basename ? `${basename}${location}` : location;
  return renderToString(
    <StrictMode>
      <StaticRouter location={url} basename={basename}>
        <App site={site} initial={page} Shell={Shell} />
      </StaticRouter>
    </StrictMode>,
  );
}
