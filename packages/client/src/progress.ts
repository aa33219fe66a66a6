import NProgress from 'nprogress';

/** Delay before the progress bar shows: fast navigations never flash it. */
export const PROGRESS_DELAY_MS = 200;

NProgress.configure({ showSpinner: false, minimum: 0.08, trickleSpeed: 800 });

/** Starts a navigation: the bar appears only if it is still running after the delay. Returns `done`. */
export function startProgress(delay = PROGRESS_DELAY_MS): () => void {
  const timer = setTimeout(() => NProgress.start(), delay);
  return () => {
    clearTimeout(timer);
    NProgress.done();
  };
}
