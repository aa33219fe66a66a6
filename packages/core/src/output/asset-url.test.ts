import { createSiteUrl } from '@folio/client/site-url';
import { describe, expect, it } from 'vitest';
import { assetUrl } from './assets.ts';

describe('assetUrl', () => {
  it('joins the base URL, the assets folder, the kind and the name', () => {
    expect(assetUrl(createSiteUrl({ baseUrl: '/' }), 'media', 'a-1f2e.png')).toBe('/assets/media/a-1f2e.png');
    expect(assetUrl(createSiteUrl({ baseUrl: '/docs-site/' }), 'js', 'main.js')).toBe('/docs-site/assets/js/main.js');
  });
  it("gives the folder's URL, with its trailing slash, without a name", () => {
    expect(assetUrl(createSiteUrl({ baseUrl: '/base/' }), 'media')).toBe('/base/assets/media/');
  });
});
