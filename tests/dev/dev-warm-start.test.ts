import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@folio/core';
import { startDevServer } from '../../packages/core/src/dev/start.ts';
import { copyFixture, writeFiles } from '../helpers/site.ts';

/** A warm start (issue 22): the development app's bundle is kept in `.folio/dev-app/` and served again while nothing it read changed. */

let siteDir: string;

/** Starts a server, reads the app's script and stylesheet, and stops it. */
async function startAndRead(): Promise<{ script: string; css: string }> {
  const server = await startDevServer({ siteDir, port: 0, host: '127.0.0.1', logger: createLogger('folio', true) });
  try {
    const script = await (await fetch(`${server.url}/assets/js/main.js`)).text();
    const css = await (await fetch(`${server.url}/assets/js/main.css`)).text();
    return { script, css };
  } finally {
    await server.close();
  }
}

/** Appends a comment to the cached copy of main.js, so that a server that serves it shows it came from the cache. */
function markCachedScript(marker: string): void {
  const dir = path.join(siteDir, '.folio', 'dev-app');
  const state = JSON.parse(readFileSync(path.join(dir, 'state.json'), 'utf8')) as { files: { url: string; file: string }[] };
  const entry = state.files.find((file) => file.url === '/assets/js/main.js')!;
  writeFileSync(path.join(dir, entry.file), `${readFileSync(path.join(dir, entry.file), 'utf8')}\n// ${marker}\n`);
}

beforeAll(() => {
  siteDir = copyFixture('basic-site');
  const config = path.join(siteDir, 'site.config.ts');
  writeFileSync(config, readFileSync(config, 'utf8').replace("  baseUrl: '/',", "  baseUrl: '/',\n  customCss: ['src/custom.css'],"));
  writeFiles(siteDir, { 'src/custom.css': '.navbar { border-bottom-width: 3px; }\n' });
});

describe('a development server started again', () => {
  it('serves the app bundled by the one before while none of its files changed, and bundles it again after one did', async () => {
    const first = await startAndRead();
    expect(first.css).toContain('border-bottom-width: 3px');
    markCachedScript('kept from the last start');
    const again = await startAndRead();
    expect(again.script).toContain('// kept from the last start');
    expect(again.css).toBe(first.css);
    writeFiles(siteDir, { 'src/custom.css': '.navbar { border-bottom-width: 5px; }\n' });
    const edited = await startAndRead();
    expect(edited.script).not.toContain('kept from the last start');
    expect(edited.css).toContain('border-bottom-width: 5px');
  });
});
