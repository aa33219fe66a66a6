import { createElement, Fragment } from 'react';
import { describe, expect, test } from 'vitest';
import type { SiteData } from '@folio/client';
import { collectHeadTags } from './headTags.ts';
import { toBaseUrl } from './useBaseUrl.ts';
import { toDocusaurusContext } from './useDocusaurusContext.ts';

describe('Head', () => {
  test('reads title, meta, link, html and body children, fragments flattened, React names mapped', () => {
    const children = [
      createElement('title', { key: 1 }, 'Gadgets ', 'list'),
      createElement(Fragment, { key: 2 }, createElement('meta', { name: 'description', content: 'All gadgets' }), createElement('meta', { httpEquiv: 'refresh', content: 5 })),
      createElement('link', { key: 3, rel: 'canonical', href: 'https://x.org/a', hrefLang: 'en' }),
      createElement('html', { key: 4, lang: 'de', className: 'wide' }),
      createElement('script', { key: 5, src: '/x.js' }),
      'text',
    ];
    expect(collectHeadTags(children)).toEqual([
      { type: 'title', text: 'Gadgets list' },
      { type: 'meta', attributes: { name: 'description', content: 'All gadgets' } },
      { type: 'meta', attributes: { 'http-equiv': 'refresh', content: '5' } },
      { type: 'link', attributes: { rel: 'canonical', href: 'https://x.org/a', hreflang: 'en' } },
      { type: 'html', attributes: { lang: 'de', class: 'wide' } },
    ]);
  });
});

describe('useBaseUrl', () => {
  const site = { baseUrl: '/docs-site/', url: 'https://x.org' };
  test('prefixes site paths once, leaves URLs and anchors, can make them absolute', () => {
    expect(toBaseUrl(site, '/img/a.png')).toBe('/docs-site/img/a.png');
    expect(toBaseUrl(site, 'img/a.png')).toBe('/docs-site/img/a.png');
    expect(toBaseUrl(site, '/docs-site/img/a.png')).toBe('/docs-site/img/a.png');
    expect(toBaseUrl(site, 'https://cdn.org/a.png')).toBe('https://cdn.org/a.png');
    expect(toBaseUrl(site, '#top')).toBe('#top');
    expect(toBaseUrl(site, '/img/a.png', { absolute: true })).toBe('https://x.org/docs-site/img/a.png');
    expect(toBaseUrl(site, 'https://cdn.org/a.png', { forcePrependBaseUrl: true })).toBe('/docs-site/https://cdn.org/a.png');
    expect(toBaseUrl(site, '')).toBe('');
  });
});

describe('useDocusaurusContext', () => {
  test('shapes Folio site data like Docusaurus context', () => {
    const site = {
      title: 'T', tagline: 'G', url: 'https://x.org', baseUrl: '/', trailingSlash: undefined, themeConfig: { navbar: {} }, customFields: { a: 1 },
      i18n: { defaultLocale: 'en', currentLocale: 'en', locales: ['en'], localeConfigs: { en: { label: 'English' } } },
      globalData: { 'content-docs': { default: { versions: [] } }, 'content-blog': { recentPosts: [] } }, sections: {}, notFound: { c: '/x.js', t: 'Not found' }, version: '0.1.0',
    } satisfies SiteData;
    const context = toDocusaurusContext(site);
    expect(context.siteConfig).toEqual({
      title: 'T', tagline: 'G', url: 'https://x.org', baseUrl: '/', trailingSlash: undefined, themeConfig: { navbar: {} }, customFields: { a: 1 },
      i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { label: 'English' } } },
    });
    expect(context.globalData).toEqual({ 'docusaurus-plugin-content-docs': { default: { versions: [] } }, 'docusaurus-plugin-content-blog': { default: { recentPosts: [] } } });
    expect(context.i18n.currentLocale).toBe('en');
    expect(context.siteMetadata).toEqual({ docusaurusVersion: '3.6.3', folioVersion: '0.1.0' });
  });
});
