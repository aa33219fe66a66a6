/** What `useBrokenLinks()` returns: where a component reports the links and anchors it renders. */
export interface BrokenLinks {
  collectLink(link: string | undefined): void;
  collectAnchor(anchor: string | undefined): void;
}

const collector: BrokenLinks = { collectLink: () => undefined, collectAnchor: () => undefined };

/**
 * Docusaurus's `@docusaurus/useBrokenLinks`. Docusaurus checks the links components report
 * through it; Folio checks every `href` and `id` of the rendered HTML instead, so reports are
 * accepted and need nothing more.
 */
export default function useBrokenLinks(): BrokenLinks {
  return collector;
}
