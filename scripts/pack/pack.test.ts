import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isShippedAsset, packageTypeImports } from './compile.ts';
import { compiledExports, compiledTarget, packageOfSpecifier, packedDependencies, packedManifest } from './manifest.ts';
import { expandWorkspacePatterns, type Manifest, type Workspace } from './workspaces.ts';

const root: Manifest = { name: 'monorepo', version: '0.0.0', engines: { node: '>=20.19' }, dependencies: { esbuild: '^0.28.2', react: '^19.3.1', 'react-dom': '^19.3.1', zod: '^3.25.76' }, devDependencies: { vitest: '^4.1.12' } };
const core: Workspace = { dir: 'packages/core', manifest: { name: '@folio/core', version: '0.1.0', private: true, type: 'module', exports: { '.': './src/index.ts' }, bin: { folio: './bin/folio.js' }, scripts: { x: 'y' } } };
const markdown: Workspace = { dir: 'packages/markdown', manifest: { name: '@folio/markdown', version: '0.1.0', exports: { '.': './src/index.ts', './highlight': './src/highlight-api.ts' }, dependencies: { prismjs: '^1.30.0' } } };

describe('compiled exports', () => {
  it('point TypeScript modules at their JavaScript and declarations in dist/, other files at the same path', () => {
    expect(compiledTarget('./src/boot.tsx')).toEqual({ types: './dist/boot.d.ts', default: './dist/boot.js' });
    expect(compiledTarget('./src/worker.mts')).toEqual({ types: './dist/worker.d.mts', default: './dist/worker.mjs' });
    expect(compiledTarget('./src/css/index.css')).toBe('./dist/css/index.css');
    expect(compiledTarget('./src/theme/*')).toBe('./dist/theme/*');
    expect(compiledTarget('./src/types.d.ts')).toBe('./dist/types.d.ts');
    expect(compiledTarget('./package.json')).toBe('./package.json');
  });

  it('keep conditions and subpaths', () => {
    expect(compiledExports({ '.': { browser: './src/a.ts', default: './src/b.ts' }, './x': './src/x.ts' })).toEqual({
      '.': { browser: { types: './dist/a.d.ts', default: './dist/a.js' }, default: { types: './dist/b.d.ts', default: './dist/b.js' } },
      './x': { types: './dist/x.d.ts', default: './dist/x.js' },
    });
  });
});

describe('packed dependencies', () => {
  it('name the packages an import reaches by bare specifier', () => {
    expect(packageOfSpecifier('@folio/client/boot')).toBe('@folio/client');
    expect(packageOfSpecifier('react-dom/server')).toBe('react-dom');
    expect(packageOfSpecifier('zod')).toBe('zod');
  });

  it("take versions from the package, its siblings (exactly) and the root; React is a peer of Folio's supported range, 18.2 and up or 19", () => {
    const imports = new Map([['esbuild', 'a.js'], ['@folio/markdown', 'b.js'], ['react', 'c.js'], ['react-dom', 'd.js'], ['@folio/core', 'self.js']]);
    expect(packedDependencies(core, imports, [core, markdown], root)).toEqual({ dependencies: { '@folio/markdown': '0.1.0', esbuild: '^0.28.2' }, peerDependencies: { react: '^18.2.0 || ^19.0.0', 'react-dom': '^18.2.0 || ^19.0.0' } });
    // What the package declares itself is kept even without an import the scan can see (prismjs's components load by computed path).
    expect(packedDependencies(markdown, new Map(), [core, markdown], root).dependencies).toEqual({ prismjs: '^1.30.0' });
  });

  it('refuse an import no package.json declares, naming the file', () => {
    expect(() => packedDependencies(core, new Map([['left-pad', 'util/pad.js']]), [core], root)).toThrow('util/pad.js imports "left-pad", which is in neither packages/core/package.json nor the root package.json');
    expect(() => packedDependencies(core, new Map([['vitest', 'x.js']]), [core], root)).toThrow('is only a devDependency of the root package.json');
  });
});

describe('packed package.json', () => {
  it('points at dist/, ships dist and bin, takes the root engines and drops development fields', () => {
    const manifest = packedManifest(core, { dependencies: { esbuild: '^0.28.2' }, peerDependencies: {} }, root);
    expect(manifest).toMatchObject({
      name: '@folio/core',
      version: '0.1.0',
      main: './dist/index.js',
      types: './dist/index.d.ts',
      exports: { '.': { types: './dist/index.d.ts', default: './dist/index.js' }, './package.json': './package.json' },
      bin: { folio: './bin/folio.js' },
      files: ['dist', 'bin'],
      engines: { node: '>=20.19' },
      dependencies: { esbuild: '^0.28.2' },
    });
    expect(manifest.scripts).toBeUndefined();
    expect(manifest.peerDependencies).toBeUndefined();
  });
});

describe('shipped files and declarations', () => {
  it('ship assets and declaration files from src/, never tests or TypeScript sources', () => {
    expect(isShippedAsset('css/index.css')).toBe(true);
    expect(isShippedAsset('types/global.d.ts')).toBe(true);
    expect(isShippedAsset('theme/Navbar/index.tsx')).toBe(false);
    expect(isShippedAsset('browser/components.test.ts')).toBe(false);
    expect(isShippedAsset('test/render.ts')).toBe(false);
  });

  it("name another package's types by the package, when its entry exports them", () => {
    const entry = () => 'export type { MarkdownPreprocessor } from "./types.ts";';
    const text = 'x: z.ZodType<import("packages/markdown/src/types.ts").MarkdownPreprocessor>;';
    expect(packageTypeImports(text, 'schema.d.ts', [core, markdown], entry)).toBe('x: z.ZodType<import("@folio/markdown").MarkdownPreprocessor>;');
    expect(packageTypeImports('import("react").ReactNode', 'a.d.ts', [core, markdown], entry)).toBe('import("react").ReactNode');
    expect(() => packageTypeImports('import("packages/markdown/src/types.ts").Hidden', 'schema.d.ts', [core, markdown], entry)).toThrow('schema.d.ts: its declarations need the type Hidden of @folio/markdown');
  });
});

describe('workspace discovery', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-workspaces-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('expands folder/* to its folders with a package.json, sorted, and keeps plain folders', () => {
    for (const name of ['b', 'a', 'no-manifest']) mkdirSync(path.join(dir, 'plugins', name), { recursive: true });
    for (const name of ['a', 'b']) writeFileSync(path.join(dir, 'plugins', name, 'package.json'), '{}');
    expect(expandWorkspacePatterns(dir, ['theme', 'plugins/*'])).toEqual(['theme', 'plugins/a', 'plugins/b']);
    expect(() => expandWorkspacePatterns(dir, ['packages/**'])).toThrow('"packages/**"');
  });
});
