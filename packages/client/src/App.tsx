import { useEffect } from 'react';
import { SiteContext } from './context.ts';
import { PageHost, type PageShell } from './PageHost.tsx';
import type { LoadedPage, SiteData } from './types.ts';

/** Marks the document hydrated after the first client render (tests and CSS can wait on it). */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/** The whole application below the router: site data, the page host, the hydration mark. */
export function App({ site, initial, Shell }: { site: SiteData; initial: LoadedPage; Shell: PageShell }) {
  return (
    <SiteContext.Provider value={site}>
      <PageHost initial={initial} Shell={Shell} />
      <HydrationMarker />
    </SiteContext.Provider>
  );
}
