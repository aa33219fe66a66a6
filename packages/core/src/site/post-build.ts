import path from 'node:path';
import { readFile } from '../output/limited-fs.ts';
import { plainOutput, type OutputTarget } from '../output/output-target.ts';
import { runHook } from '../plugin/failure.ts';
import { createPhaseTimer } from '../timer.ts';
import type { SiteContent } from './site-content.ts';
import type { PostBuildInput } from './types.ts';

/** The absolute path of a plugin's file below the output folder; a path that leads out of it is an error. */
function outputPath(output: OutputTarget, relativePath: string): string {
  const file = path.join(output.dir, relativePath);
  if (!file.startsWith(output.dir + path.sep)) throw new Error(`A plugin tried to write outside the build folder: ${relativePath}`);
  return file;
}

/** Writes plugins' files below the output folder, refusing any path that leads out of it. */
export function outputWriter(output: OutputTarget): (relativePath: string, data: string | Uint8Array) => Promise<void> {
  return (relativePath, data) => output.writeFile(outputPath(output, relativePath), data);
}

/** How plugins' copies reach the output: through the output target, or read and handed to a custom `writeFile`. */
function outputCopier(input: PostBuildInput): (relativePath: string, from: string) => Promise<void> {
  const { writeFile } = input;
  if (writeFile) return async (relativePath, from) => writeFile(relativePath, await readFile(from));
  const output = input.output ?? plainOutput(input.outDir);
  return (relativePath, from) => output.copyFile(from, outputPath(output, relativePath));
}

/**
 * The post-build phase: each plugin's postBuild in order, with the final routes, the rendered
 * pages and the app's scripts; returns each plugin's share in milliseconds, so what a feature
 * costs shows in the build's summary.
 */
export async function postBuildPhase(content: SiteContent, input: PostBuildInput): Promise<Record<string, number>> {
  const timer = createPhaseTimer();
  const writeOut = input.writeFile ?? outputWriter(input.output ?? plainOutput(input.outDir));
  const copyOut = outputCopier(input);
  for (const { plugin, content: pluginContent } of content.loaded.plugins) {
    if (!plugin.postBuild) continue;
    const args = { content: pluginContent, outDir: input.outDir, routes: content.routes, pages: input.pages, scripts: input.bundle.scripts, writeFile: writeOut, copyFile: copyOut };
    await timer.phase(plugin.name, () => runHook(plugin.name, 'postBuild', () => plugin.postBuild!(args)));
  }
  return timer.timings;
}
