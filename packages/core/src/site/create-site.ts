import path from 'node:path';
import { createMarkdownCompiler } from '@folio/markdown';
import { createLogger } from '../logger.ts';
import { prepareCacheDir } from '../output/cache-dir.ts';
import { toOutputTarget } from '../output/output-target.ts';
import { bundlePhase } from './bundle.ts';
import { classifyChange } from './changes.ts';
import { keptContent, loadContentOf, loadSetup } from './load.ts';
import { markTimeline } from '../timeline.ts';
import type { SiteContent } from './site-content.ts';
import type { Site, SiteBase, SiteOptions, SiteSetup } from './types.ts';

function loadedFirst<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Internal error (a Folio bug): the site's ${what} was used before it was loaded.`);
  return value;
}

/**
 * Makes the Site object of a site folder: nothing is loaded until `loadConfig` or `loadContent`.
 * The `.folio` cache folder is made ready at once.
 */
export function createSite(options: SiteOptions): Site {
  const siteDir = path.resolve(options.siteDir);
  const cacheDir = path.join(siteDir, '.folio');
  prepareCacheDir(cacheDir);
  const mode = options.mode ?? 'production';
  const compiler = options.compiler ?? createMarkdownCompiler({ cacheDir, scanFirst: options.scanFirst ?? false });
  const base: SiteBase = {
    siteDir,
    cacheDir,
    outDir: path.resolve(siteDir, options.outDir ?? 'build'),
    mode,
    nodeEnv: options.nodeEnv ?? mode,
    logger: options.logger ?? createLogger(),
    compiler,
    inMemoryModules: options.inMemoryModules ?? false,
  };
  let setup: SiteSetup | undefined;
  let content: SiteContent | undefined;
  const setupNow = () => loadedFirst(setup, 'config');
  const contentNow = () => loadedFirst(content, 'content');

  const loadConfig = async () => {
    content = undefined;
    setup = await loadSetup(base);
    return setup.config;
  };
  const loadContent = async () => {
    if (!setup) await loadConfig();
    content = await loadContentOf(base, setupNow());
    return content;
  };

  return {
    ...base,
    get config() {
      return setupNow().config;
    },
    get setup() {
      return setupNow();
    },
    get content() {
      return contentNow();
    },
    loadConfig,
    loadContent,
    async reload(changedFiles, reloadOptions) {
      const configChanged = !setup || changedFiles === 'all' || (changedFiles !== 'content' && changedFiles.some((file) => classifyChange(file, siteDir, setup!.configFiles) === 'config'));
      if (configChanged) {
        const config = await loadConfig();
        markTimeline('config loaded');
        reloadOptions?.onConfigLoaded?.(config);
      }
      const earlier = content?.loaded.plugins.map((p) => p.content) ?? [];
      content = await loadContentOf(base, setupNow(), keptContent(base, setupNow(), earlier, changedFiles === 'all' ? 'content' : changedFiles));
      markTimeline('content loaded');
      return { content, configLoaded: configChanged };
    },
    bundle: (output) => bundlePhase(base, setupNow(), contentNow(), toOutputTarget(output)),
    // The later phases' modules load when first used: the development server may never need them.
    render: async (output, bundle, warmWorker) => (await import('./render.ts')).renderPhase(base, setupNow(), contentNow(), toOutputTarget(output), bundle, warmWorker),
    postBuild: async (input) => (await import('./post-build.ts')).postBuildPhase(contentNow(), input),
    checkLinks: async (outDir, rendered, files) => (await import('./check-links.ts')).checkLinksPhase(base, setupNow(), contentNow(), outDir, rendered, files),
    async close() {
      if (!options.compiler) await compiler.close();
    },
  };
}
