import { readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createMarkdownCompiler, type MarkdownCompiler } from '@folio/markdown';
import { bundleSite } from '../bundle/bundle.ts';
import { loadSiteConfig } from '../config/load.ts';
import { UserError } from '../config/errors.ts';
import { applySeverity } from '../diagnostics.ts';
import { filePathsToUrls, findBrokenLinks, formatBrokenLinks } from '../links/check.ts';
import { locateBrokenLinks } from '../links/locate.ts';
import { createLogger, type Logger } from '../logger.ts';
import { createJsonAssetWriter } from '../output/assets.ts';
import { prepareCacheDir } from '../output/cache-dir.ts';
import { discardNextOutput, prepareNextOutput, swapInOutput } from '../output/swap.ts';
import { runHook } from '../plugin/failure.ts';
import { initPlugins } from '../plugin/host.ts';
import { createModuleStore } from '../plugin/module-store.ts';
import type { BuiltPage, Diagnostic, FinalRoute } from '../plugin/types.ts';
import { toDocumentSiteConfig } from '../render/document.ts';
import { planRender } from '../render/plan.ts';
import { renderFailuresError } from '../render/failures.ts';
import { renderAll } from '../render/pool.ts';
import { withModuleHeads } from '../render/module-head.ts';
import { createPhaseTimer, formatTimings } from '../timer.ts';
import { FOLIO_VERSION } from '../version.ts';
import { loadSiteContent } from './site-content.ts';
import { copyStaticDirectories, listFiles } from './static-files.ts';

/** Options of one build. */
export interface BuildOptions {
  siteDir: string;
  /** Output folder, relative to the site folder; default `build`. */
  outDir?: string;
  mode?: 'production' | 'development';
  logger?: Logger;
  /**
   * The Markdown compiler to use, kept open after the build (the development server's background
   * build shares its own); by default the build makes one and closes it when done.
   */
  compiler?: MarkdownCompiler | undefined;
}

/** What a successful build reports. */
export interface BuildResult {
  outDir: string;
  pages: number;
  /** Pages whose body came from the render cache (their inputs had not changed). */
  renderedFromCache: number;
  timings: Record<string, number>;
  /** Each plugin's share of the postBuild phase, in milliseconds, by plugin name. */
  postBuildTimings: Record<string, number>;
  routes: FinalRoute[];
}

function readFileIfExists(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** Builds a site: config → plugins → routes → bundles → pages → post-build, then swaps the output in. */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const logger = options.logger ?? createLogger();
  const mode = options.mode ?? 'production';
  const siteDir = path.resolve(options.siteDir);
  const cacheDir = path.join(siteDir, '.folio');
  const timer = createPhaseTimer();
  prepareCacheDir(cacheDir);
  const { config, file: configFile, warnings: configWarnings, source: configSource } = await timer.phase('config', () => loadSiteConfig(siteDir));
  for (const warning of configWarnings) logger.warn(warning);
  const outDir = path.resolve(siteDir, options.outDir ?? 'build');
  // The swap moves the output folder aside: it must never be the site itself, or hold it.
  if (outDir === siteDir || !path.relative(outDir, siteDir).startsWith('..')) {
    throw new UserError(`The output folder ${outDir} is the site folder or contains it; a build replaces its output folder whole. Choose a folder inside the site, such as build.`);
  }
  const tempOut = await prepareNextOutput(outDir);
  const compiler = options.compiler ?? createMarkdownCompiler({ cacheDir, config: configSource });
  if (options.compiler) options.compiler.useConfig(configSource);
  try {
    const diagnostics: Diagnostic[] = [];
    const moduleSources = new Map<string, string>();
    const modules = createModuleStore(cacheDir, moduleSources);
    const site = await timer.phase('content', async () => {
      const plugins = await initPlugins({ siteDir, outDir, cacheDir, mode, config, configFile, logger, compiler }, modules, diagnostics);
      return loadSiteContent({ siteDir, config, plugins, moduleSources, diagnostics, logger });
    });
    const { loaded, routes, notFound, resolveComponent, siteErrors } = site;
    const bundle = await timer.phase('bundle', async () => {
      await rm(path.join(cacheDir, 'server'), { recursive: true, force: true });
      await modules.settled();
      return bundleSite({ ...site.bundleInput(tempOut, cacheDir, mode), scannedInput: compiler.scannedInput });
    });
    const rendered = await timer.phase('render', async () => {
      await copyStaticDirectories(siteDir, config.staticDirectories, tempOut);
      const writeJson = createJsonAssetWriter(tempOut, config.baseUrl);
      const pageRoutes = withModuleHeads(routes, (file) => bundle.heads.get(file));
      const { jobs, site } = await planRender({ config, version: FOLIO_VERSION, outDir: tempOut, routes: pageRoutes, notFound, resolveComponent, bundle, globalData: loaded.globalData, data: loaded.data, writeJson });
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
      const result = await renderAll(jobs, context, cacheDir, mode);
      // What postBuild learns of each page: its searchable content and the scripts its HTML loads.
      const scriptsOf = new Map(jobs.map((job) => [job.outFile, [context.entryScript, ...job.modulePreloads]]));
      const built: BuiltPage[] = result.pages.map((page) => ({
        path: page.path,
        permalink: page.permalink,
        outFile: path.relative(tempOut, page.outFile).split(path.sep).join('/'),
        ...(page.search ? { search: page.search } : {}),
        scripts: scriptsOf.get(page.outFile) ?? [],
      }));
      return { ...result, built };
    });
    if (rendered.failures.length) throw renderFailuresError(rendered.failures, siteDir);
    // Each plugin's share of postBuild is timed too, so what a feature costs shows in the summary.
    const postBuildTimer = createPhaseTimer();
    await timer.phase('postBuild', async () => {
      const writeOut = async (relativePath: string, data: string | Uint8Array) => {
        const file = path.join(tempOut, relativePath);
        if (!file.startsWith(tempOut + path.sep)) throw new Error(`A plugin tried to write outside the build folder: ${relativePath}`);
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, data);
      };
      for (const { plugin, content } of loaded.plugins) {
        if (plugin.postBuild) await postBuildTimer.phase(plugin.name, () => runHook(plugin.name, 'postBuild', () => plugin.postBuild!({ content, outDir: tempOut, routes, pages: rendered.built, scripts: bundle.scripts, writeFile: writeOut })));
      }
    });
    const files = filePathsToUrls(await listFiles(tempOut), config.baseUrl);
    const pageLinks = rendered.pages.filter((p) => !p.path.endsWith('404.html')).map((p) => ({ ...p, sourceFile: p.sourceFile ? path.relative(siteDir, p.sourceFile) : undefined }));
    const readSource = (file: string) => readFileIfExists(path.resolve(siteDir, file));
    const broken = locateBrokenLinks(findBrokenLinks(pageLinks, files, config.baseUrl), config.baseUrl, [path.relative(siteDir, configFile)], readSource);
    const brokenLinks = broken.filter((b) => b.kind === 'link');
    const brokenAnchors = broken.filter((b) => b.kind === 'anchor');
    if (brokenLinks.length) applySeverity(config.onBrokenLinks, `Broken links found (${brokenLinks.length}):\n${formatBrokenLinks(brokenLinks)}`, logger, siteErrors);
    if (brokenAnchors.length) applySeverity(config.onBrokenAnchors, `Broken anchors found (${brokenAnchors.length}):\n${formatBrokenLinks(brokenAnchors)}`, logger, siteErrors);
    if (siteErrors.length) throw new UserError(siteErrors.join('\n\n'));
    await swapInOutput(outDir);
    const reused = rendered.fromCache ? `; ${rendered.fromCache} unchanged ${rendered.fromCache === 1 ? 'page' : 'pages'} taken from the render cache` : '';
    logger.success(`Built ${rendered.pages.length} pages into ${path.relative(process.cwd(), outDir) || outDir} (${formatTimings(timer.timings, { postBuild: postBuildTimer.timings })})${reused}`);
    return { outDir, pages: rendered.pages.length, renderedFromCache: rendered.fromCache, timings: timer.timings, postBuildTimings: postBuildTimer.timings, routes };
  } catch (error) {
    await discardNextOutput(outDir);
    throw error;
  } finally {
    if (!options.compiler) await compiler.close();
  }
}
