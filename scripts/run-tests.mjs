#!/usr/bin/env node
// Runs the whole suite with vitest while TypeScript checks the project beside it (one core's work
// for a few seconds that overlaps the tests' set-up), then prints one plain closing line:
// "N passed, N failed". A type error fails the run and is printed before that line.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';

/** Runs a command to its end; resolves with its exit status and, if asked, what it printed. */
function run(command, args, { capture = false } = {}) {
  const child = spawn(command, args, { stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  let output = '';
  if (capture) for (const stream of [child.stdout, child.stderr]) stream.setEncoding('utf8').on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.on('close', (status) => resolve({ status: status ?? 1, output })));
}

mkdirSync('tests/.tmp', { recursive: true });
const report = 'tests/.tmp/vitest-report.json';
const args = process.argv.slice(2);
const typecheck = run('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit'], { capture: true });
const tests = await run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args]);
let passed = 0;
let failed = 0;
/** Tests that never ended (their worker process died under them), as "file > test". */
let unfinished = [];
try {
  const results = JSON.parse(readFileSync(report, 'utf8'));
  passed = results.numPassedTests;
  // Failing tests, or else files that failed without one (an import error): not both, which counted a failure twice.
  failed = results.numFailedTests || (results.numFailedTestSuites ?? 0);
  const ended = new Set(['passed', 'failed', 'skipped', 'pending', 'todo', 'disabled']);
  unfinished = results.testResults.flatMap((file) =>
    file.assertionResults.filter((test) => !ended.has(test.status)).map((test) => `${file.name} > ${test.fullName} (${test.status})`),
  );
} catch {
  failed = 1;
}
if (unfinished.length) console.log(`\nTests that never ended (the process running them exited):\n${unfinished.map((name) => `  ${name}`).join('\n')}`);
const types = await typecheck;
if (types.status !== 0) console.log(`\nThe typecheck (tsc -p tsconfig.json --noEmit) failed:\n${types.output}`);
// Vitest also fails a run for errors outside any test (an unhandled rejection): say so.
const outside = tests.status !== 0 && failed === 0 ? ' (vitest failed the run: see the errors above)' : '';
const typeNote = types.status !== 0 ? ' (and the typecheck failed: see above)' : '';
console.log(`\nTests: ${passed} passed, ${failed} failed${outside}${typeNote}`);
process.exit(tests.status === 0 && failed === 0 && passed > 0 && types.status === 0 ? 0 : 1);
