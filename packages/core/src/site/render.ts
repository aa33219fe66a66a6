import path from 'node:path';
import type { BundleResult } from '../bundle/bundle.ts';
import { createJsonAssetWriter } from '../output/assets.ts';
import type { OutputTarget } from '../output/output-target.ts';
import type { BuiltPage } from '../plugin/types.ts';
import { toDocumentSiteConfig } from '../render/document.ts';
import { renderFailuresError } from '../render/failures.ts';
import { withModuleHeads } from '../render/module-head.ts';
import { planRender } from '../render/plan.ts';
import { renderAll } from '../render/pool.ts';
import type { WarmRenderWorker } from '../render/warm-worker.ts';
import { FOLIO_VERSION } from '../version.ts';
import type { SiteContent } from './site-content.ts';
import { copyStaticDirectories } from './static-files.ts';
import type { RenderedSite, SiteBase, SiteSetup } from './types.ts';

/**
 * The render phase: copies the static folders into `outDir` and prerenders every page there, in
 * worker threads, taking unchanged pages' bodies from the render cache. Fails with every page that
 * did not render. `warmWorker`: a render worker started ahead, for the few pages of an edit.
 */
export async function renderPhase(base: SiteBase, setup: SiteSetup, content: SiteContent, output: OutputTarget, bundle: BundleResult, warmWorker?: WarmRenderWorker): Promise<RenderedSite> {
  const { config } = setup;
  const { loaded, notFound, resolveComponent } = content;
  const outDir = output.dir;
  await copyStaticDirectories(base.siteDir, config.staticDirectories, output);
  const writeJson = createJsonAssetWriter(output, config.baseUrl);
  const routes = withModuleHeads(content.routes, (file) => bundle.heads.get(file));
  const { jobs, site } = await planRender({ config, version: FOLIO_VERSION, outDir, routes, notFound, resolveComponent, bundle, globalData: loaded.globalData, data: loaded.data, writeJson });
  const locale = config.i18n.localeConfigs[config.i18n.defaultLocale];
  const context = {
    serverEntry: bundle.serverEntry,
    site,
    config: toDocumentSiteConfig(config),
    version: FOLIO_VERSION,
    entryScript: bundle.entry.script,
    css: bundle.entry.css,
    htmlLang: locale?.htmlLang ?? config.i18n.defaultLocale,
    direction: locale?.direction ?? 'ltr',
    dataValues: Object.fromEntries(loaded.data),
  };
  const result = await renderAll(jobs, context, base.cacheDir, base.mode, output.writeFile, warmWorker);
  if (result.failures.length) throw renderFailuresError(result.failures, base.siteDir);
  // What postBuild learns of each page: its searchable content and the scripts its HTML loads.
  const scriptsOf = new Map(jobs.map((job) => [job.outFile, [context.entryScript, ...job.modulePreloads]]));
  const built: BuiltPage[] = result.pages.map((page) => ({
    path: page.path,
    permalink: page.permalink,
    outFile: path.relative(outDir, page.outFile).split(path.sep).join('/'),
    ...(page.search ? { search: page.search } : {}),
    scripts: scriptsOf.get(page.outFile) ?? [],
  }));
  return { pages: result.pages, built, fromCache: result.fromCache };
}
