import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORPUS } from './corpus.ts';
import { makeSite, runFolio, runFolioProcess } from './harness.ts';

describe('the corpus of bad inputs: `folio build` answers each with the exact message and exit code', () => {
  it.each(CORPUS)('$name', async (testCase) => {
    const siteDir = makeSite('reliability-site', testCase);
    const run = await (testCase.cli ? runFolioProcess : runFolio)(['build', siteDir], siteDir);
    expect({ errors: run.errors, warnings: run.warnings }).toEqual({ errors: testCase.errors ?? [], warnings: testCase.warnings ?? [] });
    expect(run.code).toBe(testCase.exit);
    for (const [file, texts] of Object.entries(testCase.built ?? {})) {
      const html = readFileSync(path.join(siteDir, 'build', file), 'utf8');
      for (const text of texts) expect(html, file).toContain(text);
    }
  });
});
