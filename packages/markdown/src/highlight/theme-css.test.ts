import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { MARKDOWN_CSS_PATH, replacePrismBlock } from './css-file.ts';
import { contrastRatio, parseColor, type Rgb } from './contrast.ts';
import { prismThemeCss } from './theme-css.ts';

const css = readFileSync(MARKDOWN_CSS_PATH, 'utf8');
const variablesCss = readFileSync(new URL('variables.css', MARKDOWN_CSS_PATH), 'utf8');
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

/** `--name: value` pairs of every rule whose selector list contains exactly `selector`. */
function ruleVariables(source: string, selector: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of source.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    if (!rule[1]!.split(',').map((s) => s.trim()).includes(selector)) continue;
    for (const m of rule[2]!.matchAll(/(--[\w-]+):\s*([^;]+);/g)) out[m[1]!] = m[2]!.trim();
  }
  return out;
}

/** The theme's variables in a colour mode, as variables.css sets them on the root element. */
function themeVariables(mode: string): Record<string, string> {
  const light = ruleVariables(variablesCss, ':root');
  return mode === 'dark' ? { ...light, ...ruleVariables(variablesCss, "html[data-theme='dark']"), ...ruleVariables(variablesCss, "[data-theme='dark']") } : light;
}

/** A value with its var() references replaced, recursively. */
function resolve(vars: Record<string, string>, value: string): string {
  const next = value.replace(/var\((--[\w-]+)\)/g, (_, name: string) => vars[name] ?? '');
  return next === value ? value : resolve(vars, next);
}

test('markdown.css carries the current generated Prism colours', () => {
  expect(replacePrismBlock(css) === css, 'run: npx tsx packages/markdown/scripts/write-prism-css.ts').toBe(true);
});

describe('WCAG AA contrast', () => {
  const modes = [
    { name: 'light', root: "html:not([data-theme='dark'])", text: '#1c1e21' },
    { name: 'dark', root: "html[data-theme='dark']", text: '#e6e8eb' },
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
      const vars = themeVariables(mode.name);
      const text = color(resolve(vars, 'var(--ifm-font-color-base)'));
      expect(text).toEqual(color(mode.text));
      for (const type of ['note', 'tip', 'info', 'warning', 'caution', 'danger']) {
        const own = { ...vars, ...ruleVariables(css, `.admonition--${type}`), ...(mode.name === 'dark' ? ruleVariables(css, `:where([data-theme='dark']) .admonition--${type}`) : {}) };
        const background = color(resolve(own, 'var(--ifm-alert-background-color)'));
        expect(contrastRatio(color(resolve(own, 'var(--ifm-alert-foreground-color)')), background), `${type} title`).toBeGreaterThanOrEqual(AA);
        expect(contrastRatio(text, background), `${type} text`).toBeGreaterThanOrEqual(AA);
      }
    });
  }
});
