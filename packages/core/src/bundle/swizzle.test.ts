import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveThemeComponent, THEME_DIR } from './aliases.ts';
import { discoverSwizzled, swizzledName } from './swizzle.ts';

const site = mkdtempSync(path.join(tmpdir(), 'folio-swizzle-'));
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('swizzled component names', () => {
  it('are the path without extension, index folded into its folder, as Docusaurus names them', () => {
    expect(swizzledName('BlogPostItem/index.tsx')).toBe('BlogPostItem');
    expect(swizzledName('Footer.js')).toBe('Footer');
    expect(swizzledName(path.join('NavbarItem', 'DocsVersionDropdownNavbarItem.js'))).toBe('NavbarItem/DocsVersionDropdownNavbarItem');
    expect(swizzledName('Admonition/Icon/Note/index.jsx')).toBe('Admonition/Icon/Note');
    expect(swizzledName('BlogPostItem/styles.module.css')).toBeUndefined();
    expect(swizzledName('Footer/index.test.tsx')).toBeUndefined();
    expect(swizzledName('types.d.ts')).toBeUndefined();
    expect(swizzledName('index.js')).toBeUndefined();
  });

  it('are found below src/theme', () => {
    for (const file of ['src/theme/Footer/index.js', 'src/theme/Footer/styles.module.css', 'src/theme/NavbarItem/DocsVersionDropdownNavbarItem.tsx', 'src/theme/Image.jsx', 'src/components/Other.tsx']) {
      mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
      writeFileSync(path.join(site, file), '');
    }
    expect(discoverSwizzled(site)).toEqual({
      Footer: path.join(site, 'src/theme/Footer/index.js'),
      Image: path.join(site, 'src/theme/Image.jsx'),
      'NavbarItem/DocsVersionDropdownNavbarItem': path.join(site, 'src/theme/NavbarItem/DocsVersionDropdownNavbarItem.tsx'),
    });
    expect(discoverSwizzled(path.join(site, 'nowhere'))).toEqual({});
  });

  it('resolve @theme/ to the replacement by exact name, and @theme-original/ and @theme-init/ to Folio’s component', () => {
    const alias = { siteDir: '/site', themeComponents: { Footer: path.join(THEME_DIR, 'Logo/index.tsx') } };
    expect(resolveThemeComponent('@theme/Footer', alias)).toBe(path.join(THEME_DIR, 'Logo/index.tsx'));
    expect(resolveThemeComponent('@theme/Footer/Links', alias)).toBe(path.join(THEME_DIR, 'Footer/Links/index.tsx'));
    expect(resolveThemeComponent('@theme-original/Footer', alias)).toBe(path.join(THEME_DIR, 'Footer/index.tsx'));
    expect(resolveThemeComponent('@theme-init/Footer', alias)).toBe(path.join(THEME_DIR, 'Footer/index.tsx'));
    expect(resolveThemeComponent('@theme/NoSuchThing', alias)).toBeUndefined();
  });
});
