/** What to do when each watched element first comes into view. */
const waiting = new WeakMap<Element, () => void>();
let observer: IntersectionObserver | undefined;

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const onVisible = waiting.get(entry.target);
      observer!.unobserve(entry.target);
      waiting.delete(entry.target);
      onVisible?.();
    }
  });
  return observer;
}

/**
 * Calls `onVisible` once, when `element` first comes into view. One observer watches every
 * element (a page has hundreds of links, and each of its own cost an observer to make and start
 * in the effects that run before the page is painted). Returns a function that stops watching.
 */
export function whenVisible(element: Element, onVisible: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  const shared = sharedObserver();
  waiting.set(element, onVisible);
  shared.observe(element);
  return () => {
    if (!waiting.delete(element)) return;
    shared.unobserve(element);
  };
}
