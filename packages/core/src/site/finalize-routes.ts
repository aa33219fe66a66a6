import type { SiteConfig } from '../config/schema.ts';
import type { FinalRoute, RouteConfig } from '../plugin/types.ts';
import { toOutputFile, toPermalink } from '../routes/paths.ts';
import { createSiteUrl } from '@folio/client/site-url';

/** The core's own route for unknown paths, written to `404.html`. */
export const NOT_FOUND_ROUTE: RouteConfig = {
  path: '/404.html',
  component: '@theme/NotFound',
  head: { title: 'Page Not Found' },
  noSitemap: true,
  plugin: 'folio',
};

/** Adds permalink and output file to every route. Pure. */
export function finalizeRoutes(routes: RouteConfig[], config: Pick<SiteConfig, 'baseUrl' | 'trailingSlash'>): FinalRoute[] {
  const siteUrl = createSiteUrl(config);
  return routes.map((route) => ({
    ...route,
    plugin: route.plugin ?? 'unknown',
    permalink: siteUrl.join(toPermalink(route.path, config.trailingSlash)),
    outFile: toOutputFile(route.path, config.trailingSlash),
  }));
}

/** The not-found route, finalized: `404.html` at the output root. */
export function finalizeNotFound(config: Pick<SiteConfig, 'baseUrl'>): FinalRoute {
  return { ...NOT_FOUND_ROUTE, plugin: 'folio', permalink: createSiteUrl(config).join('/404.html'), outFile: '404.html' };
}
