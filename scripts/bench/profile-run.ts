import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { readProfiles, summarizeProfiles, type ProfileSummary } from './cpu-profile.ts';
import { formatMs } from './format.ts';
import type { ProgressLog } from './log.ts';
import { runMeasured } from './measure.ts';
import type { Tool } from './tools.ts';

/**
 * One extra cold build of `tool` (Folio) under `node --cpu-prof`, every cache cleared first; the
 * profiles (main thread and each worker thread) go to `dir`, and the functions with the most self
 * time are returned. Its times are not used anywhere else: profiling slows a build down.
 */
export async function profileColdBuild(tool: Tool, dir: string, repo: string, log: ProgressLog): Promise<ProfileSummary | undefined> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  tool.clearCaches();
  log(`  ${tool.label}: cold build under node --cpu-prof (profiles in ${path.relative(repo, dir)})…`);
  const measured = await runMeasured(tool.build.command, ['--cpu-prof', `--cpu-prof-dir=${dir}`, ...tool.build.args], { cwd: tool.build.cwd, env: tool.env, onOutput: log.raw });
  if (measured.exitCode !== 0) {
    log(`  ${tool.label}: the profiled build failed (exit ${measured.exitCode})`);
    return undefined;
  }
  const summary = summarizeProfiles(readProfiles(dir), repo);
  log(`  ${tool.label}: profiled build ${formatMs(measured.wallMs)}; ${summary.profiles} profiles, ${formatMs(summary.totalMs)} sampled; top: ${summary.top.slice(0, 5).map((f) => `${f.name} ${f.percent}%`).join('; ')}`);
  return summary;
}
