import path from 'node:path';
import { createMarkdownCompiler } from '@folio/markdown';
import { loadSiteConfig } from '../config/load.ts';
import type { Logger } from '../logger.ts';
import { initPlugins } from '../plugin/host.ts';
import { createModuleStore } from '../plugin/module-store.ts';

/** Loads the site's plugins (without their content) and finds the one that offers `command`. */
export async function findPluginCommand(siteDirArg: string, command: string, logger: Logger) {
  const siteDir = path.resolve(siteDirArg);
  const { config, file: configFile, source } = await loadSiteConfig(siteDir);
  const cacheDir = path.join(siteDir, '.folio');
  const compiler = createMarkdownCompiler({ cacheDir, config: source });
  const plugins = await initPlugins({ siteDir, outDir: path.join(siteDir, 'build'), cacheDir, mode: 'production', config, configFile, logger, compiler }, createModuleStore(cacheDir, new Map()), []);
  const found = plugins.map((plugin) => plugin.commands?.[command]).find((entry) => entry !== undefined);
  if (!found) {
    await compiler.close();
    return undefined;
  }
  return {
    ...found,
    async run(args: string[]) {
      try {
        await found.run(args);
      } finally {
        await compiler.close();
      }
    },
  };
}
