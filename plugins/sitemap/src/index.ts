import type { FinalRoute, Plugin, PluginContext } from '@folio/core';
import { createSiteUrl, escapeHtml } from '@folio/core';

/** Builds `sitemap.xml`: every page but the not-found page, redirects and unlisted pages, absolute URLs. Pure. */
export function buildSitemap(routes: Pick<FinalRoute, 'permalink' | 'noSitemap' | 'head'>[], siteUrl: string): string {
  const { origin } = createSiteUrl({ baseUrl: '/', url: siteUrl });
  const urls = routes
    .filter((r) => !r.noSitemap && !r.head?.noIndex)
    .map((r) => r.permalink)
    .sort();
  const entries = urls.map((u) => `  <url><loc>${escapeHtml(`${origin}${u}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

/** `robots.txt` allowing indexing (or not, with `noIndex`) and naming the sitemap. Pure. */
export function buildRobots(siteUrl: string, baseUrl: string, noIndex: boolean): string {
  const sitemap = createSiteUrl({ baseUrl, url: siteUrl }).absolute('/sitemap.xml');
  return noIndex ? 'User-agent: *\nDisallow: /\n' : `User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`;
}

/** The sitemap plugin: writes `sitemap.xml` and `robots.txt` after the build. */
export default function sitemapPlugin(context: PluginContext): Plugin {
  const { siteConfig } = context;
  return {
    name: 'sitemap',
    async postBuild({ routes, writeFile }) {
      await writeFile('sitemap.xml', buildSitemap(routes, siteConfig.url));
      await writeFile('robots.txt', buildRobots(siteConfig.url, siteConfig.baseUrl, siteConfig.noIndex));
    },
  };
}
