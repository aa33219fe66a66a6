import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DOCUSAURUS_COMPAT_DIR, resolveThemeComponent, THEME_DIR } from './aliases.ts';
import { scopeCssModule } from './css-modules.ts';
import { explainMissingExport } from './errors.ts';
import { discoverSwizzled, swizzledName, swizzledStylesheets } from './swizzle.ts';

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

  it('are found below src/theme, with the stylesheets beside them', () => {
    for (const file of ['src/theme/Footer/index.js', 'src/theme/Footer/styles.module.css', 'src/theme/NavbarItem/DocsVersionDropdownNavbarItem.tsx', 'src/theme/Image.jsx', 'src/components/Other.tsx']) {
      mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
      writeFileSync(path.join(site, file), '');
    }
    expect(discoverSwizzled(site)).toEqual({
      Footer: path.join(site, 'src/theme/Footer/index.js'),
      Image: path.join(site, 'src/theme/Image.jsx'),
      'NavbarItem/DocsVersionDropdownNavbarItem': path.join(site, 'src/theme/NavbarItem/DocsVersionDropdownNavbarItem.tsx'),
    });
    expect(swizzledStylesheets(site)).toEqual([path.join(site, 'src/theme/Footer/styles.module.css')]);
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

describe('CSS modules', () => {
  it('scope classes and keyframes by the file, the same way every time, with composes followed', () => {
    const css = '.banner { color: red }\n.wide { composes: banner; width: 100% }\n@keyframes spin { from { opacity: 0 } }\n.turn { animation: spin 1s }\n';
    const first = scopeCssModule(css, 'src/theme/Footer/styles.module.css');
    const banner = first.classes.banner!;
    expect(banner).toMatch(/^banner_[\w-]+$/);
    expect(first.classes.wide).toBe(`${banner.replace('banner', 'wide')} ${banner}`);
    expect(first.css).toContain(`.${banner} {`);
    expect(first.css).toMatch(/@keyframes spin_[\w-]+/);
    expect(scopeCssModule(css, 'src/theme/Footer/styles.module.css')).toEqual(first);
    expect(scopeCssModule(css, 'src/theme/Other/styles.module.css').classes.banner).not.toBe(banner);
  });
});

describe('a name Folio’s theme API lacks', () => {
  it('is said in the author’s terms: the module they imported and the name', () => {
    const site = '/work/site';
    const from = (file: string) => path.relative(site, file);
    expect(explainMissingExport(`No matching export in "${from(path.join(DOCUSAURUS_COMPAT_DIR, 'theme-common/index.ts'))}" for import "useX"`, site)).toMatch(/^@docusaurus\/theme-common has no export "useX" in Folio\./);
    expect(explainMissingExport(`No matching export in "${from(path.join(DOCUSAURUS_COMPAT_DIR, 'plugin-content-docs/client.ts'))}" for import "useY"`, site)).toMatch(/^@docusaurus\/plugin-content-docs\/client has no export "useY"/);
    expect(explainMissingExport(`No matching export in "${from(path.join(THEME_DIR, 'Footer/index.tsx'))}" for import "default"`, site)).toMatch(/^@theme\/Footer has no default export in Folio\./);
    expect(explainMissingExport('No matching export in "src/lib.ts" for import "z"', site)).toBe('No matching export in "src/lib.ts" for import "z"');
    expect(explainMissingExport('Expected ";" but found "}"', site)).toBe('Expected ";" but found "}"');
  });
});
