import type { DocusaurusEntry } from './entries.ts';
import { joinKey, type ReportSkipped } from './fit.ts';

/** The options of preset-classic, each the options of one plugin or theme it adds. */
const CLASSIC_PARTS: Record<string, { name: string; kind: DocusaurusEntry['kind']; optional: boolean }> = {
  theme: { name: '@docusaurus/theme-classic', kind: 'theme', optional: false },
  docs: { name: '@docusaurus/plugin-content-docs', kind: 'plugin', optional: true },
  blog: { name: '@docusaurus/plugin-content-blog', kind: 'plugin', optional: true },
  pages: { name: '@docusaurus/plugin-content-pages', kind: 'plugin', optional: true },
  sitemap: { name: '@docusaurus/plugin-sitemap', kind: 'plugin', optional: true },
  googleAnalytics: { name: '@docusaurus/plugin-google-analytics', kind: 'plugin', optional: false },
  gtag: { name: '@docusaurus/plugin-google-gtag', kind: 'plugin', optional: false },
  googleTagManager: { name: '@docusaurus/plugin-google-tag-manager', kind: 'plugin', optional: false },
  // Added by preset-classic from Docusaurus 3.7 on; Folio imports SVG itself, so only options set for it are reported.
  svgr: { name: '@docusaurus/plugin-svgr', kind: 'plugin', optional: false },
};

/**
 * The plugins and themes preset-classic adds, as entries of their own, with the preset's options
 * for each: docs, blog, pages and sitemap unless set to false, the theme always, analytics when
 * configured. `debug: true` asks for the debug plugin (Docusaurus also adds it in development,
 * which is no choice of the site's). Unknown preset options are reported. Pure but for `skip`.
 */
export function expandClassicPreset(preset: DocusaurusEntry, skip: ReportSkipped): DocusaurusEntry[] {
  const key = `${preset.key}[1]`;
  const entries: DocusaurusEntry[] = [];
  const options = preset.options;
  for (const [part, { name, kind, optional }] of Object.entries(CLASSIC_PARTS)) {
    const value = options[part];
    if (value === false || (!optional && !value)) continue;
    const partKey = joinKey(key, part);
    entries.push({ kind, name, options: value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {}, key: partKey, optionsKey: partKey, code: false });
  }
  if (options.debug === true) entries.push({ kind: 'plugin', name: '@docusaurus/plugin-debug', options: {}, key: joinKey(key, 'debug'), optionsKey: joinKey(key, 'debug'), code: false });
  for (const name of Object.keys(options)) {
    if (!(name in CLASSIC_PARTS) && name !== 'debug') skip(joinKey(key, name), 'preset-classic has no such option; skipped');
  }
  return entries;
}
