import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeFiles } from '../../../../tests/helpers/site.ts';
import { makeTmpDir } from '../../../../tests/helpers/tmp.ts';
import { createMarkdownCompiler } from '@folio/markdown';
import { UserError } from './errors.ts';
import { defaultExport, loadSiteModule } from './site-module.ts';

/** A site folder inside the repository (so packages resolve), with these files. */
function site(files: Record<string, string>): string {
  const dir = makeTmpDir('site-module');
  writeFiles(dir, files);
  return dir;
}

async function load(dir: string, file: string) {
  return loadSiteModule(path.join(dir, file), { cacheDir: path.join(dir, '.folio'), siteDir: dir });
}

async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(UserError);
    return (error as Error).message;
  }
  throw new Error('expected a failure');
}

describe('loadSiteModule', () => {
  it("loads in the engine's own module graph: the packages a config imports are the engine's instances, not copies", async () => {
    const dir = site({
      'site.config.ts': "import { UserError, loadSiteModule } from '@folio/core';\nimport { createMarkdownCompiler } from '@folio/markdown';\nexport default { UserError, loadSiteModule, createMarkdownCompiler, error: new UserError('x') };\n",
    });
    const value = defaultExport((await load(dir, 'site.config.ts')).exports) as Record<string, unknown>;
    expect(value.UserError).toBe(UserError);
    expect(value.loadSiteModule).toBe(loadSiteModule);
    expect(value.createMarkdownCompiler).toBe(createMarkdownCompiler);
    expect(value.error).toBeInstanceOf(UserError);
  });

  it('loads CommonJS in a package without "type": "module": module.exports, require of packages and local files, __dirname and require.resolve of each file', async () => {
    const dir = site({
      'package.json': '{ "name": "cjs-site", "private": true }\n',
      'src/css/custom.css': 'a {}\n',
      'src/remark/plugin.js': "function plugin() {}\nplugin.folder = __dirname;\nplugin.css = require.resolve('../css/custom.css');\nmodule.exports = plugin;\n",
      'docusaurus.config.js': [
        "const { themes } = require('prism-react-renderer');",
        "const plugin = require('./src/remark/plugin');",
        "module.exports = { theme: themes.github, plugin, css: require.resolve('./src/css/custom.css'), here: __filename, env: process.env.FOLIO_TEST_ENV };",
        '',
      ].join('\n'),
    });
    process.env.FOLIO_TEST_ENV = 'from the environment';
    const { exports, files } = await load(dir, 'docusaurus.config.js');
    delete process.env.FOLIO_TEST_ENV;
    const config = defaultExport(exports) as Record<string, any>;
    const { themes } = await import('prism-react-renderer');
    // The package is this process's own copy, not a second one.
    expect(config.theme).toBe(themes.github);
    expect(config.plugin.folder).toBe(path.join(dir, 'src/remark'));
    expect(config.plugin.css).toBe(path.join(dir, 'src/css/custom.css'));
    expect(config.css).toBe(path.join(dir, 'src/css/custom.css'));
    expect(config.here).toBe(path.join(dir, 'docusaurus.config.js'));
    expect(config.env).toBe('from the environment');
    expect(files.sort()).toEqual([path.join(dir, 'docusaurus.config.js'), path.join(dir, 'src/remark/plugin.js')]);
  });

  it('loads TypeScript and ES module syntax in a CommonJS package, with import.meta.url of the file itself', async () => {
    const dir = site({
      'package.json': '{ "name": "esm-in-cjs", "private": true }\n',
      'lib/helper.ts': 'export const answer: number = 42;\n',
      'docusaurus.config.ts': [
        "import type { Config } from '@docusaurus/types';",
        "import { answer } from './lib/helper';",
        "import { UserError } from '@folio/core';",
        'export default async function createConfig(): Promise<Config> {',
        '  return { answer, url: import.meta.url, UserError } as unknown as Config;',
        '}',
        '',
      ].join('\n'),
    });
    const { exports } = await load(dir, 'docusaurus.config.ts');
    const config = (await (defaultExport(exports) as () => Promise<Record<string, unknown>>)()) as Record<string, unknown>;
    expect(config.answer).toBe(42);
    expect(config.url).toBe(`file://${path.join(dir, 'docusaurus.config.ts')}`);
    expect(config.UserError).toBe(UserError);
  });

  it('resolves @site/ from the site folder, as Docusaurus does', async () => {
    const dir = site({ 'package.json': '{ "name": "s", "private": true }\n', 'src/meta.js': "module.exports = { name: 'meta' };\n", 'config/site.js': "module.exports = require('@site/src/meta.js');\n" });
    expect(defaultExport((await load(dir, 'config/site.js')).exports)).toEqual({ name: 'meta' });
  });

  it('reads local files again on every load (the dev server reloads an edited config); CommonJS .js files of a "type": "module" package load too', async () => {
    const dir = site({ 'package.json': '{ "type": "module" }\n', 'helper.js': 'module.exports = 1;\n', 'config.js': "module.exports = { value: require('./helper') };\n" });
    expect(defaultExport((await load(dir, 'config.js')).exports)).toEqual({ value: 1 });
    writeFiles(dir, { 'helper.js': 'module.exports = 2;\n' });
    expect(defaultExport((await load(dir, 'config.js')).exports)).toEqual({ value: 2 });
  });

  it('names the file, line and column of a syntax error and the cause, with the lines around it', async () => {
    const dir = site({ 'docusaurus.config.js': "module.exports = {\n  title: 'x',\n  url: 'https://x.org'\n  baseUrl: '/',\n};\n" });
    const message = await failure(load(dir, 'docusaurus.config.js'));
    expect(message).toMatch(/docusaurus\.config\.js:4:3: Expected "}" but found "baseUrl"\n/);
    expect(message).toContain("> 4 |   baseUrl: '/',\n    |   ^");
  });

  it('places a syntax error on the first line of an imported file at its own column', async () => {
    const dir = site({ 'plugin.js': 'module.exports = 1 +;\n', 'config.js': "module.exports = require('./plugin');\n" });
    expect(await failure(load(dir, 'config.js'))).toMatch(/plugin\.js:1:21: Unexpected ";"/);
  });

  it('names the line that threw while the module ran, and a local file that is missing', async () => {
    const dir = site({
      'config.js': "const a = 1;\nif (a) throw new TypeError('the config is broken');\nmodule.exports = {};\n",
      'missing.js': "module.exports = require('./nowhere');\n",
    });
    expect(await failure(load(dir, 'config.js'))).toMatch(/config\.js:2:14: TypeError: the config is broken\n/);
    expect(await failure(load(dir, 'missing.js'))).toMatch(/missing\.js:1:26: Could not resolve "\.\/nowhere"/);
  });

  it('names the module when a package it imports is not installed', async () => {
    const dir = site({ 'config.mjs': "import x from 'folio-no-such-package';\nexport default x;\n" });
    const message = await failure(load(dir, 'config.mjs'));
    expect(message).toMatch(/config\.mjs(:1:1)?: Cannot find package 'folio-no-such-package' imported from .*config\.mjs/);
    expect(message).not.toContain('site-modules');
  });
});
