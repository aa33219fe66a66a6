import { defineConfig } from 'vitest/config';

/** One runner for unit, fixture-site and browser tests; browser tests live in tests/browser. */
export default defineConfig({
  test: {
    include: ['packages/**/*.test.ts', 'plugins/**/*.test.ts', 'theme/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'tests/.tmp/**', 'bench/**', 'bench-fast/**'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Removes the sites a test file copied into tests/.tmp once the file is done.
    setupFiles: ['tests/helpers/cleanup.setup.ts'],
    pool: 'forks',
    // Two files at a time on this 2-core machine (vitest would run one): most of a test's time is
    // spent waiting on Chromium, esbuild or a spawned build, so two overlap well.
    maxWorkers: 2,
  },
});
