import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BuildScripts } from '@folio/core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { firstSearchScripts } from './first-search-scripts.ts';

/** An output folder with these files. */
function outDir(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'folio-first-search-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const script = (imports: string[] = [], dynamicImports: string[] = [], packages: string[] = []) => ({ imports, dynamicImports, packages });
const js = (name: string) => `/site/assets/js/${name}.js`;
/** main imports SHARED and loads PAGE and LUNR on demand; LUNR (lunr's code) imports SHARED and ONLYLUNR. */
const scripts: BuildScripts = {
  [js('main')]: script([js('chunk-SHARED')], [js('chunk-PAGE'), js('chunk-LUNR')], ['react']),
  [js('chunk-SHARED')]: script(),
  [js('chunk-PAGE')]: script(),
  [js('chunk-LUNR')]: script([js('chunk-SHARED'), js('chunk-ONLYLUNR')], [], ['lunr']),
  [js('chunk-ONLYLUNR')]: script(),
};

describe('firstSearchScripts', () => {
  it("counts the chunk holding lunr and what it imports that the page has not loaded, by the bundle's script graph", () => {
    const lunrCode = 'export const lunr = 1;';
    const dir = outDir({ 'assets/js/chunk-LUNR.js': lunrCode, 'assets/js/chunk-ONLYLUNR.js': 'export const b=2;' });
    const found = firstSearchScripts([js('main'), '/site/assets/js/content-1.js'], scripts, dir, '/site/');
    expect(found?.files).toEqual(['assets/js/chunk-LUNR.js', 'assets/js/chunk-ONLYLUNR.js']);
    expect(found?.raw).toBe(lunrCode.length + 'export const b=2;'.length);
    expect(found?.gzip).toBe(gzipSync(lunrCode).length + gzipSync('export const b=2;').length);
  });

  it('finds nothing when no script the page can load on demand holds lunr', () => {
    expect(firstSearchScripts([js('chunk-PAGE')], scripts, outDir({}), '/site/')).toBeUndefined();
  });
});
