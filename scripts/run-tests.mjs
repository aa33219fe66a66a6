#!/usr/bin/env node
// Runs the whole suite with vitest while TypeScript checks the project beside it (one core's work
// for a few seconds that overlaps the tests' set-up), then prints one plain closing line:
// "N passed, N failed". A type error fails the run and is printed before that line.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { clearRecords, FATAL_LINE, FATAL_REPORTS, fatalReports, FORK_RECORDS, unfinishedFiles } from './test-forks.mjs';

/** Runs a command to its end; resolves with its exit status and, if asked, what it printed. */
function run(command, args, { capture = false } = {}) {
  const child = spawn(command, args, { stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  let output = '';
  if (capture) for (const stream of [child.stdout, child.stderr]) stream.setEncoding('utf8').on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.on('close', (status) => resolve({ status: status ?? 1, output })));
}

/**
 * Runs vitest, its output passed through as it comes; resolves with its exit status and the lines
 * of its standard error that say a process died (a test process's fatal error reaches vitest's
 * standard error, and would be lost in the middle of a long log).
 */
function runVitest(args) {
  const child = spawn('npx', ['vitest', 'run', ...args], { stdio: ['inherit', 'inherit', 'pipe'] });
  const fatal = [];
  let partial = '';
  child.stderr.setEncoding('utf8').on('data', (chunk) => {
    process.stderr.write(chunk);
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    fatal.push(...lines.filter((line) => FATAL_LINE.test(line)));
  });
  return new Promise((resolve) => child.on('close', (status) => resolve({ status: status ?? 1, fatal })));
}

mkdirSync('tests/.tmp', { recursive: true });
const report = 'tests/.tmp/vitest-report.json';
const args = process.argv.slice(2);
clearRecords(FORK_RECORDS);
clearRecords(FATAL_REPORTS);
const typecheck = run('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit'], { capture: true });
const tests = await runVitest(['--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args]);
let passed = 0;
let failed = 0;
/** Tests that never ended (their worker process died under them), as "file > test". */
let unfinished = [];
/** Test files that did not pass, as "file (status)": a file whose process died after its tests is one. */
let unpassedFiles = [];
try {
  const results = JSON.parse(readFileSync(report, 'utf8'));
  passed = results.numPassedTests;
  // Failing tests, or else files that failed without one (an import error): not both, which counted a failure twice.
  failed = results.numFailedTests || (results.numFailedTestSuites ?? 0);
  const ended = new Set(['passed', 'failed', 'skipped', 'pending', 'todo', 'disabled']);
  unfinished = results.testResults.flatMap((file) =>
    file.assertionResults.filter((test) => !ended.has(test.status)).map((test) => `${file.name} > ${test.fullName} (${test.status})`),
  );
  unpassedFiles = results.testResults.filter((file) => file.status !== 'passed').map((file) => `${file.name} (${file.status})`);
} catch {
  failed = 1;
}
const list = (title, names) => names.length && console.log(`\n${title}:\n${names.map((name) => `  ${name}`).join('\n')}`);
list('Tests that never ended (the process running them exited)', unfinished);
list('Test files that did not pass', unpassedFiles);
const died = unfinishedFiles(FORK_RECORDS);
list('Test files whose process died before they ended', died);
// A file whose process died failed, whatever its tests said before.
failed ||= died.length;
list('What dying processes printed', tests.fatal.slice(0, 40));
list("Node's reports of fatal errors", fatalReports(FATAL_REPORTS));
const types = await typecheck;
if (types.status !== 0) console.log(`\nThe typecheck (tsc -p tsconfig.json --noEmit) failed:\n${types.output}`);
// Vitest also fails a run for errors outside any test (an unhandled rejection): say so.
const outside = tests.status !== 0 && failed === 0 ? ' (vitest failed the run: see the errors above)' : '';
const typeNote = types.status !== 0 ? ' (and the typecheck failed: see above)' : '';
console.log(`\nTests: ${passed} passed, ${failed} failed${outside}${typeNote}`);
process.exit(tests.status === 0 && failed === 0 && passed > 0 && types.status === 0 ? 0 : 1);
