import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { MARKDOWN_CSS_PATH, replacePrismBlock } from './cssFile.ts';
import { contrastRatio, parseColor, type Rgb } from './contrast.ts';
import { prismThemeCss } from './themeCss.ts';

const css = readFileSync(MARKDOWN_CSS_PATH, 'utf8');
const AA = 4.5;

function color(text: string | undefined): Rgb {
  const parsed = text ? parseColor(text) : undefined;
  if (!parsed) throw new Error(`not a colour: ${text}`);
  return parsed;
}

/** `--name: value` pairs of the rule whose selector is exactly `selector`. */
function variables(source: string, selector: string): Record<string, string> {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const body = new RegExp(`(?:^|\\n|\\})\\s*${escaped} \\{([^}]*)\\}`).exec(source)?.[1] ?? '';
  return Object.fromEntries([...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]?.trim()]));
}

test('markdown.css carries the current generated Prism colours', () => {
  expect(replacePrismBlock(css) === css, 'run: npx tsx packages/markdown/scripts/writePrismCss.ts').toBe(true);
});

describe('WCAG AA contrast', () => {
  const modes = [
    { name: 'light', root: "html:not([data-theme='dark'])", admonition: '', text: '#1c1e21' },
    { name: 'dark', root: "html[data-theme='dark']", admonition: "html[data-theme='dark'] ", text: '#e6e8eb' },
  ];

  for (const mode of modes) {
    test(`code tokens and line numbers, ${mode.name}`, () => {
      const generated = prismThemeCss();
      const vars = variables(generated, `${mode.root} .code-block`);
      const backgrounds = [color(vars['--folio-code-background']), color(vars['--folio-code-highlight-background'])];
      const tokenColors = [...generated.matchAll(new RegExp(`${mode.root.replace(/[[\]()]/g, '\\$&')} \\.code-block \\.token[^{]*\\{[^}]*?color: (#[0-9a-f]{6})`, 'g'))].map((m) => m[1]);
      expect(tokenColors.length).toBeGreaterThan(5);
      const lineNumber = variables(css, `${mode.root} .code-block`)['--folio-code-line-number'];
      for (const fg of [vars['--folio-code-color'], lineNumber, ...tokenColors]) {
        for (const bg of backgrounds) expect(contrastRatio(color(fg), bg), `${fg} on ${bg.join(',')}`).toBeGreaterThanOrEqual(AA);
      }
    });

    test(`admonition titles and text, ${mode.name}`, () => {
      for (const type of ['note', 'tip', 'info', 'warning', 'caution', 'danger']) {
        const vars = variables(css, `${mode.admonition}.admonition--${type}`);
        const background = color(vars['--admonition-background']);
        expect(contrastRatio(color(vars['--admonition-title']), background), `${type} title`).toBeGreaterThanOrEqual(AA);
        expect(contrastRatio(color(mode.text), background), `${type} text`).toBeGreaterThanOrEqual(AA);
      }
    });
  }
});
