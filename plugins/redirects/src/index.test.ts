import { describe, expect, it } from 'vitest';
import { buildRedirectRoutes } from './index.ts';

describe('buildRedirectRoutes', () => {
  it('makes one redirect page per source path, out of the sitemap', () => {
    expect(buildRedirectRoutes([{ from: ['/docs', '/documentation'], to: '/docs/latest' }])).toEqual([
      { path: '/docs', component: '@theme/Redirect', props: { to: '/docs/latest' }, head: { title: 'Redirecting', redirectTo: '/docs/latest' }, noSitemap: true },
      { path: '/documentation', component: '@theme/Redirect', props: { to: '/docs/latest' }, head: { title: 'Redirecting', redirectTo: '/docs/latest' }, noSitemap: true },
    ]);
  });
});
