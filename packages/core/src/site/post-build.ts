import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { writeFile } from '../output/limited-fs.ts';
import { runHook } from '../plugin/failure.ts';
import { createPhaseTimer } from '../timer.ts';
import type { SiteContent } from './site-content.ts';
import type { PostBuildInput } from './types.ts';

/** Writes plugins' files below `outDir`, refusing any path that leads out of it. */
export function outputWriter(outDir: string): (relativePath: string, data: string | Uint8Array) => Promise<void> {
  return async (relativePath, data) => {
    const file = path.join(outDir, relativePath);
    if (!file.startsWith(outDir + path.sep)) throw new Error(`A plugin tried to write outside the build folder: ${relativePath}`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data);
  };
}

/**
 * The post-build phase: each plugin's postBuild in order, with the final routes, the rendered
 * pages and the app's scripts; returns each plugin's share in milliseconds, so what a feature
 * costs shows in the build's summary.
 */
export async function postBuildPhase(content: SiteContent, input: PostBuildInput): Promise<Record<string, number>> {
  const timer = createPhaseTimer();
  const writeOut = input.writeFile ?? outputWriter(input.outDir);
  for (const { plugin, content: pluginContent } of content.loaded.plugins) {
    if (!plugin.postBuild) continue;
    const args = { content: pluginContent, outDir: input.outDir, routes: content.routes, pages: input.pages, scripts: input.bundle.scripts, writeFile: writeOut };
    await timer.phase(plugin.name, () => runHook(plugin.name, 'postBuild', () => plugin.postBuild!(args)));
  }
  return timer.timings;
}
