import type { LoadedPage } from '@folio/client';
import type { ReactNode } from 'react';
import ErrorBoundary from '@theme/ErrorBoundary';
import PageCrash from '../ErrorBoundary/PageCrash.tsx';

/** Wraps every page: an error boundary that resets when the reader goes to another page. */
export default function Root({ page, children }: { page: LoadedPage; children: ReactNode }) {
  return (
    <ErrorBoundary key={page.path} fallback={(props) => <PageCrash {...props} />}>
      {children}
    </ErrorBoundary>
  );
}
