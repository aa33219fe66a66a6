import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createMarkdownCompiler } from '@folio/markdown';
import { afterAll, describe, expect, it } from 'vitest';
import { createPageCompiles } from './page-compiles.ts';

const cacheDir = mkdtempSync(path.join(tmpdir(), 'folio-page-compiles-'));
const compiler = createMarkdownCompiler({ cacheDir, scanFirst: true });
afterAll(async () => {
  await compiler.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

describe('the page compiles of the dev server', () => {
  it('start the page worker once, however often the session asks (every first load that fails asks again)', () => {
    let started = 0;
    const startPageWorker = compiler.startPageWorker.bind(compiler);
    const compiles = createPageCompiles({ ...compiler, startPageWorker: () => ((started += 1), startPageWorker()) }, cacheDir);
    compiles.start();
    compiles.start();
    expect(started).toBe(1);
  });
});
