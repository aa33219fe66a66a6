import { toOutputFile, toPermalink, toUserError, userCodeError, type FinalRoute, type Plugin, type PluginContext, type RouteConfig } from '@folio/core';
import { redirectsFromExtensions, redirectsFromFunction, redirectsToExtensions, sortRedirects, type Redirect } from './collect.ts';
import { redirectsOptionsSchema, type RedirectsOptions, type ResolvedRedirectsOptions } from './options.ts';
import { redirectPageHtml } from './page.ts';

export { redirectsOptionsSchema, type CreateRedirects, type RedirectsOptions } from './options.ts';

/** A redirect page for each `from`: a meta refresh for the static file, a client-side redirect in the app. Pure. */
export function buildRedirectRoutes(redirects: { from: string | string[]; to: string }[]): RouteConfig[] {
  return redirects.flatMap(({ from, to }) =>
    (Array.isArray(from) ? from : [from]).map((path) => ({
      path,
      component: '@theme/Redirect',
      props: { to },
      head: { title: 'Redirecting', redirectTo: to },
      noSitemap: true,
    })),
  );
}

/** The paths of the site's pages (not redirects, not the not-found page), as `createRedirects` sees them. */
function pagePathsOf(routes: readonly FinalRoute[]): string[] {
  return routes.filter((route) => !route.head?.redirectTo && route.outFile !== '404.html').map((route) => route.path);
}

/** The redirects computed from the site's pages: `createRedirects`, `fromExtensions`, `toExtensions`. */
function pageRedirects(options: ResolvedRedirectsOptions, pagePaths: string[]): Redirect[] {
  let fromFunction: Redirect[];
  try {
    fromFunction = redirectsFromFunction(pagePaths, options.createRedirects);
  } catch (error) {
    throw userCodeError(error, 'createRedirects (redirects plugin option) threw');
  }
  return [...fromFunction, ...redirectsFromExtensions(pagePaths, options.fromExtensions), ...redirectsToExtensions(pagePaths, options.toExtensions)];
}

/**
 * The redirects plugin: moved pages keep working. `redirects` become pages of the site (a static
 * page with a meta refresh, and a client-side redirect in the app); redirects computed from the
 * site's pages (`createRedirects`, `fromExtensions`, `toExtensions`) are written as static
 * redirect pages after the build, as Docusaurus's client-redirects plugin does.
 */
export default function redirectsPlugin(context: PluginContext, rawOptions: RedirectsOptions = {}): Plugin {
  const parsed = redirectsOptionsSchema.safeParse(rawOptions);
  if (!parsed.success) throw toUserError(parsed.error, context.configFile, 'redirects plugin options', rawOptions);
  const options = parsed.data;
  const { siteConfig } = context;
  return {
    name: 'redirects',
    contentLoaded({ actions }) {
      for (const route of buildRedirectRoutes(options.redirects)) actions.addRoute(route);
      context.logger.info(`${options.redirects.length} redirects`);
    },
    async postBuild({ routes, writeFile }) {
      const pagePaths = pagePathsOf(routes);
      const taken = routes.filter((route) => route.head?.redirectTo).map((route) => route.path);
      const { keep, shadowed, conflicting } = sortRedirects(pageRedirects(options, pagePaths), [...pagePaths, ...taken]);
      for (const redirect of shadowed) context.logger.warn(`A redirect from ${redirect.from} to ${redirect.to} is skipped: a page already lives at ${redirect.from}.`);
      for (const redirect of conflicting) context.logger.warn(`A redirect from ${redirect.from} to ${redirect.to} is skipped: ${redirect.from} already redirects elsewhere.`);
      const lang = siteConfig.i18n.localeConfigs[siteConfig.i18n.defaultLocale]?.htmlLang ?? siteConfig.i18n.defaultLocale;
      const { siteUrl } = context;
      for (const { from, to } of keep) {
        const target = to.startsWith('/') ? siteUrl.join(toPermalink(to, siteConfig.trailingSlash)) : to;
        const canonical = target.startsWith('/') ? `${siteUrl.origin}${target}` : target;
        await writeFile(toOutputFile(from, siteConfig.trailingSlash), redirectPageHtml(target, canonical, lang));
      }
      if (keep.length) context.logger.info(`${keep.length} redirects from the site's pages`);
    },
  };
}
