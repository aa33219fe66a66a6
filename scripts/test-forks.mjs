// A record, per test process, of the test files it starts and finishes. When a process dies under
// vitest ("Worker exited unexpectedly"), vitest names no file; the runner reads these records to
// name the one the process was running. One log per process id, one line per event.
import { appendFileSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

/** Where the records go, under the repository. */
export const FORK_RECORDS = 'tests/.tmp/forks';

/** Where test processes write Node's diagnostic report when they die of a fatal error (heap exhausted, a V8 check). */
export const FATAL_REPORTS = 'tests/.tmp/fatal-reports';

/**
 * Appends "<event> <detail>" to this process's record in `dir`: "start <file>", "end <file>", "exit
 * <code>" (Node's exit event: the process ended itself, not by a signal or a crash) or "exit-call
 * <code> <stack>" (something called process.exit, from where).
 */
export function recordFileEvent(dir, event, detail) {
  mkdirSync(dir, { recursive: true });
  appendFileSync(path.join(dir, `${process.pid}.log`), `${event} ${detail.replaceAll('\n', ' ')}\n`);
}

/** Removes the records of an earlier run and makes the folder again (Node writes no report into a missing one). */
export function clearRecords(dir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
}

/**
 * Files a test process started and never finished, as "file (process N: how it ended)": the process
 * died during them. How it ended: it called process.exit (and from where), its event loop ran dry,
 * or no exit event at all (a signal or a crash).
 */
export function unfinishedFiles(dir) {
  let logs;
  try {
    logs = readdirSync(dir).filter((name) => name.endsWith('.log')).sort();
  } catch {
    return [];
  }
  return logs.flatMap((log) => {
    const running = new Set();
    let exit = 'no exit event: a signal or a crash';
    for (const line of readFileSync(path.join(dir, log), 'utf8').split('\n')) {
      const space = line.indexOf(' ');
      const [event, detail] = [line.slice(0, space), line.slice(space + 1)];
      if (event === 'start') running.add(detail);
      else if (event === 'end') running.delete(detail);
      else if (event === 'exit-call') exit = `process.exit(${detail})`;
      else if (event === 'exit' && !exit.startsWith('process.exit')) exit = `exited with code ${detail}, no process.exit call`;
    }
    return [...running].map((file) => `${file} (process ${path.basename(log, '.log')}: ${exit})`);
  });
}

/** Node's fatal-error reports in `dir`, a few lines each: the process, the event, the JavaScript and native stacks' tops. */
export function fatalReports(dir) {
  let names;
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  return names.map((name) => {
    try {
      const report = JSON.parse(readFileSync(path.join(dir, name), 'utf8'));
      const js = report.javascriptStack ?? {};
      const lines = [
        `process ${report.header?.processId}: ${report.header?.event} (${report.header?.trigger})`,
        // An exhausted heap has no JavaScript stack ("No stack.", "Unavailable.").
        ...(js.message && js.message !== 'No stack.' ? [`  ${js.message}`, ...(js.stack ?? []).slice(0, 8).map((frame) => `    ${frame.trim()}`)] : []),
        ...(report.nativeStack ?? []).slice(0, 8).map((frame) => `    native ${frame.symbol}`),
      ];
      return lines.join('\n');
    } catch (error) {
      return `${name}: unreadable (${error.message})`;
    }
  });
}

/** Lines a dying process prints on its way out (Node's fatal errors, failed checks, a crash by signal). */
export const FATAL_LINE = /FATAL ERROR|Assertion failed|Check failed|Segmentation fault|core dumped|JavaScript heap out of memory|^Aborted\b|\bSIG(?:SEGV|ABRT|BUS)\b/;
