/**
 * Rewrites the generated Prism block of theme/src/css/markdown.css from prismThemeCss().
 * Run after changing the themes or the contrast rules: `npx tsx packages/markdown/scripts/write-prism-css.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MARKDOWN_CSS_PATH, replacePrismBlock } from '../src/highlight/css-file.ts';

const file = fileURLToPath(MARKDOWN_CSS_PATH);
writeFileSync(file, replacePrismBlock(readFileSync(file, 'utf8')));
console.log(`✓ ${file}`);
