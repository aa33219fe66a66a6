import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FATAL_LINE, fatalReports, recordFileEvent, unfinishedFiles } from './test-forks.mjs';

describe('the record of which test files each test process ran', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('names nothing when every file it started ended', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'forks-'));
    recordFileEvent(dir, 'start', 'tests/a.test.ts');
    recordFileEvent(dir, 'end', 'tests/a.test.ts');
    expect(unfinishedFiles(dir)).toEqual([]);
  });

  it('names the file a process started and never ended, with its process', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'forks-'));
    writeFileSync(path.join(dir, '41.log'), 'start tests/a.test.ts\nend tests/a.test.ts\nstart tests/my dir/b.test.ts\n');
    writeFileSync(path.join(dir, '42.log'), 'start tests/c.test.ts\nend tests/c.test.ts\n');
    expect(unfinishedFiles(dir)).toEqual(['tests/my dir/b.test.ts (process 41: no exit event: a signal or a crash)']);
  });

  it('says how the process ended: a call to process.exit (with where from), or an exit with none', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'forks-'));
    writeFileSync(path.join(dir, '41.log'), 'start tests/a.test.ts\nexit-call 3 at f (x.js:1:2)\nexit 3\n');
    writeFileSync(path.join(dir, '42.log'), 'start tests/c.test.ts\nexit 0\n');
    expect(unfinishedFiles(dir)).toEqual([
      'tests/a.test.ts (process 41: process.exit(3 at f (x.js:1:2)))',
      'tests/c.test.ts (process 42: exited with code 0, no process.exit call)',
    ]);
  });

  it('names nothing when there is no record at all', () => {
    dir = path.join(tmpdir(), 'no-such-forks-folder');
    expect(unfinishedFiles(dir)).toEqual([]);
  });

  it("reads Node's report of a process that ran out of heap: its id and the event", () => {
    dir = mkdtempSync(path.join(tmpdir(), 'forks-'));
    const script = 'const kept = []; function fill() { for (;;) kept.push({ n: Math.random(), s: String(Math.random()) }); } fill();';
    const child = spawnSync(process.execPath, ['--report-on-fatalerror', `--report-directory=${dir}`, '--max-old-space-size=16', '-e', script], { encoding: 'utf8' });
    expect(child.status).not.toBe(0);
    const [report, ...others] = fatalReports(dir);
    expect(others).toEqual([]);
    expect(report).toMatch(new RegExp(`^process ${child.pid}: .*JavaScript heap out of memory \\(OOMError\\)`));
    expect(child.stderr.split('\n').some((line) => FATAL_LINE.test(line))).toBe(true);
  });

  it('does not take an ordinary failed test or a browser abort for a dying process', () => {
    expect(FATAL_LINE.test('AssertionError: expected 1 to be 2')).toBe(false);
    expect(FATAL_LINE.test('page.goto: net::ERR_ABORTED at http://localhost/')).toBe(false);
    expect(FATAL_LINE.test('FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory')).toBe(true);
    expect(FATAL_LINE.test('Segmentation fault (core dumped)')).toBe(true);
  });
});
