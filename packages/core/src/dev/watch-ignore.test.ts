import { describe, expect, it } from 'vitest';
import { isIgnoredByWatcher } from './watch-ignore.ts';

describe('isIgnoredByWatcher', () => {
  it('skips the build output at the site root and its swap folders', () => {
    for (const file of ['build', 'build/index.html', 'build.folio-next/a.html', 'build.folio-previous']) expect(isIgnoredByWatcher(file)).toBe(true);
  });

  it('skips dependencies, caches, version control and tests wherever they are', () => {
    for (const file of ['node_modules/react/index.js', '.folio/cache/x.json', 'packages/core/node_modules/a.js', '.git/HEAD', 'tests/a.test.ts', 'docs/dist/a.md']) expect(isIgnoredByWatcher(file)).toBe(true);
  });

  it('watches sources, including a source folder named build below the root', () => {
    for (const file of ['docs/intro.md', 'site.config.ts', 'packages/core/src/build/build.ts', 'docs/build-guide.md', 'src/builder/a.ts', 'build.sh']) expect(isIgnoredByWatcher(file)).toBe(false);
  });
});
