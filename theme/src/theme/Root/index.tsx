import type { LoadedPage } from '@folio/client';
import type { ReactNode } from 'react';
import ErrorBoundary from '@theme/ErrorBoundary';
import PageCrash from '@theme/ErrorBoundary/PageCrash';

/**
 * Wraps every page: an error boundary that clears when the reader goes to another page. It is not
 * keyed by the path, so what pages share (the docs sidebar and the categories the reader opened,
 * the navbar) stays mounted from page to page.
 */
export default function Root({ page, children }: { page: LoadedPage; children: ReactNode }) {
  return (
    <ErrorBoundary resetKey={page.path} fallback={(props) => <PageCrash {...props} />}>
      {children}
    </ErrorBoundary>
  );
}
