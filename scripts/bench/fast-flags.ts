import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { ProgressLog } from './log.ts';
import { runMeasured } from './measure.ts';
import type { Tool } from './tools.ts';

/** What shows that the fast Docusaurus's `future.faster` flags took effect. */
export interface FastFlagEvidence {
  /** The bundler Docusaurus named ("rspack" or "webpack"). */
  bundler?: string;
  /** Threads of the SSG pool; 1 when Docusaurus rendered on the main thread. */
  ssgThreads?: number;
  /** SSG tasks the worker threads reported. */
  ssgWorkerTasks: number;
  /** Entries of Rspack's persistent cache folder (node_modules/.cache/rspack/) after the builds. */
  persistentCacheEntries: number;
}

/** ANSI colour codes, which Docusaurus's logger may print even when told not to. */
const ANSI = /\u001b\[[0-9;]*m/g;

/** Reads the perf log (`DOCUSAURUS_PERF_LOGGER=true`) of a Docusaurus 3.8+ build. Pure. */
export function readFastFlagEvidence(output: string, persistentCacheEntries: number): FastFlagEvidence {
  const text = output.replace(ANSI, '');
  const bundler = /Bundling with (\w+)/.exec(text)?.[1];
  const pool = /Create SSG thread pool - (\d+) threads/.exec(text);
  const ssgThreads = pool ? Number(pool[1]) : /SSG \(current thread\)/.test(text) ? 1 : undefined;
  const ssgWorkerTasks = text.match(/SSG Worker \d+ - Task \d+ - Rendering/g)?.length ?? 0;
  return { ...(bundler ? { bundler } : {}), ...(ssgThreads !== undefined ? { ssgThreads } : {}), ssgWorkerTasks, persistentCacheEntries };
}

/** The evidence as notes for the results. Pure. */
export function fastFlagNotes(evidence: FastFlagEvidence, label: string): string[] {
  return [
    `${label}: flags checked in one extra, untimed rebuild run with DOCUSAURUS_PERF_LOGGER=true (Docusaurus's own phase log): ` +
      `bundler ${evidence.bundler ?? 'not named in the log'}; ` +
      `SSG ${evidence.ssgThreads === undefined ? 'not seen in the log' : evidence.ssgThreads > 1 ? `in a pool of ${evidence.ssgThreads} worker threads (${evidence.ssgWorkerTasks} tasks reported by the workers)` : 'on the main thread only (no worker threads)'}; ` +
      `Rspack persistent cache ${evidence.persistentCacheEntries ? `present (${evidence.persistentCacheEntries} entries in node_modules/.cache/rspack/, kept between the rebuilds and cleared for cold builds)` : 'not found'}.`,
  ];
}

/** Entries of the Rspack persistent cache folders Docusaurus may use for `tool`. */
export function persistentCacheEntries(tool: Tool, installDir: string): number {
  return [path.join(installDir, 'node_modules', '.cache', 'rspack'), path.join(tool.siteDir, 'node_modules', '.cache', 'rspack')]
    .filter((dir) => existsSync(dir))
    .reduce((sum, dir) => sum + readdirSync(dir).filter((name) => !name.startsWith('.')).length, 0);
}

/**
 * Runs one more build of the fast Docusaurus with its caches kept and DOCUSAURUS_PERF_LOGGER=true,
 * untimed, and reads from its log which bundler it used and whether SSG ran in worker threads.
 */
export async function verifyFastFlags(tool: Tool, installDir: string, log: ProgressLog): Promise<FastFlagEvidence> {
  log(`  ${tool.label}: one more (untimed) rebuild with DOCUSAURUS_PERF_LOGGER=true, to check the flags…`);
  let output = '';
  const measured = await runMeasured(tool.build.command, tool.build.args, {
    cwd: tool.build.cwd,
    env: { ...tool.env, DOCUSAURUS_PERF_LOGGER: 'true' },
    onOutput: (text) => {
      output += text;
      log.raw(text);
    },
  });
  const evidence = readFastFlagEvidence(output, persistentCacheEntries(tool, installDir));
  log(`  ${tool.label}: bundler ${evidence.bundler ?? '?'}, SSG threads ${evidence.ssgThreads ?? '?'}, persistent cache entries ${evidence.persistentCacheEntries}${measured.exitCode ? ` (the build failed, exit ${measured.exitCode})` : ''}`);
  return evidence;
}
