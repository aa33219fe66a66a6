import { usePage } from '@folio/client';
import type { ReactElement } from 'react';
import type { SidebarItem } from '../../theme/DocSidebar/types.ts';
import renderRoutes, { matchRoute, type RouteConfig } from '../renderRoutes.tsx';
import { useDocsVersion } from './docsVersion.tsx';

/**
 * Docusaurus's `useDocRootMetadata({ route })`: for the page shown, the element of its route below
 * DocRoot and that route's sidebar (name and items); null when no route below DocRoot matches.
 */
export function useDocRootMetadata({ route }: { route: RouteConfig }): { docElement: ReactElement; sidebarName: string | undefined; sidebarItems: SidebarItem[] | null | undefined } | null {
  const versionMetadata = useDocsVersion();
  const routes = route.routes ?? [];
  const current = matchRoute(routes, usePage().path);
  if (!current) return null;
  const sidebarName = current.sidebar;
  const sidebarItems = sidebarName ? versionMetadata.docsSidebars[sidebarName] : null;
  return { docElement: renderRoutes(routes, { versionMetadata }), sidebarName, sidebarItems };
}
