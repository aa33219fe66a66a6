import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { FORK_RECORDS, recordFileEvent } from '../../scripts/test-forks.mjs';
import { removeTmpDirs } from './tmp.ts';

const REPO = path.resolve(import.meta.dirname, '..', '..');
const records = path.join(REPO, FORK_RECORDS);
const testFile = () => path.relative(REPO, expect.getState().testPath ?? 'unknown');

// Which file this process runs, so a process that dies under vitest can be named (scripts/test-forks.mjs).
beforeAll(() => recordFileEvent(records, 'start', testFile()));

// Runs after each test file's own afterAll hooks (after hooks run in reverse order), so servers
// and builds have stopped by the time their folders go.
afterAll(() => {
  removeTmpDirs();
  recordFileEvent(records, 'end', testFile());
});
