import type { LoadedPage } from '@folio/client';
import type { BlogPluginIdProp } from '@folio/plugin-content-blog/props';
import { useMemo, type ReactNode } from 'react';
import { RouteContextProvider } from '../docusaurus/routeContext.tsx';

/** The id of the blog plugin instance that made a page (its props say; a page without it is the `default` one's). Pure. */
export function blogPluginIdOf(page: LoadedPage): string {
  return (page.props as Partial<BlogPluginIdProp>).pluginId ?? 'default';
}

/**
 * Says which blog plugin instance made the page it wraps, as Docusaurus's route context does: for
 * `useRouteContext()` and the `plugin-blog plugin-id-<id>` classes on `<html>`.
 */
export function BlogRoute({ page, children }: { page: LoadedPage; children: ReactNode }) {
  const id = blogPluginIdOf(page);
  const context = useMemo(() => ({ plugin: { name: 'docusaurus-plugin-content-blog', id } }), [id]);
  return <RouteContextProvider value={context}>{children}</RouteContextProvider>;
}
