import { toUserError, type Plugin, type PluginContext, type RouteConfig } from '@folio/core';
import { z } from 'zod';

const optionsSchema = z
  .object({
    /** Each old path and where it now lives. */
    redirects: z.array(z.object({ from: z.union([z.string(), z.array(z.string())]), to: z.string() }).strict()).default([]),
  })
  .strict();

/** Options of the redirects plugin. */
export type RedirectsOptions = z.input<typeof optionsSchema>;

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

/** The redirects plugin: moved pages keep working, as static pages and in client-side navigation. */
export default function redirectsPlugin(context: PluginContext, rawOptions: RedirectsOptions = {}): Plugin {
  const parsed = optionsSchema.safeParse(rawOptions);
  if (!parsed.success) throw toUserError(parsed.error, 'site.config.ts', 'redirects plugin options', rawOptions);
  const { redirects } = parsed.data;
  return {
    name: 'redirects',
    contentLoaded({ actions }) {
      for (const route of buildRedirectRoutes(redirects)) actions.addRoute(route);
      context.logger.info(`${redirects.length} redirects`);
    },
  };
}
