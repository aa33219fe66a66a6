import type { SiteConfig } from '../config/schema.ts';

/** The part of the site config a document needs; plain data, so it can cross to render workers. */
export type DocumentSiteConfig = Pick<SiteConfig, 'title' | 'tagline' | 'url' | 'baseUrl' | 'favicon' | 'noIndex' | 'baseUrlIssueBanner' | 'i18n' | 'headTags' | 'themeConfig'>;
