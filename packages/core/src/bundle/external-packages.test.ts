import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { externalPackagesPlugin } from './content-imports.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'folio-external-packages-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the server bundle’s package imports', () => {
  it('leaves modules to Node and bundles a package’s stylesheet, which Node cannot load', async () => {
    const pkg = path.join(dir, 'node_modules', 'slides');
    mkdirSync(pkg, { recursive: true });
    writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({ name: 'slides', exports: { '.': './index.js', './css': './slides.css' } }));
    writeFileSync(path.join(pkg, 'index.js'), 'export const slides = 1;\n');
    writeFileSync(path.join(pkg, 'slides.css'), '.slides { color: red }\n');
    writeFileSync(path.join(dir, 'page.js'), 'import { slides } from "slides";\nimport "slides/css";\nexport default slides;\n');
    const result = await build({
      entryPoints: [path.join(dir, 'page.js')],
      absWorkingDir: dir,
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'node',
      loader: { '.css': 'empty' },
      plugins: [externalPackagesPlugin()],
    });
    const code = result.outputFiles[0]!.text;
    expect(code).toMatch(/from "slides";/);
    expect(code).not.toContain('slides/css');
  });

  it('gives a CommonJS package compiled from ES modules its default as a bundler does, and leaves it to Node', async () => {
    const pkg = path.join(dir, 'node_modules', 'icons');
    mkdirSync(pkg, { recursive: true });
    writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({ name: 'icons', main: 'index.js' }));
    writeFileSync(path.join(pkg, 'index.js'), 'Object.defineProperty(exports, "__esModule", { value: true });\nexports.Stack = "stack";\nexports.default = function Icon() { return "icon"; };\n');
    writeFileSync(path.join(dir, 'uses-icons.js'), 'import Icon from "icons";\nimport { Stack } from "icons";\nexport const result = [typeof Icon, Icon(), Stack];\n');
    const result = await build({
      entryPoints: [path.join(dir, 'uses-icons.js')],
      absWorkingDir: dir,
      bundle: true,
      outfile: path.join(dir, 'out', 'uses-icons.mjs'),
      format: 'esm',
      platform: 'node',
      plugins: [externalPackagesPlugin()],
    });
    expect(result.errors).toEqual([]);
    const { result: values } = (await import(pathToFileURL(path.join(dir, 'out', 'uses-icons.mjs')).href)) as { result: unknown[] };
    expect(values).toEqual(['function', 'icon', 'stack']);
  });
});
