import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { siteConfigSchema, type SiteConfig } from './schema.ts';
import { UserError, toUserError } from './errors.ts';

/** File names tried, in order, in the site folder. */
export const CONFIG_FILES = ['site.config.ts', 'site.config.mts', 'site.config.js', 'site.config.mjs'];

/** Finds the config file of a site folder, or fails with what to do. */
export function findConfigFile(siteDir: string): string {
  for (const name of CONFIG_FILES) {
    const file = path.join(siteDir, name);
    if (existsSync(file)) return file;
  }
  throw new UserError(`${siteDir}: no site config found. Create site.config.ts exporting defineConfig({ ... }).`);
}

/** Validates a raw config object against the schema. Pure: the file name is only used in messages. */
export function validateSiteConfig(raw: unknown, file: string): SiteConfig {
  const result = siteConfigSchema.safeParse(raw);
  if (!result.success) throw toUserError(result.error, file, 'site config', raw);
  return result.data;
}

/** Set by the command line once TypeScript loads natively in this process (tsx registered). */
export const NATIVE_TS_IMPORT = Symbol.for('folio.native-ts-import');

/** Site modules this process has imported once, by file. */
const imported = new Set<string>();

/**
 * Imports a module of the site (its config, a sidebars file) written in TypeScript or JavaScript.
 * The first time, when the command line has registered tsx, as an ordinary import: what it
 * imports (plugins, @folio/core, the Markdown pipeline) shares this process's modules instead of
 * loading a second time. Later imports of the same file (the dev server after an edit) go through
 * a fresh tsx namespace, so the file's own local imports are read again too. `url` should carry
 * something that changes with the file (its mtime), so an edited file is not the cached module.
 */
export function importSiteModule(file: string, url: string): Promise<unknown> {
  const native = (globalThis as Record<symbol, unknown>)[NATIVE_TS_IMPORT] === true && !imported.has(file);
  imported.add(file);
  return native ? import(url) : tsImport(url, import.meta.url);
}

/** Reads `site.config.ts` with no separate compile step (tsx loads TypeScript in-process) and validates it. */
export async function loadSiteConfig(siteDir: string): Promise<{ config: SiteConfig; file: string }> {
  const file = findConfigFile(siteDir);
  let mod: { default?: unknown };
  try {
    // The file's time in the URL: the development server reloads an edited config, not the module it loaded first.
    const url = `${pathToFileURL(file).href}?mtime=${statSync(file).mtimeMs}`;
    mod = (await importSiteModule(file, url)) as { default?: unknown };
  } catch (error) {
    throw new UserError(`${file}: the config could not be loaded: ${(error as Error).message}`);
  }
  if (mod.default === undefined) {
    throw new UserError(`${file}: the config has no default export. Write "export default defineConfig({ ... })".`);
  }
  return { config: validateSiteConfig(mod.default, path.relative(process.cwd(), file) || file), file };
}
