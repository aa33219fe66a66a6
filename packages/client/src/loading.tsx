import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/** Delay before the page loader shows a spinner: a page that loads quickly never flashes one. */
export const LOADER_DELAY_MS = 200;

/** Id of the element holding the spinner shown over the server HTML while the first page's code loads. */
export const LOADING_OVERLAY_ID = '__folio-loading';

/** The runtime's spinner; the theme styles `.folio-spinner` and may hand in its own. */
export function DefaultLoading({ overlay }: { overlay: boolean }) {
  return (
    <div className={`folio-page-loading${overlay ? ' folio-page-loading--overlay' : ''}`} role="status">
      <span className="folio-spinner" aria-hidden="true" />
      <span className="folio-page-loading__text">Loading…</span>
    </div>
  );
}

/** Where the spinner goes: over the server HTML (first load), or in the root that showed the error (Retry). */
export type LoadingTarget = { kind: 'overlay' } | { kind: 'root'; root: Root };

/**
 * The page loader's loading state: nothing at first, the spinner after `delay`, removed by the
 * returned function. Over server HTML the spinner floats in its own element, so hydration never
 * sees it; after a failed load it replaces the error box in the same root.
 */
export function showLoadingAfterDelay(target: LoadingTarget, render: (overlay: boolean) => ReactNode, delay = LOADER_DELAY_MS): () => void {
  let overlayRoot: Root | undefined;
  let element: HTMLElement | undefined;
  if (target.kind === 'root') target.root.render(null);
  const timer = setTimeout(() => {
    if (target.kind === 'root') {
      target.root.render(render(false));
      return;
    }
    element = document.createElement('div');
    element.id = LOADING_OVERLAY_ID;
    document.body.appendChild(element);
    overlayRoot = createRoot(element);
    overlayRoot.render(render(true));
  }, delay);
  return () => {
    clearTimeout(timer);
    overlayRoot?.unmount();
    element?.remove();
  };
}
