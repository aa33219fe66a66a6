import { useEffect, type ReactNode } from 'react';
import { applyHeadTags, collectHeadTags } from './headTags.ts';

/**
 * Docusaurus's `@docusaurus/Head`: `<Head><title>…</title><meta name="x" content="y" /></Head>`
 * sets the document title, meta and link tags (and html/body attributes) while the page is shown,
 * replacing a meta of the same name or property and the canonical link, and undoes it when the
 * page goes away.
 *
 * Server side this is best effort: it renders nothing into the prerendered HTML, so the tags take
 * effect once the page has hydrated (browsers and JavaScript-running crawlers see them). For what
 * must be in the static HTML, use front matter: `title`, `description`, `image`, `keywords`.
 */
export default function Head({ children }: { children?: ReactNode }) {
  const key = JSON.stringify(collectHeadTags(children));
  // Keyed by the tags' text, so a re-render with equal children does not touch the document.
  useEffect(() => applyHeadTags(JSON.parse(key) as ReturnType<typeof collectHeadTags>), [key]);
  return null;
}
