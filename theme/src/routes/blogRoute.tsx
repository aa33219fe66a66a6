import type { ReactNode } from 'react';
import { RouteContextProvider, type RouteContext } from '../docusaurus/routeContext.tsx';

/**
 * Folio's client does not know a blog page's plugin instance, so every blog page says it is the
 * `default` instance (what a site with one blog has in Docusaurus).
 */
const BLOG_ROUTE: RouteContext = { plugin: { name: 'docusaurus-plugin-content-blog', id: 'default' } };

/** Says the blog plugin made the page it wraps (for the `plugin-blog plugin-id-default` classes and `useRouteContext()`). */
export function BlogRoute({ children }: { children: ReactNode }) {
  return <RouteContextProvider value={BLOG_ROUTE}>{children}</RouteContextProvider>;
}
