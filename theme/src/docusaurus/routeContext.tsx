import { usePage } from '@folio/client';
import { createContext, useContext, type ReactNode } from 'react';

/** What `useRouteContext()` returns: the plugin (by Docusaurus's package name) and instance that made the page. */
export interface RouteContext {
  plugin: { name: string; id: string };
  data?: Record<string, unknown>;
}

const Context = createContext<RouteContext | null>(null);

/** Folio's page adapters say which plugin made the page (the docs and blog pages do). */
export function RouteContextProvider({ value, children }: { value: RouteContext; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/**
 * The page's route context: what a page adapter provided; otherwise the not-found page is
 * Docusaurus's `native` one and every other page a page of the pages plugin (site pages and
 * Markdown pages, the only routes Folio draws without an adapter).
 */
export function useFolioRouteContext(): RouteContext {
  const provided = useContext(Context);
  const { notFound } = usePage();
  if (provided) return provided;
  return { plugin: { name: notFound ? 'native' : 'docusaurus-plugin-content-pages', id: 'default' } };
}
