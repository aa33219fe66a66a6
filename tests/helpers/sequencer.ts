import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The test files that take longest, longest first, their beforeAll included (from the JSON report of
 * a whole run on 2026-11-25, tests/.tmp/vitest-report.json). Vitest orders files by the durations it cached on this machine,
 * or, in a fresh clone, by file size; a short file can hold a long test (scale.test.ts builds
 * 1,000 pages), and a long file started last keeps one worker busy while the other has nothing left.
 *
 * The crawl comes first: it builds the real site that ten browser files share, so the build starts
 * at once while the other worker runs files that need no real site.
 */
export const SLOWEST_FILES = [
  'tests/browser/crawl.test.ts',
  'tests/pack/install.test.ts',
  'tests/reliability/scale.test.ts',
  'tests/engine/media-race.test.ts',
  'tests/reliability/fuzz.test.ts',
  'tests/browser/site-chrome.test.ts',
  'tests/browser/navigation.test.ts',
  'tests/browser/a11y.test.ts',
  'tests/engine/cli-and-scale.test.ts',
  'tests/reliability/kill.test.ts',
  'tests/reliability/repeat.test.ts',
  'tests/engine/parallel-render.test.ts',
  'tests/reliability/corpus.test.ts',
  'tests/browser/search.test.ts',
  'tests/browser/search-results.test.ts',
  'tests/browser/docusaurus-look.test.ts',
  'tests/llms/llms-site.test.ts',
];

/** Where a file goes in SLOWEST_FILES (`Infinity` when it is not there). Pure. */
export function slownessRank(file: string): number {
  const index = SLOWEST_FILES.indexOf(file.split(path.sep).join('/'));
  return index === -1 ? Infinity : index;
}

/** Vitest's order, with the files of SLOWEST_FILES moved to the front in the order listed there. */
export default class SlowestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => slownessRank(path.relative(this.ctx.config.root, spec.moduleId));
    // Array.prototype.sort is stable: files not listed keep vitest's order, after the listed ones.
    return sorted.sort((a, b) => {
      const difference = rank(a) - rank(b);
      return Number.isNaN(difference) ? 0 : difference;
    });
  }
}
