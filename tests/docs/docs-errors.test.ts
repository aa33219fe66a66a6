import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildQuietly, copyFixture, REPO_ROOT } from '../helpers/site.ts';

/** Build-time errors of the docs plugin and the refusals of `folio docs:version`, with their exact messages (issue 4). */

describe('a docSidebar navbar item naming a sidebar that does not exist', () => {
  it('fails the build once, at content time, naming site.config.ts, the item and the sidebar ids', async () => {
    const siteDir = copyFixture('docs-site');
    const config = path.join(siteDir, 'site.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace("sidebarId: 'docs'", "sidebarId: 'mainSidebar'"));
    const failure = await buildQuietly(siteDir).then(() => undefined, (error: Error) => error);
    expect(failure?.message).toBe(
      '1 error in 1 file:\n\n' +
        'site.config.ts:16:31 themeConfig.navbar.items[0] (docSidebar item "Docs"): Can\'t find any sidebar with id "mainSidebar" in versions current, 1.0, 0.9 of the docs plugin. ' +
        'Available sidebar ids: docs. Fix sidebarId, or add the sidebar to the sidebars file.',
    );
    // Stopped before any page was rendered.
    expect(existsSync(path.join(siteDir, 'build'))).toBe(false);
  });
});

describe('folio docs:version refusals', () => {
  const folio = path.join(REPO_ROOT, 'packages/core/bin/folio.js');
  const run = (siteDir: string, name: string) => spawnSync('node', [folio, 'docs:version', name, siteDir], { encoding: 'utf8' });

  it('exits 1 with the exact message for a reserved name, a bad character and an existing folder', () => {
    const siteDir = copyFixture('docs-site');
    const before = readFileSync(path.join(siteDir, 'versions.json'), 'utf8');
    for (const [name, message] of [
      ['current', 'folio docs:version: "current" is reserved for the docs folder itself.'],
      ['1.0/next', 'folio docs:version: "1.0/next" cannot be used in folder names and URLs. Use letters, digits, dots and dashes, e.g. v1.2.0.'],
      [' ', 'folio docs:version: The version name is empty.'],
      ['', 'Usage: folio docs:version <name> [siteDir]'],
    ] as const) {
      const result = run(siteDir, name);
      expect(result.status, name).toBe(1);
      expect(result.stderr, name).toContain(message);
    }
    expect(readFileSync(path.join(siteDir, 'versions.json'), 'utf8')).toBe(before);
  });
});
