import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './site.ts';
import { SLOWEST_FILES, slownessRank } from './sequencer.ts';

describe('the order test files start in', () => {
  it('names only test files that exist (a renamed file would silently lose its place)', () => {
    expect(SLOWEST_FILES.filter((file) => !existsSync(path.join(REPO_ROOT, file)))).toEqual([]);
    expect(new Set(SLOWEST_FILES).size).toBe(SLOWEST_FILES.length);
  });

  it('ranks the listed files in their order, before every other file', () => {
    expect(slownessRank('tests/browser/crawl.test.ts')).toBe(0);
    expect(slownessRank(path.join('tests', 'pack', 'install.test.ts'))).toBe(1);
    expect(slownessRank('packages/core/src/timer.test.ts')).toBe(Infinity);
  });
});
