#!/usr/bin/env node
// Runs the whole suite with vitest, then prints one plain closing line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';

mkdirSync('tests/.tmp', { recursive: true });
const report = 'tests/.tmp/vitest-report.json';
const run = spawnSync('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)], { stdio: 'inherit' });
let passed = 0;
let failed = 0;
try {
  const results = JSON.parse(readFileSync(report, 'utf8'));
  passed = results.numPassedTests;
  // Failing tests, or else files that failed without one (an import error): not both, which counted a failure twice.
  failed = results.numFailedTests || (results.numFailedTestSuites ?? 0);
} catch {
  failed = 1;
}
// Vitest also fails a run for errors outside any test (an unhandled rejection): say so.
const outside = run.status !== 0 && failed === 0 ? ' (vitest failed the run: see the errors above)' : '';
console.log(`\nTests: ${passed} passed, ${failed} failed${outside}`);
process.exit(run.status === 0 && failed === 0 && passed > 0 ? 0 : 1);
