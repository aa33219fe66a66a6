import { afterAll } from 'vitest';
import { removeTmpDirs } from './tmp.ts';

// Runs after each test file's own afterAll hooks (after hooks run in reverse order), so servers
// and builds have stopped by the time their folders go.
afterAll(removeTmpDirs);
