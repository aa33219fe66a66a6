import { describe, expect, it } from 'vitest';
import { validateSiteConfig } from './load.ts';

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
