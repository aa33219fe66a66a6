import path from 'node:path';
import { loadSiteConfig } from '../config/load.ts';
import { initPlugins, type PreviousContent } from '../plugin/host.ts';
import { createModuleStore } from '../plugin/module-store.ts';
import type { Diagnostic } from '../plugin/types.ts';
import { loadSiteContent, type SiteContent } from './site-content.ts';
import type { SiteBase, SiteSetup } from './types.ts';

/**
 * The config phase: loads the site's config (in the same module graph as Folio), hands it to the
 * compiler and starts every plugin with a fresh module store.
 */
export async function loadSetup(base: SiteBase): Promise<SiteSetup> {
  const { siteDir, cacheDir, outDir, mode, logger, compiler } = base;
  const loaded = await loadSiteConfig(siteDir);
  for (const warning of loaded.warnings) logger.warn(warning);
  compiler.useConfig(loaded.source);
  const moduleSources = new Map<string, string>();
  const modules = createModuleStore(cacheDir, moduleSources, { inMemory: base.inMemoryModules });
  const diagnostics: Diagnostic[] = [];
  const plugins = await initPlugins({ siteDir, outDir, cacheDir, mode, config: loaded.config, configFile: loaded.file, logger, compiler }, modules, diagnostics);
  return { config: loaded.config, configFile: loaded.file, configFiles: new Set(loaded.files), configSource: loaded.source, plugins, moduleSources, modules, diagnostics };
}

/**
 * What a reload may keep of each plugin's earlier content: all of it when none of the plugin's
 * watched files changed, else the changed files (the plugin reloads what they touch). Nothing for
 * `'content'` (every plugin loads again) or a plugin that has no earlier content.
 */
export function keptContent(base: SiteBase, setup: SiteSetup, earlier: readonly unknown[], changedFiles: readonly string[] | 'content'): (index: number) => PreviousContent | undefined {
  if (changedFiles === 'content') return () => undefined;
  const watched = setup.plugins.map((p) => (p.watchPaths?.() ?? []).map((w) => path.resolve(base.siteDir, w)));
  return (index) => {
    if (earlier[index] === undefined) return undefined;
    const touched = changedFiles.filter((file) => watched[index]!.some((w) => file === w || file.startsWith(`${w}${path.sep}`)));
    return { content: earlier[index], changedFiles: touched.length ? touched : undefined };
  };
}

/** The content phase: every plugin's content (or what `previous` keeps of it), then the final routes. */
export function loadContentOf(base: SiteBase, setup: SiteSetup, previous?: (index: number) => PreviousContent | undefined): Promise<SiteContent> {
  setup.diagnostics.length = 0;
  return loadSiteContent({ siteDir: base.siteDir, config: setup.config, plugins: setup.plugins, moduleSources: setup.moduleSources, diagnostics: setup.diagnostics, logger: base.logger, previous });
}
