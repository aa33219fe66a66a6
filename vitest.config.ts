import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { FATAL_REPORTS } from './scripts/test-forks.mjs';
import SlowestFirstSequencer from './tests/helpers/sequencer.ts';

const themeDir = fileURLToPath(new URL('./theme/src/theme', import.meta.url));
const docusaurusDir = fileURLToPath(new URL('./theme/src/docusaurus', import.meta.url));

/** Unit tests that mock modules (vi.mock), spy on one (vi.spyOn) or set process.env: each runs with its own modules. */
const ISOLATED_UNIT_TESTS = [
  'packages/markdown/src/markdown-options.test.ts',
  'packages/markdown/src/render.test.ts',
  'packages/markdown/src/browser/components.test.ts',
  'packages/client/src/progress.test.ts',
  'packages/core/src/config/site-module.test.ts',
  'packages/core/src/output/limited-fs.test.ts',
];

/** One runner for unit, fixture-site and browser tests; browser tests live in tests/browser. */
export default defineConfig({
  // Theme components import each other as the bundler resolves them, so unit tests can render them.
  resolve: {
    alias: [
      { find: /^@theme(?:-original|-init)?\/(.*)$/, replacement: `${themeDir}/$1` },
      { find: /^@docusaurus\/(.*)$/, replacement: `${docusaurusDir}/$1` },
    ],
  },
  test: {
    exclude: ['**/node_modules/**', 'tests/.tmp/**', 'bench/**', 'bench-fast/**'],
    // Limits for hangs, not races: generous enough for a machine three times slower than idle (the
    // suite runs beside other work). No test asserts on elapsed time; see the README.
    testTimeout: 180_000,
    hookTimeout: 600_000,
    // expect.poll waits for a condition; its default of 1 s is a race on a busy machine.
    expect: { poll: { timeout: 30_000 } },
    // Removes the sites a test file copied into tests/.tmp once the file is done.
    setupFiles: ['tests/helpers/cleanup.setup.ts'],
    pool: 'forks',
    // A test process that dies of a fatal error (heap exhausted, a failed V8 check) leaves Node's
    // report, which the runner prints (scripts/run-tests.mjs): vitest itself says only that it exited.
    execArgv: ['--report-on-fatalerror', `--report-directory=${fileURLToPath(new URL(`./${FATAL_REPORTS}`, import.meta.url))}`],
    // Two files at a time on this 2-core machine (vitest would run one): most of a test's time is
    // spent waiting on Chromium, esbuild or a spawned build, so two overlap well.
    // FOLIO_TEST_WORKERS changes it, to compare on another machine.
    maxWorkers: Number(process.env.FOLIO_TEST_WORKERS ?? 2),
    // The files known to take longest start first, so none of them starts last (tests/helpers/sequencer.ts).
    sequence: { sequencer: SlowestFirstSequencer },
    projects: [
      // Unit tests share their worker's modules from file to file (isolate: false): loading the
      // engine, React and the theme again for each of ~100 small files cost more than the tests.
      // Files that mock modules, spy or set the environment keep a fresh module graph.
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'plugins/**/*.test.ts', 'theme/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ISOLATED_UNIT_TESTS,
          isolate: false,
        },
      },
      // Fixture-site, engine and browser tests share their worker's modules too (a fresh module
      // graph for each of ~80 files cost more CPU than many of them); they restore what they change.
      { extends: true, test: { name: 'sites', include: ['tests/**/*.test.ts'], isolate: false } },
      { extends: true, test: { name: 'isolated', include: ISOLATED_UNIT_TESTS } },
    ],
  },
});
