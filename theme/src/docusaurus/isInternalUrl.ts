/** True when a URL names its scheme (`https:`, `mailto:`) or is protocol-relative (`//cdn.org/x`). Pure. */
export function hasProtocol(url: string): boolean {
  return /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(url);
}

/**
 * Docusaurus's `@docusaurus/isInternalUrl`: true for a link within the site (`/docs/intro`,
 * `intro`, `#top`), false for other sites, other schemes and an undefined URL. Pure.
 */
export default function isInternalUrl(url?: string): boolean {
  return typeof url !== 'undefined' && !hasProtocol(url);
}
