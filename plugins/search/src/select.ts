import type { FinalRoute } from '@folio/core';

/** The parts of a route the search plugin looks at. */
export type SearchableRoute = Pick<FinalRoute, 'path' | 'permalink' | 'outFile' | 'plugin' | 'props' | 'head' | 'noSitemap'>;

/** Which index a route belongs to: a docs version, or a non-docs index named after its source. */
export interface RouteGroup {
  kind: 'docs' | 'other';
  name: string;
  label: string;
  isLast: boolean;
}

/** Name of the docs plugin, whose routes are grouped by version. */
export const DOCS_PLUGIN = 'content-docs';
/** Name of the blog plugin, whose routes form the `blog` index. */
export const BLOG_PLUGIN = 'content-blog';

function stripSlash(routePath: string): string {
  return routePath.length > 1 ? routePath.replace(/\/+$/, '') : routePath;
}

/** A route pattern as a test of route paths: `*` is one path segment, `**` any number. Pure. */
function routePatternTest(pattern: string): (routePath: string) => boolean {
  const source = stripSlash(pattern.startsWith('/') ? pattern : `/${pattern}`)
    .split(/(\/\*\*|\*)/)
    .map((part) => (part === '/**' ? '(?:/.*)?' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  const regex = new RegExp(`^${source}$`);
  return (routePath) => regex.test(stripSlash(routePath));
}

/** Whether a route path matches a pattern: `*` is one path segment, `**` any number. Pure. */
export function matchRoutePattern(pattern: string, routePath: string): boolean {
  return routePatternTest(pattern)(routePath);
}

/**
 * The routes to index: from included plugins, not excluded by pattern, not the 404 page, and not
 * hidden from search engines (noindex, unlisted, or left out of the sitemap like redirects). Pure.
 */
export function selectSearchRoutes<R extends SearchableRoute>(routes: R[], options: { include: string[]; excludeRoutes: string[] }): R[] {
  // Each pattern made into a regular expression once, not once per route.
  const excluded = options.excludeRoutes.map(routePatternTest);
  return routes.filter((route) => {
    if (!options.include.includes(route.plugin)) return false;
    if (route.outFile === '404.html' || route.head?.noIndex || route.noSitemap) return false;
    if ((route.props as { unlisted?: unknown } | undefined)?.unlisted === true) return false;
    return !excluded.some((matches) => matches(route.path));
  });
}

/**
 * The index a route belongs to. Docs routes: the version their props name (`props.version.name`),
 * else the path segment after the docs base path (`/docs/<version>/...`). Blog routes: `blog`.
 * Routes of other included plugins: the plugin's name. Pure.
 */
export function getRouteGroup(route: Pick<SearchableRoute, 'path' | 'plugin' | 'props'>, docsRouteBasePath: string): RouteGroup {
  if (route.plugin !== DOCS_PLUGIN) {
    const name = route.plugin === BLOG_PLUGIN ? 'blog' : route.plugin;
    return { kind: 'other', name, label: name === 'blog' ? 'Blog' : name, isLast: false };
  }
  const version = (route.props as { version?: { name?: unknown; label?: unknown; isLast?: unknown } } | undefined)?.version;
  if (version && typeof version.name === 'string' && version.name) {
    return { kind: 'docs', name: version.name, label: typeof version.label === 'string' ? version.label : version.name, isLast: version.isLast === true };
  }
  const base = stripSlash(docsRouteBasePath.startsWith('/') ? docsRouteBasePath : `/${docsRouteBasePath}`);
  const rest = route.path.startsWith(`${base}/`) ? route.path.slice(base.length + 1) : '';
  const name = rest.split('/')[0] || 'default';
  return { kind: 'docs', name, label: name, isLast: false };
}

/** Longest path prefix, by whole segments, shared by a set of route paths. Pure. */
export function commonPathPrefix(paths: string[]): string {
  if (!paths.length) return '/';
  const split = paths.map((p) => p.split('/').filter(Boolean));
  const first = split[0]!;
  let length = 0;
  while (length < first.length && split.every((segments) => segments[length] === first[length])) length++;
  return `/${first.slice(0, length).join('/')}`;
}

/** Groups routes by index, keeping the order in which each index first appears. Pure. */
export function groupRoutes<R extends SearchableRoute>(routes: R[], docsRouteBasePath: string): { group: RouteGroup; routes: R[] }[] {
  const groups = new Map<string, { group: RouteGroup; routes: R[] }>();
  for (const route of routes) {
    const group = getRouteGroup(route, docsRouteBasePath);
    const key = `${group.kind}:${group.name}`;
    const existing = groups.get(key);
    if (existing) {
      existing.routes.push(route);
      existing.group.isLast ||= group.isLast;
    } else groups.set(key, { group, routes: [route] });
  }
  return [...groups.values()];
}

/**
 * The path prefix the search box uses to tell which index a page belongs to: for a docs version
 * the longest prefix its pages share; for the blog and other indexes their first segment, so
 * that posts of a new year still count. Pure.
 */
export function indexPathOf(group: RouteGroup, paths: string[]): string {
  const prefix = commonPathPrefix(paths);
  return group.kind === 'docs' ? prefix : `/${prefix.split('/')[1] ?? ''}`;
}
