import path from 'node:path';
import { loadSiteConfig } from '../config/load.ts';
import type { Logger } from '../logger.ts';
import { initPlugins } from '../plugin/host.ts';
import { createModuleStore } from '../plugin/module-store.ts';

/** Loads the site's plugins (without their content) and finds the one that offers `command`. */
export async function findPluginCommand(siteDirArg: string, command: string, logger: Logger) {
  const siteDir = path.resolve(siteDirArg);
  const { config, file: configFile } = await loadSiteConfig(siteDir);
  const cacheDir = path.join(siteDir, '.folio');
  const plugins = await initPlugins({ siteDir, outDir: path.join(siteDir, 'build'), cacheDir, mode: 'production', config, configFile, logger }, createModuleStore(cacheDir, new Map()), []);
  for (const plugin of plugins) {
    const found = plugin.commands?.[command];
    if (found) return found;
  }
  return undefined;
}
