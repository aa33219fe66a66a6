import { existsSync } from 'node:fs';
import path from 'node:path';
import { siteConfigSchema, type SiteConfig } from './schema.ts';
import { UserError, toUserError } from './errors.ts';
import { defaultExport, loadSiteModule, type SiteModule } from './site-module.ts';
import { displayPath } from './site-module-errors.ts';
import type { ConfigSource } from '@folio/markdown';

/** Folio's own config files, tried in order in the site folder. */
export const CONFIG_FILES = ['site.config.ts', 'site.config.mts', 'site.config.js', 'site.config.mjs'];
/** Docusaurus config files, tried in Docusaurus's order when there is no Folio config. */
export const DOCUSAURUS_CONFIG_FILES = ['ts', 'mts', 'cts', 'js', 'mjs', 'cjs'].map((ext) => `docusaurus.config.${ext}`);

/** A config file and which kind it is. */
export interface ConfigFile {
  file: string;
  kind: 'folio' | 'docusaurus';
}

/** Finds the config file of a site folder: Folio's own first, else a Docusaurus config; or fails with what to do. */
export function findConfigFile(siteDir: string): ConfigFile {
  for (const name of CONFIG_FILES) {
    const file = path.join(siteDir, name);
    if (existsSync(file)) return { file, kind: 'folio' };
  }
  for (const name of DOCUSAURUS_CONFIG_FILES) {
    const file = path.join(siteDir, name);
    if (existsSync(file)) return { file, kind: 'docusaurus' };
  }
  throw new UserError(`${siteDir}: no site config found. Create site.config.ts exporting defineConfig({ ... }), or run Folio in a Docusaurus site (a folder with docusaurus.config.js).`);
}

/** Validates a raw config object against the schema. Pure: the file name is only used in messages. */
export function validateSiteConfig(raw: unknown, file: string): SiteConfig {
  const result = siteConfigSchema.safeParse(raw);
  if (!result.success) throw toUserError(result.error, file, 'site config', raw);
  return result.data;
}

/** A loaded and validated site config. */
export interface LoadedSiteConfig {
  config: SiteConfig;
  /** Absolute path of the config file. */
  file: string;
  kind: ConfigFile['kind'];
  /** What Folio skipped of a Docusaurus config, one line per key or plugin. */
  warnings: string[];
  /** The config file and the local files it imports: an edit of any of them reloads the config. */
  files: string[];
  /** The loaded config module and the value it gave, so compile workers can take the site's plugins from it. */
  source: ConfigSource;
}

/** The config object a module gives: its default export, called first when it is a function (sync or async), as Docusaurus does. */
async function configValue(module: SiteModule): Promise<unknown> {
  const value = defaultExport(module.exports);
  if (typeof value !== 'function') return value;
  try {
    return await (value as () => unknown)();
  } catch (error) {
    throw module.describeError(error);
  }
}

/**
 * Reads the site's config, `site.config.ts` (Folio's own, strict: unknown keys are errors) or,
 * without one, a Docusaurus config as it is (what Folio does not implement is skipped, each with a
 * warning), and validates it. Both are loaded with no separate compile step (see loadSiteModule).
 */
export async function loadSiteConfig(siteDir: string): Promise<LoadedSiteConfig> {
  const { file, kind } = findConfigFile(siteDir);
  const module = await loadSiteModule(file, { cacheDir: path.join(siteDir, '.folio'), siteDir });
  const label = displayPath(file);
  if (module.exports.default === undefined) {
    const hint = kind === 'folio' ? 'Write "export default defineConfig({ ... })".' : 'Write "export default config" or "module.exports = config".';
    throw new UserError(`${label}: the config has no default export. ${hint}`);
  }
  const raw = await configValue(module);
  const source: ConfigSource = { moduleFile: module.moduleFile, value: raw };
  if (kind === 'folio') return { config: validateSiteConfig(raw, label), file, kind, warnings: [], files: module.files, source };
  const { mapDocusaurusConfig } = await import('./docusaurus/map.ts');
  const mapped = await mapDocusaurusConfig(raw, { siteDir, file });
  const result = siteConfigSchema.safeParse(mapped.config);
  if (!result.success) throw toUserError(result.error, label, 'site config (as Folio reads this Docusaurus config)', mapped.config);
  return { config: result.data, file, kind, warnings: mapped.warnings.map((warning) => `${label}: ${warning}`), files: module.files, source };
}
