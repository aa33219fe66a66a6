import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { FORK_RECORDS, recordFileEvent } from '../../scripts/test-forks.mjs';
import { removeTmpDirs } from './tmp.ts';

const REPO = path.resolve(import.meta.dirname, '..', '..');
const records = path.join(REPO, FORK_RECORDS);
const testFile = () => path.relative(REPO, expect.getState().testPath ?? 'unknown');

// Which file this process runs, so a process that dies under vitest can be named (scripts/test-forks.mjs).
beforeAll(() => recordFileEvent(records, 'start', testFile()));

// How this process ends, recorded once per process: its exit event (none for a signal or a crash),
// and who called process.exit. Vitest puts its own process.exit back between files, so the call is
// caught underneath it, in Node's process.reallyExit.
const exitWatch = globalThis as { folioExitWatched?: boolean };
if (!exitWatch.folioExitWatched) {
  exitWatch.folioExitWatched = true;
  process.on('exit', (code) => recordFileEvent(records, 'exit', String(code)));
  const node = process as unknown as { reallyExit(code?: number): never };
  const reallyExit = node.reallyExit.bind(process);
  node.reallyExit = (code) => {
    const stack = (new Error().stack ?? '').split('\n').slice(2, 10).map((frame) => frame.trim()).join(' < ');
    recordFileEvent(records, 'exit-call', `${code ?? 0} at ${stack}`);
    return reallyExit(code);
  };
}

// Runs after each test file's own afterAll hooks (after hooks run in reverse order), so servers
// and builds have stopped by the time their folders go.
afterAll(() => {
  removeTmpDirs();
  recordFileEvent(records, 'end', testFile());
});
