import { SiteContext, type SiteData } from '@folio/client';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import Link from './Link.tsx';

/** The parts of a site `@docusaurus/Link` reads, under a base URL. */
function siteUnder(baseUrl: string, trailingSlash: boolean | undefined = undefined): SiteData {
  return { title: 'T', tagline: '', url: 'https://example.org', baseUrl, trailingSlash, themeConfig: {}, customFields: {}, i18n: { defaultLocale: 'en', currentLocale: 'en', locales: ['en'], localeConfigs: {} }, globalData: {}, sections: {}, notFound: { component: '', props: {}, data: {} } as unknown as SiteData['notFound'], version: 'test' };
}

/** The `href` `@docusaurus/Link` writes for `to` on a page of a site under `baseUrl`, rendered as the server does. */
function hrefOf(to: string, baseUrl: string, trailingSlash?: boolean): string | undefined {
  const basename = baseUrl === '/' ? undefined : baseUrl.replace(/\/$/, '');
  const link = createElement(Link, { to }, 'x');
  const router = createElement(StaticRouter, { location: `${basename ?? ''}/docs/intro`, basename }, link);
  const html = renderToStaticMarkup(createElement(SiteContext.Provider, { value: siteUnder(baseUrl, trailingSlash) }, router));
  return /href="([^"]*)"/.exec(html)?.[1];
}

describe('@docusaurus/Link under a base URL', () => {
  test("'/' is the base URL with its slash, as in Docusaurus, whatever trailingSlash says", () => {
    expect(hrefOf('/', '/site/')).toBe('/site/');
    expect(hrefOf('/', '/site/', false)).toBe('/site/');
    expect(hrefOf('/', '/site/', true)).toBe('/site/');
    expect(hrefOf('/#top', '/site/')).toBe('/site/#top');
  });
  test('other site paths get the base URL once; at the root base URL nothing changes', () => {
    expect(hrefOf('/docs/usage', '/site/')).toBe('/site/docs/usage');
    expect(hrefOf('/site/docs/usage', '/site/')).toBe('/site/docs/usage');
    expect(hrefOf('/', '/')).toBe('/');
    expect(hrefOf('/docs/usage', '/')).toBe('/docs/usage');
  });
});
