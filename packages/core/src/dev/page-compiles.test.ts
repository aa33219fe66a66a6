import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
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
  it('start the page worker once, however often they are asked to', () => {
    let started = 0;
    const startPageWorker = compiler.startPageWorker.bind(compiler);
    const compiles = createPageCompiles({ ...compiler, startPageWorker: () => ((started += 1), startPageWorker()) }, cacheDir);
    compiles.start();
    compiles.start();
    expect(started).toBe(1);
  });

  it("make the workers' script before any worker starts, so that the page worker need not wait for it", async () => {
    const fresh = mkdtempSync(path.join(tmpdir(), 'folio-page-compiles-'));
    const alone = createMarkdownCompiler({ cacheDir: fresh, scanFirst: true });
    try {
      await alone.prepareWorkerScript();
      expect(readdirSync(fresh).filter((name) => /^markdown-worker-[0-9a-f]+\.mjs$/.test(name))).toHaveLength(1);
    } finally {
      await alone.close();
      rmSync(fresh, { recursive: true, force: true });
    }
  });
});
