import { describe, expect, it } from 'vitest';
import { docsOptionsSchema } from './options.ts';
import { buildVersions } from './versions.ts';

describe('buildVersions', () => {
  it('builds the site’s five versions in dropdown order with paths and banners', () => {
    const options = docsOptionsSchema.parse({
      path: 'content/docs',
      lastVersion: 'current',
      versions: { current: { label: 'latest', path: 'latest' }, main: { path: 'main', banner: 'unreleased' }, 'v0.43.0': { banner: 'none' } },
    });
    const versions = buildVersions(['v0.43.0', 'v0.42.0', 'v0.41.0', 'main'], options, 'content');
    expect(versions.map((v) => [v.name, v.label, v.path, v.isLast, v.banner])).toEqual([
      ['current', 'latest', '/docs/latest', true, 'none'],
      ['v0.43.0', 'v0.43.0', '/docs/v0.43.0', false, 'none'],
      ['v0.42.0', 'v0.42.0', '/docs/v0.42.0', false, 'unmaintained'],
      ['v0.41.0', 'v0.41.0', '/docs/v0.41.0', false, 'unmaintained'],
      ['main', 'main', '/docs/main', false, 'unreleased'],
    ]);
    expect(versions[4]!.contentPath).toBe('content/versioned_docs/version-main');
    expect(versions[4]!.sidebarFilePath).toBe('content/versioned_sidebars/version-main-sidebars.json');
  });

  it('follows Docusaurus defaults: the first listed version is last, current is "Next"', () => {
    const versions = buildVersions(['2.0'], docsOptionsSchema.parse({}), '.');
    expect(versions.map((v) => [v.name, v.label, v.path, v.banner])).toEqual([
      ['current', 'Next', '/docs/next', 'unreleased'],
      ['2.0', '2.0', '/docs', 'none'],
    ]);
  });
});
