import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORPUS } from './corpus.ts';
import { makeSite, resetSite, runFolio, runFolioProcess } from './harness.ts';

const FIXTURE = 'reliability-site';

describe('the corpus of bad inputs: `folio build` answers each with the exact message and exit code', () => {
  // One folder for every case, its cache kept from case to case: what a build caches must never
  // carry one case's error or warning into the next, nor hide one.
  let siteDir: string | undefined;
  it.each(CORPUS)('$name', async (testCase) => {
    if (siteDir) resetSite(siteDir, FIXTURE, testCase);
    else siteDir = makeSite(FIXTURE, testCase);
    const run = await (testCase.cli ? runFolioProcess : runFolio)(['build', siteDir], siteDir);
    expect({ errors: run.errors, warnings: run.warnings }).toEqual({ errors: testCase.errors ?? [], warnings: testCase.warnings ?? [] });
    expect(run.code).toBe(testCase.exit);
    for (const [file, texts] of Object.entries(testCase.built ?? {})) {
      const html = readFileSync(path.join(siteDir, 'build', file), 'utf8');
      for (const text of texts) expect(html, file).toContain(text);
    }
  });
});
