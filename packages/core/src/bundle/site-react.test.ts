import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { externalPackagesPlugin } from './content-imports.ts';
import { siteReactAliases } from './site-react.ts';

/**
 * The layout of a workspace that hoists Folio: Folio's code and its router sit in a folder whose
 * node_modules holds one React, the site in a folder below with a React of its own. Each package
 * here says which copy it is, so the bundle shows which one esbuild took.
 */
const root = mkdtempSync(path.join(os.tmpdir(), 'folio-site-react-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function writePackage(dir: string, name: string, files: Record<string, string>): void {
  const folder = path.join(dir, 'node_modules', name);
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'package.json'), JSON.stringify({ name, version: '0.0.0', main: 'index.js' }));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    writeFileSync(path.join(folder, file), text);
  }
}

writePackage(root, 'react', { 'index.js': 'export const copy = "folio-react";\n', 'jsx-runtime.js': 'export const jsxCopy = "folio-react";\n' });
writePackage(root, 'react-router-dom', { 'index.js': 'import { copy } from "react";\nexport const routerReact = copy;\n' });
const siteDir = path.join(root, 'site');
writePackage(siteDir, 'react', { 'index.js': 'export const copy = "site-react";\n', 'jsx-runtime.js': 'export const jsxCopy = "site-react";\n' });
// Folio's theme: outside the site, so esbuild alone would take the React beside it.
const themeFile = path.join(root, 'theme', 'Page.js');
mkdirSync(path.dirname(themeFile), { recursive: true });
writeFileSync(themeFile, 'import { copy } from "react";\nimport { jsxCopy } from "react/jsx-runtime";\nimport { routerReact } from "react-router-dom";\nconsole.log(copy, jsxCopy, routerReact);\n');

async function bundle(platform: 'browser' | 'node', options: Pick<Parameters<typeof build>[0], 'plugins' | 'alias'>, workingDir = siteDir): Promise<string> {
  const result = await build({ entryPoints: [themeFile], bundle: true, write: false, format: 'esm', platform, absWorkingDir: workingDir, logLevel: 'silent', ...options });
  return result.outputFiles[0]!.text;
}

describe("the site's React", () => {
  it("is what the browser bundle takes for every importer, Folio's theme and router included", async () => {
    expect(await bundle('browser', {})).toContain('folio-react');
    const code = await bundle('browser', { alias: siteReactAliases(siteDir) });
    expect(code).toContain('"site-react"');
    expect(code).not.toContain('folio-react');
  });

  it('keeps esbuild resolving from each importer when the site has no React of its own', async () => {
    // Outside the workspace: no React in any folder above it.
    const bare = mkdtempSync(path.join(os.tmpdir(), 'folio-bare-site-'));
    try {
      expect(siteReactAliases(bare)).toEqual({});
      expect(await bundle('browser', { alias: siteReactAliases(bare) }, bare)).toContain('folio-react');
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });

  it("stays an import for Node to resolve from the site's cache folder in the server bundle, with the router bundled so its React import does too", async () => {
    const code = await bundle('node', { plugins: [externalPackagesPlugin()] });
    expect(code).not.toContain('folio-react');
    expect(code).toContain('routerReact = copy');
    expect(code).toMatch(/from "react"/);
    expect(code).toMatch(/from "react\/jsx-runtime"/);
    expect(code).not.toMatch(/from "react-router-dom"/);
  });
});
