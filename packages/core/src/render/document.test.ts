import { describe, expect, it } from 'vitest';
import { validateSiteConfig } from '../config/load.ts';
import { renderDocument, toDocumentSiteConfig } from './document.ts';
import { jsonForScript } from './escape.ts';

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

  it('never lets inlined data close its script element', () => {
    const html = render();
    expect(html).not.toContain('</script><script>alert(1)');
    expect(jsonForScript({ a: '</script>' })).toBe('{"a":"\\u003c/script\\u003e"}');
  });

  it('asks robots not to index when noIndex is set, and gives 404 no canonical', () => {
    const html = render({ config: { ...config, noIndex: true }, isNotFound: true });
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).not.toContain('rel="canonical"');
  });
});
