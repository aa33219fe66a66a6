import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { sharedExternalsPlugin } from './content-build.ts';
import { findSharedImports } from './shared-imports.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'folio-shared-require-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a content module whose code requires a shared module from CommonJS', () => {
  it('takes the app’s module through an import, not a require the browser cannot run', async () => {
    // A package in CommonJS, compiled the way Babel writes it, used by a site component a page imports.
    writeFileSync(path.join(dir, 'widget.cjs'), 'var _react = _interop(require("react"));\nfunction _interop(m) { return m && m.__esModule ? m : { default: m }; }\nexports.Widget = function Widget() { return _react.default.createElement("b", null, "w"); };\n');
    writeFileSync(path.join(dir, 'page.js'), 'import { Widget } from "./widget.cjs";\nexport default Widget;\n');
    const result = await build({
      entryPoints: [path.join(dir, 'page.js')],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      plugins: [sharedExternalsPlugin({ siteDir: dir, themeComponents: {} })],
    });
    const code = result.outputFiles[0]!.text;
    expect(code).not.toMatch(/require\(["']folio-shared:react["']\)/);
    expect(findSharedImports(code)).toEqual({ react: ['*', 'default'] });
  });
});
