import { useEffect, useState } from 'react';
import { SiteContext } from './context.ts';
import { PageHost, type PageShell } from './PageHost.tsx';
import type { LoadedPage, SiteData } from './types.ts';

/** Window event carrying new site data from the development server. */
export const DEV_UPDATE_EVENT = 'folio:dev-update';

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
  const [revision, setRevision] = useState(0);
  useEffect(() => {
    if (!initialSite.dev) return;
    // The development server sends fresh site data after an edit; the page reloads in place.
    const onUpdate = (event: Event) => {
      setSite((event as CustomEvent<SiteData>).detail);
      setRevision((r) => r + 1);
    };
    window.addEventListener(DEV_UPDATE_EVENT, onUpdate);
    return () => window.removeEventListener(DEV_UPDATE_EVENT, onUpdate);
  }, [initialSite.dev]);
  return (
    <SiteContext.Provider value={site}>
      <PageHost initial={initial} Shell={Shell} revision={revision} />
      <HydrationMarker />
    </SiteContext.Provider>
  );
}
