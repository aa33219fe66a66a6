import { usePage } from '@folio/client';
import type { ComponentType, ReactElement } from 'react';
import { matchPath } from './matchPath.ts';

/**
 * A route of a Docusaurus-style route tree. Folio's pages are flat, so its page adapters build the
 * part of the tree above each page (DocsRoot › DocVersionRoot › DocRoot › DocItem): `props` are the
 * props the route's component gets (what Docusaurus loads from the route's modules).
 */
export interface RouteConfig {
  path: string;
  exact?: boolean | undefined;
  strict?: boolean | undefined;
  component: ComponentType<any>;
  routes?: RouteConfig[] | undefined;
  /** The sidebar of a doc's route. */
  sidebar?: string | undefined;
  /** Folio: the props of the route's component. */
  props?: Record<string, unknown> | undefined;
}

/** The first of `routes` matching `path`. Pure. */
export function matchRoute(routes: readonly RouteConfig[], path: string): RouteConfig | undefined {
  return routes.find((route) => matchPath(path, { path: route.path, exact: route.exact, strict: route.strict }) !== null);
}

function RouteSwitch({ routes, extraProps }: { routes: readonly RouteConfig[]; extraProps: Record<string, unknown> }) {
  // The page shown, not the router's location: while the next page loads, the old one stays.
  const route = matchRoute(routes, usePage().path);
  if (!route) return null;
  const Component = route.component;
  return <Component {...extraProps} {...route.props} route={route} />;
}

/**
 * `@docusaurus/renderRoutes`: renders the first route of `routes` whose path matches the page
 * shown, giving its component `extraProps`, the route's props and `route`.
 */
export default function renderRoutes(routes: readonly RouteConfig[], extraProps: Record<string, unknown> = {}): ReactElement {
  return <RouteSwitch routes={routes} extraProps={extraProps} />;
}
