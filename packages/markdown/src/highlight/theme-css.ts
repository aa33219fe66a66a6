import { themes } from 'prism-react-renderer';
import { MODE_PLACES, modeCss, type Mode } from './mode-css.ts';

const MODES: Mode[] = [
  { theme: themes.github, ...MODE_PLACES.light },
  { theme: themes.dracula, ...MODE_PLACES.dark },
];

/**
 * CSS for build-time highlighted code, from prism-react-renderer's github (light) and dracula
 * (dark) themes (see modeCss).
 */
export function prismThemeCss(): string {
  return MODES.map(modeCss).join('\n');
}
