import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { diffRoutes, formatDiff, parseRouteList, readRoutes } from '../../scripts/docusaurus/route-list.ts';
import { buildQuietly, copyFixture, readBuilt, REPO_ROOT } from '../helpers/site.ts';

/**
 * Issue 19 point 5: for a Docusaurus site, Folio writes the HTML routes Docusaurus 3.6.3 writes.
 * The fixture exercises route generation (versions, generated indexes, category index docs, tags
 * on unlisted and draft content, blog pagination, tag and author pages, pages left out); the list
 * is what Docusaurus 3.6.3 wrote for it (see the fixture's config for the command that remakes it).
 */
describe('the routes of a Docusaurus site', () => {
  let siteDir: string;
  let warnings: string[];

  beforeAll(async () => {
    siteDir = copyFixture('docusaurus-routes');
    ({ warnings } = await buildQuietly(siteDir));
  });

  it('are the routes Docusaurus 3.6.3 writes, each as the same file', () => {
    const docusaurus = parseRouteList(readFileSync(path.join(REPO_ROOT, 'tests/data/docusaurus-3.6.3-routes.txt'), 'utf8'));
    const diff = diffRoutes(docusaurus, readRoutes(path.join(siteDir, 'build')));
    expect(formatDiff(diff)).toBe(`same ${docusaurus.length} routes`);
  });

  it('give a tag found only on unlisted docs its page, unindexed and out of the tags list', () => {
    const tagPage = readBuilt(siteDir, 'docs/next/tags/hidden-only/index.html');
    expect(tagPage).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(tagPage).toContain('href="/docs/next/secret"');
    expect(readBuilt(siteDir, 'docs/next/tags/index.html')).not.toContain('hidden-only');
    // The tag the unlisted doc shares with listed docs lists the listed ones only.
    expect(readBuilt(siteDir, 'docs/next/tags/setup/index.html')).not.toContain('href="/docs/next/secret"');
    expect(readBuilt(siteDir, 'sitemap.xml')).not.toContain('hidden-only');
  });

  it('keep a doc whose slug is its version root there, and leave a version root without a doc unbuilt', () => {
    expect(readBuilt(siteDir, 'docs/next/index.html')).toMatch(/<h1[^>]*>Introduction<\/h1>/);
    expect(warnings.join('\n')).not.toContain('Duplicate routes');
    expect(readRoutes(path.join(siteDir, 'build')).some((entry) => entry.route === '/docs')).toBe(false);
  });
});
