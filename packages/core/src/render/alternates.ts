import type { DocumentSiteConfig } from './document.ts';

/** One `<link rel="alternate" hreflang>` of a page: the language tag and the absolute URL. */
export interface LocaleAlternate {
  hreflang: string;
  href: string;
}

/** `baseUrl` with exactly one trailing slash: `/site` → `/site/`. */
function withTrailingSlash(baseUrl: string): string {
  return baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
}

/** The part of a permalink after the base URL, without a leading slash: `/site/docs/a` → `docs/a`. */
function afterBaseUrl(base: string, permalink: string): string {
  if (permalink.startsWith(base)) return permalink.slice(base.length);
  if (`${permalink}/` === base) return '';
  return permalink.replace(/^\/+/, '');
}

/**
 * The URLs of one page in every locale of the site, then `x-default` (the default locale's URL).
 * The default locale lives at the base URL; another locale at `<baseUrl><path>/`, where `path` is
 * its `localeConfigs` path (default: the locale's name). Pure.
 */
export function localeAlternates(config: Pick<DocumentSiteConfig, 'url' | 'baseUrl' | 'i18n'>, permalink: string): LocaleAlternate[] {
  const origin = config.url.replace(/\/+$/, '');
  const base = withTrailingSlash(config.baseUrl);
  const rest = afterBaseUrl(base, permalink);
  const { defaultLocale, locales, localeConfigs } = config.i18n;
  const alternates = locales.map((locale) => {
    const segment = (localeConfigs[locale]?.path ?? locale).replace(/^\/+|\/+$/g, '');
    const localeBase = locale === defaultLocale || segment === '' ? base : `${base}${segment}/`;
    return { hreflang: localeConfigs[locale]?.htmlLang ?? locale, href: `${origin}${localeBase}${rest}` };
  });
  return [...alternates, { hreflang: 'x-default', href: `${origin}${base}${rest}` }];
}
