import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';
import { UserError } from './errors.ts';
import { importSiteModule, NATIVE_TS_IMPORT, validateSiteConfig } from './load.ts';

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

describe('importSiteModule', () => {
  it('imports a site module into this process’s module graph first, then through a fresh namespace that reads its local imports again', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'folio-import-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const file = path.join(dir, 'site-module.ts');
    writeFileSync(path.join(dir, 'package.json'), '{ "type": "module" }\n');
    writeFileSync(path.join(dir, 'helper.ts'), 'export const value: number = 1;\n');
    writeFileSync(file, `import { value } from './helper.ts';\nexport { UserError } from ${JSON.stringify(new URL('./errors.ts', import.meta.url).pathname)};\nexport default value;\n`);
    const marker = globalThis as Record<symbol, unknown>;
    marker[NATIVE_TS_IMPORT] = true;
    try {
      const first = (await importSiteModule(file, `${pathToFileURL(file).href}?v=1`)) as { default: number; UserError: unknown };
      expect(first.default).toBe(1);
      // Same module instance as this test's: nothing was loaded twice.
      expect(first.UserError).toBe(UserError);
      writeFileSync(path.join(dir, 'helper.ts'), 'export const value: number = 2;\n');
      const second = (await importSiteModule(file, `${pathToFileURL(file).href}?v=2`)) as { default: number };
      expect(second.default).toBe(2);
    } finally {
      delete marker[NATIVE_TS_IMPORT];
    }
  });
});
