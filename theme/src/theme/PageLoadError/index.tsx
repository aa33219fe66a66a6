import type { ReactNode } from 'react';

/** The failed state of a page's first load: the error in a red box with a Retry button. */
export function PageLoadError({ error, retry }: { error: unknown; retry(): void }) {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <div className="folio-load-error" role="alert">
      <p>
        <strong>This page could not be loaded.</strong>
      </p>
      <p className="folio-load-error__message">{message}</p>
      <button type="button" className="button button--danger" onClick={retry}>
        Retry
      </button>
    </div>
  );
}

/** Handed to the runtime, which calls it when the first page's code fails to load. */
export function renderLoadError(error: unknown, retry: () => void): ReactNode {
  return <PageLoadError error={error} retry={retry} />;
}

export default PageLoadError;
