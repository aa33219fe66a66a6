import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { siteRootImportsPlugin } from './site-root-imports.ts';

const siteDir = mkdtempSync(path.join(tmpdir(), 'folio-site-root-'));
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('imports of /paths', () => {
  it('resolve in the site folder, as webpack resolve.roots does in Docusaurus (jellyfin.org requires /static/images/…)', async () => {
    mkdirSync(path.join(siteDir, 'static/data'), { recursive: true });
    mkdirSync(path.join(siteDir, 'src'), { recursive: true });
    writeFileSync(path.join(siteDir, 'static/data/features.json'), '{"name":"movies"}');
    writeFileSync(path.join(siteDir, 'src/page.js'), "console.log(require('/static/data/features.json').name);\n");
    const result = await build({ entryPoints: [path.join(siteDir, 'src/page.js')], bundle: true, write: false, format: 'esm', absWorkingDir: siteDir, logLevel: 'silent', plugins: [siteRootImportsPlugin({ siteDir })] });
    expect(result.outputFiles[0]!.text).toContain('"movies"');
  });

  it('leave a /path that is in neither place to the bundler, which names it', async () => {
    writeFileSync(path.join(siteDir, 'src/missing.js'), "require('/static/nope.svg');\n");
    const failure = await build({ entryPoints: [path.join(siteDir, 'src/missing.js')], bundle: true, write: false, absWorkingDir: siteDir, logLevel: 'silent', plugins: [siteRootImportsPlugin({ siteDir })] }).then(
      () => undefined,
      (error: { errors: { text: string }[] }) => error,
    );
    expect(failure?.errors[0]?.text).toBe('Could not resolve "/static/nope.svg"');
  });
});
