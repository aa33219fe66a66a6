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

/** Reads `site.config.ts` with no separate compile step (tsx loads TypeScript in-process) and validates it. */
export async function loadSiteConfig(siteDir: string): Promise<{ config: SiteConfig; file: string }> {
  const file = findConfigFile(siteDir);
  let mod: { default?: unknown };
  try {
    // The file's time in the URL: the development server reloads an edited config, not the module it loaded first.
    mod = (await tsImport(`${pathToFileURL(file).href}?mtime=${statSync(file).mtimeMs}`, import.meta.url)) as { default?: unknown };
  } catch (error) {
    throw new UserError(`${file}: the config could not be loaded: ${(error as Error).message}`);
  }
  if (mod.default === undefined) {
    throw new UserError(`${file}: the config has no default export. Write "export default defineConfig({ ... })".`);
  }
  return { config: validateSiteConfig(mod.default, path.relative(process.cwd(), file) || file), file };
}
