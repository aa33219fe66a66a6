import { useFolioRouteContext, type RouteContext } from './routeContext.tsx';

export type { RouteContext } from './routeContext.tsx';

/** `@docusaurus/useRouteContext`: the plugin (name and id) whose route the page is. */
export default function useRouteContext(): RouteContext {
  return useFolioRouteContext();
}
