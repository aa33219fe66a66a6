import type { ClientRoute, SiteData } from '@folio/client';
import type { SiteConfig } from '../config/schema.ts';
import type { RouteHead } from '../plugin/types.ts';
import { renderDocument, toDocumentSiteConfig } from '../render/document.ts';
import { FOLIO_VERSION } from '../version.ts';
import { createSiteUrl } from '@folio/client/site-url';

/** The HTML the dev server sends for a page: the same head as a build, an empty body the app renders into. */
export function renderDevShell(args: { config: SiteConfig; site: SiteData; path: string; route: ClientRoute; head: RouteHead | undefined; notFound: boolean; entry: { script: string; css: string[] } }): string {
  const { config } = args;
  const locale = config.i18n.localeConfigs[config.i18n.defaultLocale];
  return renderDocument({
    config: toDocumentSiteConfig(config),
    version: FOLIO_VERSION,
    path: args.path,
    permalink: createSiteUrl(config).join(args.path),
    title: args.route.t,
    head: args.head ?? {},
    bodyHtml: '',
    bootData: { site: args.site, path: args.path, route: args.route, notFound: args.notFound },
    entryScript: args.entry.script,
    css: args.entry.css,
    modulePreloads: [args.route.c, ...(args.route.m ? [args.route.m] : [])],
    // The page's props and data, which the app fetches as it starts: they come meanwhile.
    jsonPreloads: [...(args.route.p ? [args.route.p] : []), ...Object.values(args.route.d ?? {})],
    htmlLang: locale?.htmlLang ?? config.i18n.defaultLocale,
    direction: locale?.direction ?? 'ltr',
    isNotFound: args.notFound,
  });
}
