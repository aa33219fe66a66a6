import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const themeDir = fileURLToPath(new URL('./theme/src/theme', import.meta.url));
const docusaurusDir = fileURLToPath(new URL('./theme/src/docusaurus', import.meta.url));

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
