import { availableParallelism } from 'node:os';
import path from 'node:path';
import { claimEsbuild, type MarkdownCompiler } from '@folio/markdown';
import { UserError } from '../config/errors.ts';
import { createLogger, recordingWarnings, type Logger } from '../logger.ts';
import { readManifest, reusingOutput, saveManifest } from '../output/reuse.ts';
import { discardNextOutput, emptyTrash, prepareNextOutput, swapInOutput } from '../output/swap.ts';
import type { FinalRoute } from '../plugin/types.ts';
import { renderWorkers } from '../render/rounds.ts';
import { startRenderWorker, type WarmRenderWorker } from '../render/warm-worker.ts';
import { createPhaseTimer, formatTimings } from '../timer.ts';
import { createSite } from './create-site.ts';
import { isEditSinceLastBuild, readInputState, readOutputState, saveStamp, upToDateStamp, type InputState } from './up-to-date.ts';

/** Options of one build. */
export interface BuildOptions {
  siteDir: string;
  /** Output folder, relative to the site folder; default `build`. */
  outDir?: string;
  mode?: 'production' | 'development';
  logger?: Logger;
  /** The Markdown compiler to use, kept open after the build; by default the build makes one and closes it when done. */
  compiler?: MarkdownCompiler | undefined;
  /**
   * Look first whether anything changed since the last build (`folio build` does, unless given
   * `--force`): when nothing did and its output is as it left it, the build stops there.
   */
  skipIfUpToDate?: boolean | undefined;
  /** With `skipIfUpToDate`: build even when nothing changed (`--force`), still recording the build for the next one. */
  force?: boolean | undefined;
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
  /** True when nothing had changed since the last build, so nothing was built (`routes` is then empty). */
  upToDate?: boolean;
}

/** Fails when the output folder is the site folder or holds it: the swap moves the output folder aside whole. */
function checkOutDir(outDir: string, siteDir: string): void {
  if (outDir === siteDir || !path.relative(outDir, siteDir).startsWith('..')) {
    throw new UserError(`The output folder ${outDir} is the site folder or contains it; a build replaces its output folder whole. Choose a folder inside the site, such as build.`);
  }
}

/**
 * Builds a site: config → content → bundles → pages → post-build → link check, each a phase of
 * one Site object, into a temporary folder that is swapped in only when everything succeeded.
 */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const recorded = recordingWarnings(options.logger ?? createLogger());
  const { logger } = recorded;
  const site = createSite({ siteDir: options.siteDir, outDir: options.outDir, mode: options.mode ?? 'production', logger, compiler: options.compiler });
  const { outDir } = site;
  const timer = createPhaseTimer();
  // What earlier builds moved aside is deleted while this one works.
  const trashDir = path.join(site.cacheDir, 'trash');
  const trashEmptied = emptyTrash(trashDir).catch(() => undefined);
  const esbuild = claimEsbuild();
  let renderWorker: WarmRenderWorker | undefined;
  try {
    await timer.phase('config', () => site.loadConfig());
    checkOutDir(outDir, site.siteDir);
    let inputs: InputState | undefined;
    let edit = false;
    if (options.skipIfUpToDate) {
      const started = performance.now();
      inputs = await readInputState(site);
      const stamp = options.force ? undefined : await upToDateStamp(site, inputs);
      if (stamp) {
        for (const warning of stamp.warnings) logger.warn(warning);
        const checked = Math.round(performance.now() - started);
        logger.success(
          `Nothing changed since the last build: ${path.relative(process.cwd(), outDir) || outDir} is up to date (${stamp.pages} pages; the config, ${inputs.files} input files and the output checked in ${checked}ms${stamp.warnings.length ? `; the warnings above are the last build's` : ''}). Run folio build --force to build anyway.`,
        );
        return { outDir, pages: stamp.pages, renderedFromCache: stamp.pages, timings: { ...timer.timings, check: checked }, postBuildTimings: {}, routes: [], upToDate: true };
      }
      // After an edit, the edited Markdown compiles in the page worker: loading its compiler (about
      // 0.5 s) goes on in that thread while this one reads the content and the caches.
      edit = !options.force && isEditSinceLastBuild(site.cacheDir, inputs);
      if (edit) site.compiler.startPageWorker();
    }
    const tempOut = await prepareNextOutput(outDir);
    // Files that come out the same as in the current output are linked from there, not written again.
    const output = reusingOutput({ dir: tempOut, previousDir: outDir, previous: readManifest(site.cacheDir, outDir) });
    try {
      const { routes } = await timer.phase('content', () => site.loadContent());
      // The pages' folders are made in the file system's threads while the site bundles, not one by one as the render writes.
      output.makeFoldersAhead(routes.map((route) => path.dirname(path.join(tempOut, route.outFile))));
      // The compile workers' heaps would otherwise live on into the bundle phase, beside esbuild's.
      if (!options.compiler) await site.compiler.stopWorkers();
      // After an edit, the worker that renders its page starts (a thread, React's server renderer) while the site bundles.
      // (Only when the site has enough pages that the render puts one page in a worker.)
      renderWorker = edit && renderWorkers(1, routes.length, availableParallelism()) === 1 ? startRenderWorker(site.cacheDir, site.mode) : undefined;
      const bundle = await timer.phase('bundle', () => site.bundle(output));
      // esbuild's service has grown with the bundles and would keep that memory to the end.
      await esbuild.pause();
      const rendered = await timer.phase('render', () => site.render(output, bundle, renderWorker));
      // Its thread stops while the build goes on (awaited at the end).
      void renderWorker?.close();
      await esbuild.pause();
      const postBuildTimings = await timer.phase('postBuild', () => site.postBuild({ outDir: tempOut, output, pages: rendered.built, bundle }));
      // One walk of the new output gives the link check its files and the stamp its digest (the swap keeps it).
      const finished = inputs ? readOutputState(tempOut) : undefined;
      const errors = await site.checkLinks(tempOut, rendered, finished?.paths);
      if (errors.length) throw new UserError(errors.join('\n\n'));
      await trashEmptied;
      // (Long made by now; a folder still being made would otherwise be made again at the old path after the swap.)
      await output.foldersSettled();
      await swapInOutput(outDir, trashDir);
      await saveManifest(site.cacheDir, outDir, output.written().manifest);
      if (inputs && finished) await saveStamp(site.cacheDir, { key: inputs.key, inputs: inputs.inputs, output: finished.digest, pages: rendered.pages.length, warnings: recorded.warnings });
      const reused = rendered.fromCache ? `; ${rendered.fromCache} unchanged ${rendered.fromCache === 1 ? 'page' : 'pages'} taken from the render cache` : '';
      logger.success(`Built ${rendered.pages.length} pages into ${path.relative(process.cwd(), outDir) || outDir} (${formatTimings(timer.timings, { postBuild: postBuildTimings })})${reused}`);
      return { outDir, pages: rendered.pages.length, renderedFromCache: rendered.fromCache, timings: timer.timings, postBuildTimings, routes };
    } catch (error) {
      await output.foldersSettled();
      await discardNextOutput(outDir);
      throw error;
    }
  } finally {
    await renderWorker?.close();
    esbuild.release();
    await trashEmptied;
    await site.close();
  }
}
