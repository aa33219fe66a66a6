import { useEffect, useState } from 'react';
import { SiteContext } from './context.ts';
import { NavigateProvider } from './navigate.tsx';
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
export function App({ site: initialSite, initial, Shell }: { site: SiteData; initial: LoadedPage; Shell: PageShell }) {
  const [site, setSite] = useState(initialSite);
  return (
    <SiteContext.Provider value={site}>
      {/* In development the page host applies live updates: new site data and the page together. */}
      <NavigateProvider>
        <PageHost initial={initial} Shell={Shell} {...(initialSite.dev ? { onSiteUpdate: setSite } : {})} />
      </NavigateProvider>
      <HydrationMarker />
    </SiteContext.Provider>
  );
}
