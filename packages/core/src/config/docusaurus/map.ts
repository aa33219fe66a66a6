import { UserError } from '../errors.ts';
import { docusaurusMarkdownConfig } from '../docusaurus-markdown.ts';
import { siteConfigSchema } from '../schema.ts';
import { readEntry, type DocusaurusEntry, type EntryKind } from './entries.ts';
import { fitToSchema, joinKey, type ReportSkipped } from './fit.ts';
import { loadFolioPlugins } from './folio-plugins.ts';
import { SITE_NOTES, structuredCloneSafe, takeNoted } from './notes.ts';
import { MAPPED_PACKAGES, NOT_RUN_PACKAGES, mapPluginEntry, type MappedSetup } from './plugins.ts';
import { expandClassicPreset } from './presets.ts';
import { mapThemeConfig } from './theme-config.ts';

type Item = Record<string, unknown>;

function isObject(value: unknown): value is Item {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A Docusaurus `scripts` or `stylesheets` entry as a head tag (Docusaurus puts them in every page's head). */
function headTagOf(entry: unknown, kind: 'script' | 'stylesheet'): Item | undefined {
  const attributes: Item = typeof entry === 'string' ? { [kind === 'script' ? 'src' : 'href']: entry } : isObject(entry) ? { ...entry } : {};
  if (kind === 'stylesheet') attributes.rel ??= 'stylesheet';
  const clean = Object.fromEntries(Object.entries(attributes).filter(([, value]) => typeof value === 'string' || typeof value === 'boolean'));
  if (!clean[kind === 'script' ? 'src' : 'href']) return undefined;
  return { tagName: kind === 'script' ? 'script' : 'link', attributes: clean };
}

/** The config's presets, themes and plugins as entries, preset-classic unfolded into the plugins it adds. */
function readEntries(config: Item, siteDir: string, skip: ReportSkipped): DocusaurusEntry[] {
  const known = new Set([...MAPPED_PACKAGES, ...NOT_RUN_PACKAGES]);
  const list = (name: 'presets' | 'themes' | 'plugins', kind: EntryKind) =>
    (Array.isArray(config[name]) ? (config[name] as unknown[]) : []).flatMap((entry, index) => {
      const read = readEntry(entry, kind, `${name}[${index}]`, siteDir, known);
      return read ? [read] : [];
    });
  const presets = list('presets', 'preset').flatMap((preset) => {
    if (preset.name === '@docusaurus/preset-classic') return expandClassicPreset(preset, skip);
    skip(preset.key, `preset ${preset.name}: Folio cannot run Docusaurus presets other than preset-classic; its plugins and themes are skipped`);
    return [];
  });
  return [...presets, ...list('themes', 'theme'), ...list('plugins', 'plugin')];
}

/** `https://example.org/` → `https://example.org`; a base URL gets its leading and trailing slash. */
function normaliseUrls(site: Item): void {
  if (typeof site.url === 'string') site.url = site.url.replace(/\/+$/, '');
  if (typeof site.baseUrl === 'string') site.baseUrl = `/${site.baseUrl}/`.replace(/\/{2,}/g, '/');
}

/** Reports locales beyond the default one (Folio builds only the default locale). */
function reportLocales(i18n: unknown, skip: ReportSkipped): void {
  if (!isObject(i18n) || !Array.isArray(i18n.locales)) return;
  const others = i18n.locales.filter((locale) => locale !== i18n.defaultLocale);
  if (others.length) skip('i18n.locales', `Folio builds the default locale (${String(i18n.defaultLocale)}) only; ${others.join(', ')} skipped`);
}

/**
 * Reads a Docusaurus config object as Folio's site config input: site keys as they are (with
 * Docusaurus's normalisations), preset-classic, the plugins and themes Folio implements mapped onto
 * its own plugins, `scripts` and `stylesheets` as head tags, and the classic theme's themeConfig.
 * Every plugin, theme, preset and key Folio does not implement is left out with one warning that
 * names it and says what is skipped. Returns the input (not yet validated) and the warnings.
 */
export async function mapDocusaurusConfig(raw: unknown, where: { siteDir: string; file: string }): Promise<{ config: Item; warnings: string[] }> {
  if (!isObject(raw)) throw new UserError(`${where.file}: the config must be an object, or a function returning one; received ${Array.isArray(raw) ? 'an array' : String(raw)}.`);
  const warnings: string[] = [];
  const skip: ReportSkipped = (key, what) => {
    const line = `${key}: ${what}`;
    if (!warnings.includes(line)) warnings.push(line);
  };
  const folio = await loadFolioPlugins();
  const { presets: _presets, themes: _themes, plugins: _plugins, themeConfig, markdown, scripts, stylesheets, headTags, ...site } = raw;
  const rest = takeNoted(structuredCloneSafe(site), SITE_NOTES, (name) => name.split('.').reduce(joinKey, ''), skip);
  normaliseUrls(rest);
  reportLocales(rest.i18n, skip);
  const setup: MappedSetup = { plugins: [{ rank: 0, entry: folio.theme }], customCss: [] };
  for (const entry of readEntries(raw, where.siteDir, skip)) mapPluginEntry(entry, { siteDir: where.siteDir, folio, skip }, setup);
  const plugins = setup.plugins
    .map((plugin) => (plugin.rank === 5 ? { ...plugin, entry: [folio.search.factory, { docsRouteBasePath: setup.docsRouteBasePath ?? '/docs', ...setup.search }] } : plugin))
    .sort((a, b) => a.rank - b.rank)
    .map((plugin) => plugin.entry);
  const tags = [
    ...(Array.isArray(headTags) ? headTags : []),
    ...(Array.isArray(scripts) ? scripts : []).map((entry) => headTagOf(entry, 'script')),
    ...(Array.isArray(stylesheets) ? stylesheets : []).map((entry) => headTagOf(entry, 'stylesheet')),
  ].filter((tag) => tag !== undefined);
  const input: Item = {
    ...rest,
    headTags: tags,
    // Infima's defaults first, so the site's custom.css changes Docusaurus's look, not Folio's.
    customCss: [folio.infimaDefaultsCss, ...setup.customCss],
    themeConfig: mapThemeConfig(themeConfig, { navbarItemTypes: folio.navbarItemTypes, searchAdded: setup.search !== undefined, skip }),
    // Folio's markdown options are Docusaurus's, with Docusaurus's defaults where Folio's differ.
    markdown: docusaurusMarkdownConfig(markdown),
    plugins,
  };
  return { config: fitToSchema(input, siteConfigSchema, '', skip) as Item, warnings };
}
