import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeFiles } from '../../../../tests/helpers/site.ts';
import { makeTmpDir } from '../../../../tests/helpers/tmp.ts';
import { findConfigFile, loadSiteConfig, validateSiteConfig } from './load.ts';

const minimal = { title: 'Site', url: 'https://example.org' };

describe('validateSiteConfig', () => {
  it('fills in defaults', () => {
    const config = validateSiteConfig(minimal, 'site.config.ts');
    expect(config.baseUrl).toBe('/');
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.themeConfig.colorMode.defaultMode).toBe('light');
    expect(config.i18n.defaultLocale).toBe('en');
  });

  it('names an unknown key and where it is', () => {
    expect(() => validateSiteConfig({ ...minimal, themeConfig: { navbar: { itemz: [] } } }, 'site.config.ts')).toThrow(
      'site.config.ts: invalid site config:\n  themeConfig.navbar.itemz: Unknown key. Remove it or check its spelling.',
    );
  });

  it('says what was expected and what was found for a wrong type', () => {
    expect(() => validateSiteConfig({ ...minimal, title: 3 }, 'site.config.ts')).toThrow('site.config.ts: invalid site config:\n  title: Expected string, received 3');
  });

  it('lists every bad key at once', () => {
    let message = '';
    try {
      validateSiteConfig({ ...minimal, baseUrl: 'docs', onBrokenLinks: 'explode', favicon: false }, 'site.config.ts');
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('baseUrl: a path that starts and ends with "/", received "docs"');
    expect(message).toContain(`onBrokenLinks: Expected 'ignore' | 'log' | 'warn' | 'throw', received "explode"`.replace(/'/g, '"'));
    expect(message).toContain('favicon: Expected string, received false');
  });
});

describe('findConfigFile', () => {
  it("prefers Folio's own config, then takes a Docusaurus config in Docusaurus's order, else says what to create", () => {
    const dir = makeTmpDir('find-config');
    expect(() => findConfigFile(dir)).toThrow('no site config found. Create site.config.ts exporting defineConfig({ ... }), or run Folio in a Docusaurus site (a folder with docusaurus.config.js).');
    writeFiles(dir, { 'docusaurus.config.js': 'module.exports = {};\n', 'docusaurus.config.mjs': 'export default {};\n' });
    expect(findConfigFile(dir)).toEqual({ file: path.join(dir, 'docusaurus.config.js'), kind: 'docusaurus' });
    writeFiles(dir, { 'docusaurus.config.ts': 'export default {};\n' });
    expect(findConfigFile(dir)).toEqual({ file: path.join(dir, 'docusaurus.config.ts'), kind: 'docusaurus' });
    writeFiles(dir, { 'site.config.ts': 'export default {};\n' });
    expect(findConfigFile(dir)).toEqual({ file: path.join(dir, 'site.config.ts'), kind: 'folio' });
  });
});

describe('loadSiteConfig', () => {
  it('calls a config that is a function, sync or async, as Docusaurus does, and places an error it throws', async () => {
    const dir = makeTmpDir('load-config');
    writeFiles(dir, { 'package.json': '{ "name": "s", "private": true }\n', 'site.config.js': "module.exports = () => ({ title: 'From a function', url: 'https://example.org' });\n" });
    expect((await loadSiteConfig(dir)).config.title).toBe('From a function');
    writeFiles(dir, { 'site.config.js': "module.exports = async function config() {\n  await null;\n  throw new Error('no title yet');\n};\n" });
    await expect(loadSiteConfig(dir)).rejects.toThrow(/site\.config\.js:3:9: no title yet/);
  });

  it('names the config file when it has no default export', async () => {
    const dir = makeTmpDir('load-config');
    writeFiles(dir, { 'site.config.mjs': 'export const title = 1;\n' });
    await expect(loadSiteConfig(dir)).rejects.toThrow(/site\.config\.mjs: the config has no default export\. Write "export default defineConfig\(\{ \.\.\. \}\)"\./);
  });
});
