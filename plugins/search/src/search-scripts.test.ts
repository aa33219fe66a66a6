import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it, onTestFinished } from 'vitest';
import { findSearchScripts } from './search-scripts.ts';

/** A build folder with a page, its entry and preloaded chunk, and chunks imported on demand. */
function fakeBuild(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'folio-search-scripts-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const html = '<link rel="modulepreload" href="/site/assets/js/chunk-SHARED.js"><script type="module" src="/site/assets/js/main-1.js"></script>';
const lunrCode = 'import{a as G}from"./chunk-SHARED.js";import{b}from"./chunk-ONLYLUNR.js";var t=function(){throw new Error("Out of order word insertion")};t.version="2.3.9";';

describe('findSearchScripts', () => {
  it('counts the chunk holding lunr and what it imports that the page has not loaded', () => {
    const dir = fakeBuild({
      'assets/js/main-1.js': 'import"./chunk-SHARED.js";import("./chunk-PAGE.js");import("./chunk-LUNR.js");',
      'assets/js/chunk-SHARED.js': 'export const a=1;',
      'assets/js/chunk-PAGE.js': 'export default 1;',
      'assets/js/chunk-LUNR.js': lunrCode,
      'assets/js/chunk-ONLYLUNR.js': 'export const b=2;',
    });
    const found = findSearchScripts(dir, html, '/site/');
    expect(found?.files).toEqual(['assets/js/chunk-LUNR.js', 'assets/js/chunk-ONLYLUNR.js']);
    expect(found?.raw).toBe(Buffer.byteLength(lunrCode) + 'export const b=2;'.length);
    expect(found?.gzip).toBe(gzipSync(lunrCode).length + gzipSync('export const b=2;').length);
  });

  it('finds nothing when no chunk the page can load holds lunr', () => {
    const dir = fakeBuild({ 'assets/js/main-1.js': 'import("./chunk-PAGE.js");', 'assets/js/chunk-PAGE.js': '', 'assets/js/chunk-SHARED.js': '', 'assets/js/chunk-UNUSED.js': lunrCode });
    expect(findSearchScripts(dir, html, '/site/')).toBeUndefined();
  });
});
