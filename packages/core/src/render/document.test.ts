import { describe, expect, it } from 'vitest';
import { validateSiteConfig } from '../config/load.ts';
import { renderDocument, toDocumentSiteConfig } from './document.ts';
import { jsonForScript, jsonForScriptWithSite } from './escape.ts';

const config = toDocumentSiteConfig(
  validateSiteConfig(
    {
      title: 'Site',
      url: 'https://example.org',
      headTags: [{ tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.example' } }],
      themeConfig: { image: '/img/card.png' },
    },
    'site.config.ts',
  ),
);

function render(overrides: Partial<Parameters<typeof renderDocument>[0]> = {}) {
  return renderDocument({
    config,
    version: '1.2.3',
    path: '/docs/a',
    permalink: '/docs/a',
    title: 'A <b> | Site',
    head: { description: 'About "A"' },
    bodyHtml: '<main>x</main>',
    bootData: { text: '</script><script>alert(1)</script>' },
    entryScript: '/assets/js/main.js',
    css: ['/assets/main.css'],
    modulePreloads: ['/assets/js/chunk.js'],
    jsonPreloads: ['/assets/props/a.json'],
    htmlLang: 'en',
    direction: 'ltr',
    isNotFound: false,
    ...overrides,
  });
}

describe('renderDocument', () => {
  it('writes the head a crawler and a browser need', () => {
    const html = render();
    expect(html).toContain('<html lang="en" dir="ltr" data-theme="light">');
    expect(html).toContain('<title>A &lt;b&gt; | Site</title>');
    expect(html).toContain('<meta name="description" content="About &quot;A&quot;">');
    expect(html).toContain('<meta name="generator" content="Folio v1.2.3">');
    expect(html).toContain('<link rel="canonical" href="https://example.org/docs/a">');
    expect(html).toContain('<link rel="alternate" href="https://example.org/docs/a" hreflang="en">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta property="og:image" content="https://example.org/img/card.png">');
    expect(html).toContain('<meta property="og:image:width" content="1200">');
    expect(html).toContain('<link rel="preconnect" href="https://fonts.example">');
    expect(html).toContain('<link rel="modulepreload" href="/assets/js/chunk.js">');
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/assets/props/a.json">');
    expect(html).not.toContain('noindex');
  });

  it('puts the body, as it is, between the root element and the boot data', () => {
    expect(render({ bodyHtml: '<main>Café</main>' })).toContain('<body>\n<div id="__folio"><main>Café</main></div>\n<script id="__FOLIO_DATA__" type="application/json">');
  });

  it('never lets inlined data close its script element', () => {
    const html = render();
    expect(html).not.toContain('</script><script>alert(1)');
    expect(jsonForScript({ a: '</script>' })).toBe('{"a":"\\u003c/script\\u003e"}');
  });

  it('gives the social card: og:url, og:image at 1200 by 600, and the large Twitter card with its image', () => {
    const html = render({ head: { description: 'd', image: '/img/page.png' } });
    expect(html).toContain('<meta property="og:url" content="https://example.org/docs/a">');
    expect(html).toContain('<meta property="og:image" content="https://example.org/img/page.png">');
    expect(html).toContain('<meta property="og:image:width" content="1200">');
    expect(html).toContain('<meta property="og:image:height" content="600">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta name="twitter:image" content="https://example.org/img/page.png">');
    const underBase = render({ config: { ...config, baseUrl: '/site/' }, permalink: '/site/docs/a' });
    expect(underBase).toContain('<meta property="og:url" content="https://example.org/site/docs/a">');
    expect(underBase).toContain('<meta name="twitter:image" content="https://example.org/site/img/card.png">');
  });

  it('writes <html lang dir> from the locale it is given', () => {
    expect(render({ htmlLang: 'fa-IR', direction: 'rtl' })).toContain('<html lang="fa-IR" dir="rtl" data-theme="light">');
  });

  it('links every locale of the page under the base URL, the default one without a prefix', () => {
    const i18n = { defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { fr: { htmlLang: 'fr-FR', path: 'francais' } } };
    const html = render({ config: { ...config, url: 'https://x.org', baseUrl: '/site/', i18n }, permalink: '/site/docs/a' });
    expect(html).toContain('<link rel="canonical" href="https://x.org/site/docs/a">');
    expect(html).toContain('<link rel="alternate" href="https://x.org/site/docs/a" hreflang="en">');
    expect(html).toContain('<link rel="alternate" href="https://x.org/site/francais/docs/a" hreflang="fr-FR">');
    expect(html).toContain('<link rel="alternate" href="https://x.org/site/docs/a" hreflang="x-default">');
    expect(html.match(/rel="alternate"/g)).toHaveLength(3);
  });

  it('asks robots not to index the 404 page only when the site sets noIndex, and gives it no canonical', () => {
    const notFound = { head: { title: 'Page Not Found' }, isNotFound: true };
    const html = render(notFound);
    expect(html).not.toContain('noindex');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('hreflang');
    expect(render({ ...notFound, config: { ...config, noIndex: true } })).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  it('points a redirect page at its target, asking robots not to index it only when the site sets noIndex', () => {
    const redirect = { path: '/old', permalink: '/old', head: { title: 'Redirecting', redirectTo: '/docs/a' } };
    const html = render(redirect);
    expect(html).not.toContain('noindex');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/docs/a">');
    expect(html).toContain('<link rel="canonical" href="https://example.org/docs/a">');
    expect(html).not.toContain('hreflang');
    expect(render({ ...redirect, config: { ...config, noIndex: true } })).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  it('still asks robots not to index a content page hidden on purpose', () => {
    expect(render({ head: { title: 'Secret', noIndex: true } })).toContain('<meta name="robots" content="noindex, nofollow">');
  });
});

describe('jsonForScriptWithSite', () => {
  it('writes the same boot data as jsonForScript, the site written once and reused for the next page', () => {
    const site = { title: 'A </script> site', sections: { '/': '/assets/routes/root.json' }, tagline: '\u2028<!--' };
    for (const rest of [{ path: '/a', route: { c: '/x.js' }, notFound: false }, { path: '/b>', route: { c: '/y.js', t: '<b>' }, notFound: true }, {}]) {
      expect(jsonForScriptWithSite(site, rest)).toBe(jsonForScript({ site, ...rest }));
    }
    const boot = { site, path: '/a', route: { c: '/x.js' }, notFound: false };
    expect(render({ bootData: undefined, bootDataJson: jsonForScriptWithSite(site, { path: '/a', route: { c: '/x.js' }, notFound: false }) })).toBe(render({ bootData: boot }));
  });
});
