import { createSiteUrl } from '@folio/client/site-url';
import type { DocumentSiteConfig } from './types.ts';

/** One `<link rel="alternate" hreflang>` of a page: the language tag and the absolute URL. */
export interface LocaleAlternate {
  hreflang: string;
  href: string;
}


/**
 * The URLs of one page in every locale of the site, then `x-default` (the default locale's URL).
 * The default locale lives at the base URL; another locale at `<baseUrl><path>/`, where `path` is
 * its `localeConfigs` path (default: the locale's name). Pure.
 */
export function localeAlternates(config: Pick<DocumentSiteConfig, 'url' | 'baseUrl' | 'i18n'>, permalink: string): LocaleAlternate[] {
  const siteUrl = createSiteUrl(config);
  const { origin } = siteUrl;
  const base = `${siteUrl.prefix}/`;
  // The part of the permalink after the base URL, without a leading slash: `/site/docs/a` → `docs/a`.
  const rest = siteUrl.sitePath(permalink).replace(/^\/+/, '');
  const { defaultLocale, locales, localeConfigs } = config.i18n;
  const alternates = locales.map((locale) => {
    const segment = (localeConfigs[locale]?.path ?? locale).replace(/^\/+|\/+$/g, '');
    const localeBase = locale === defaultLocale || segment === '' ? base : `${base}${segment}/`;
    return { hreflang: localeConfigs[locale]?.htmlLang ?? locale, href: `${origin}${localeBase}${rest}` };
  });
  return [...alternates, { hreflang: 'x-default', href: `${origin}${base}${rest}` }];
}
