import { useSiteData, type SiteData } from '@folio/client';
import { useMemo } from 'react';
import { toDocusaurusGlobalData, type DocusaurusGlobalData } from './useGlobalData.ts';

/** The subset of Docusaurus's `siteConfig` that Folio sites have. */
export interface DocusaurusSiteConfig {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  trailingSlash: boolean | undefined;
  themeConfig: Record<string, unknown>;
  customFields: Record<string, unknown>;
  i18n: { defaultLocale: string; locales: string[]; localeConfigs: SiteData['i18n']['localeConfigs'] };
}

/** What `useDocusaurusContext()` returns, shaped like Docusaurus's context. */
export interface DocusaurusContext {
  siteConfig: DocusaurusSiteConfig;
  siteMetadata: { docusaurusVersion: string; folioVersion: string };
  /** By Docusaurus plugin name and instance id, as `useGlobalData()` gives it. */
  globalData: DocusaurusGlobalData;
  i18n: { defaultLocale: string; currentLocale: string; locales: string[]; localeConfigs: SiteData['i18n']['localeConfigs'] };
  codeTranslations: Record<string, string>;
}

/** The Docusaurus version whose client API Folio follows. */
const DOCUSAURUS_VERSION = '3.6.3';

/** Maps Folio's site data to Docusaurus's context shape. Pure. */
export function toDocusaurusContext(site: SiteData): DocusaurusContext {
  const { defaultLocale, locales, localeConfigs } = site.i18n;
  return {
    siteConfig: {
      title: site.title,
      tagline: site.tagline,
      url: site.url,
      baseUrl: site.baseUrl,
      trailingSlash: site.trailingSlash,
      themeConfig: site.themeConfig,
      customFields: site.customFields,
      i18n: { defaultLocale, locales, localeConfigs },
    },
    siteMetadata: { docusaurusVersion: DOCUSAURUS_VERSION, folioVersion: site.version },
    globalData: toDocusaurusGlobalData(site.globalData),
    i18n: site.i18n,
    codeTranslations: {},
  };
}

/**
 * Docusaurus's `@docusaurus/useDocusaurusContext`: `const { siteConfig } = useDocusaurusContext()`
 * gives the site's title, tagline, url, baseUrl, themeConfig and customFields.
 */
export default function useDocusaurusContext(): DocusaurusContext {
  const site = useSiteData();
  return useMemo(() => toDocusaurusContext(site), [site]);
}
