import { createHash } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { writeFileWholeSync } from '@folio/markdown';
import path from 'node:path';
import { MODE_PLACES, modeCss } from '@folio/markdown/theme-css';
import type { SiteConfig } from '../config/schema.ts';

/** The CSS of the code colours a site chose: light from `theme`, dark from `darkTheme` or else `theme` (as in Docusaurus). Pure. */
export function chosenPrismCss(prism: Pick<SiteConfig['themeConfig']['prism'], 'theme' | 'darkTheme'>): string | undefined {
  const light = prism.theme;
  const dark = prism.darkTheme ?? prism.theme;
  const blocks = [light && modeCss({ theme: light, ...MODE_PLACES.light }), dark && modeCss({ theme: dark, ...MODE_PLACES.dark })];
  const css = blocks.filter(Boolean).join('\n');
  return css ? `${css}\n` : undefined;
}

/**
 * The stylesheet of the code colours a site chose (`themeConfig.prism.theme` / `darkTheme`),
 * bundled after the theme's own so it wins; written once under `cacheDir`, named by its content.
 * Undefined when the site keeps Folio's colours.
 */
export function prismThemeCssFile(prism: SiteConfig['themeConfig']['prism'], cacheDir: string): string | undefined {
  const css = chosenPrismCss(prism);
  if (!css) return undefined;
  const file = path.join(cacheDir, 'prism', `theme-${createHash('sha256').update(css).digest('hex').slice(0, 16)}.css`);
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    // Whole or not at all: a build running beside this one never reads half a file.
    writeFileWholeSync(file, css);
  }
  return file;
}
