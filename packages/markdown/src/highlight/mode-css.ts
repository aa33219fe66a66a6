import type { PrismTheme } from 'prism-react-renderer';
import { ensureContrast, formatColor, parseColor, type Rgb } from './contrast.ts';

/** WCAG AA for normal text. */
const MIN_CONTRAST = 4.5;

/** One colour mode: a prism-react-renderer theme, the page selector and the highlighted-line background. */
export interface Mode {
  theme: PrismTheme;
  root: string;
  highlight: string;
}

/** Where each colour mode's rules apply, and its highlighted-line background. */
export const MODE_PLACES = {
  light: { root: "html:not([data-theme='dark'])", highlight: '#e1e7ef' },
  dark: { root: "html[data-theme='dark']", highlight: '#3c4057' },
} as const;

/**
 * CSS of one colour mode for build-time highlighted code, from a prism-react-renderer theme. Token
 * colours are darkened/lightened where needed so every token meets WCAG AA (4.5:1) on the block
 * and highlighted-line backgrounds; `opacity` styles are dropped for the same reason. Sets the
 * `--folio-code-*` variables used by markdown.css. Loads no Prism (a site's own themes use it).
 */
export function modeCss({ theme, root, highlight }: Mode): string {
  const background = parseColor(theme.plain.backgroundColor ?? '#ffffff') ?? [255, 255, 255];
  const backgrounds: Rgb[] = [background, parseColor(highlight) ?? background];
  const color = (text: string | undefined) => {
    const parsed = text ? parseColor(text) : undefined;
    return parsed ? formatColor(ensureContrast(parsed, backgrounds, MIN_CONTRAST)) : undefined;
  };
  const rules = [
    `${root} .code-block {\n  --folio-code-background: ${formatColor(background)};\n  --folio-code-color: ${color(theme.plain.color) ?? 'inherit'};\n  --folio-code-highlight-background: ${highlight};\n}`,
  ];
  // Later entries win for a type, as in prism-react-renderer's theme dictionary.
  const byType = new Map<string, Record<string, string>>();
  for (const entry of theme.styles) {
    if (entry.languages) continue;
    const declarations: Record<string, string> = {};
    const tokenColor = color(entry.style.color);
    if (tokenColor) declarations.color = tokenColor;
    if (entry.style.fontStyle) declarations['font-style'] = entry.style.fontStyle;
    if (entry.style.fontWeight) declarations['font-weight'] = entry.style.fontWeight;
    if (entry.style.textDecorationLine) declarations['text-decoration-line'] = entry.style.textDecorationLine;
    for (const type of entry.types) byType.set(type, { ...byType.get(type), ...declarations });
  }
  // One rule per distinct style, listing its token types.
  const byStyle = new Map<string, string[]>();
  for (const [type, declarations] of byType) {
    const body = Object.entries(declarations).map(([key, value]) => `  ${key}: ${value};`).join('\n');
    if (body) byStyle.set(body, [...(byStyle.get(body) ?? []), `${root} .code-block .token.${type}`]);
  }
  for (const [body, selectors] of byStyle) rules.push(`${selectors.join(',\n')} {\n${body}\n}`);
  return rules.join('\n');
}
