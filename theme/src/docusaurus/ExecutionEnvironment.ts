/** True where a DOM exists: in the browser, not while prerendering. */
const canUseDOM = typeof window !== 'undefined' && 'document' in window && 'createElement' in window.document;

/**
 * Docusaurus's `@docusaurus/ExecutionEnvironment`: what the code runs in, known when the module
 * loads. All false while prerendering; for rendering, prefer `useIsBrowser` or `<BrowserOnly>`,
 * which keep the first browser render equal to the prerendered HTML.
 */
const ExecutionEnvironment = {
  canUseDOM,
  canUseEventListeners: canUseDOM && typeof window.addEventListener === 'function',
  canUseIntersectionObserver: canUseDOM && 'IntersectionObserver' in window,
  canUseViewport: canUseDOM && 'screen' in window,
};

export default ExecutionEnvironment;
