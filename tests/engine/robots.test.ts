import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildQuietly, copyFixture, readBuilt } from '../helpers/site.ts';

const NOINDEX = '<meta name="robots" content="noindex, nofollow">';

/** The basic site with a redirect from /old-about to /about, and `noIndex` as given. */
async function buildWithRedirect(noIndex: boolean): Promise<string> {
  const siteDir = copyFixture('basic-site');
  const configFile = path.join(siteDir, 'site.config.ts');
  const config = readFileSync(configFile, 'utf8')
    .replace("import sitemap from '@folio/plugin-sitemap';", "import sitemap from '@folio/plugin-sitemap';\nimport redirects from '@folio/plugin-redirects';")
    .replace("baseUrl: '/',", `baseUrl: '/',\n  noIndex: ${noIndex},`)
    .replace('plugins: [theme, pages, sitemap],', "plugins: [theme, pages, sitemap, [redirects, { redirects: [{ from: '/old-about', to: '/about' }] }]],");
  writeFileSync(configFile, config);
  await buildQuietly(siteDir);
  return siteDir;
}

describe('robots noindex follows the site’s noIndex', () => {
  it('is left out of the 404 and redirect pages of an indexed site; the redirect names its target', async () => {
    const siteDir = await buildWithRedirect(false);
    const redirect = readBuilt(siteDir, 'old-about/index.html');
    expect(redirect).not.toContain('noindex');
    expect(redirect).toContain('<meta http-equiv="refresh" content="0; url=/about">');
    expect(redirect).toContain('<link rel="canonical" href="https://fixture.example.org/about">');
    expect(readBuilt(siteDir, '404.html')).not.toContain('noindex');
    expect(readBuilt(siteDir, 'about/index.html')).not.toContain('noindex');
    expect(readBuilt(siteDir, 'sitemap.xml')).not.toContain('old-about');
  });

  it('is on every page, 404 and redirects included, when the site sets noIndex', async () => {
    const siteDir = await buildWithRedirect(true);
    for (const file of ['index.html', 'about/index.html', 'old-about/index.html', '404.html']) expect(readBuilt(siteDir, file), file).toContain(NOINDEX);
    expect(readBuilt(siteDir, 'old-about/index.html')).toContain('<link rel="canonical" href="https://fixture.example.org/about">');
    expect(readBuilt(siteDir, 'robots.txt')).toBe('User-agent: *\nDisallow: /\n');
  });
});
