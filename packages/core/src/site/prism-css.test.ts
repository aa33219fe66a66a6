import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { themes } from 'prism-react-renderer';
import { describe, expect, it } from 'vitest';
import { makeTmpDir } from '../../../../tests/helpers/tmp.ts';
import { chosenPrismCss, prismThemeCssFile } from './prism-css.ts';

const LIGHT = "html:not([data-theme='dark']) .code-block";
const DARK = "html[data-theme='dark'] .code-block";

describe('chosenPrismCss', () => {
  it('colours light mode from theme and dark mode from darkTheme', () => {
    const css = chosenPrismCss({ theme: themes.oneLight, darkTheme: themes.oneDark })!;
    expect(css).toContain(`${LIGHT} {\n  --folio-code-background: #fafafa;`);
    expect(css).toContain(`${DARK} {\n  --folio-code-background: #282c34;`);
  });

  it('uses theme for dark mode too when darkTheme is not set (as Docusaurus does), and nothing without a choice', () => {
    const css = chosenPrismCss({ theme: themes.palenight })!;
    expect(css).toContain(`${LIGHT} {\n  --folio-code-background: #292d3e;`);
    expect(css).toContain(`${DARK} {\n  --folio-code-background: #292d3e;`);
    expect(chosenPrismCss({ darkTheme: themes.dracula })).not.toContain(LIGHT);
    expect(chosenPrismCss({})).toBeUndefined();
  });
});

describe('prismThemeCssFile', () => {
  it('writes the stylesheet once, named by its content', () => {
    const cacheDir = makeTmpDir('prism-css');
    const file = prismThemeCssFile({ additionalLanguages: [], theme: themes.github, darkTheme: themes.vsDark }, cacheDir)!;
    expect(path.dirname(file)).toBe(path.join(cacheDir, 'prism'));
    expect(readFileSync(file, 'utf8')).toBe(chosenPrismCss({ theme: themes.github, darkTheme: themes.vsDark }));
    expect(prismThemeCssFile({ additionalLanguages: [], theme: themes.github, darkTheme: themes.vsDark }, cacheDir)).toBe(file);
    expect(prismThemeCssFile({ additionalLanguages: [] }, cacheDir)).toBeUndefined();
    expect(existsSync(`${file}.${process.pid}.tmp`)).toBe(false);
  });
});
