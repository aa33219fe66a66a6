import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { buildStats } from './build-stats.ts';
import { measureFirstLoad } from './first-load.ts';
import type { ProgressLog } from './log.ts';
import { runMeasured } from './measure.ts';
import { parseFolioPhases, phasesWithCpu } from './phases.ts';
import { toSample, type BuildSample, type ToolRun } from './results.ts';
import { EDITED_DOC } from './stage.ts';
import type { Tool } from './tools.ts';
import { formatBytes, formatMs } from './format.ts';

/** The sentence appended to the edited doc for the one-doc-edit rebuild. */
export const EDIT_SENTENCE = 'This sentence was added by the benchmark to time a rebuild after editing one doc.';

/** The typical docs page and the home page whose first-load JavaScript is measured. */
export const MEASURED_PAGES = { doc: EDITED_DOC.url, home: '/' } as const;

async function timedBuild(tool: Tool, what: string, log: ProgressLog, args = tool.build.args): Promise<BuildSample> {
  log(`  ${tool.label}: ${what} build…`);
  const loadBefore = Number(loadavg()[0]!.toFixed(2));
  // Folio prints its phase times once, at the end: note when, to place the phases in the CPU samples.
  let summaryAtMs: number | undefined;
  const onOutput = (text: string) => {
    if (summaryAtMs === undefined && /Built \d+ pages? into /.test(text)) summaryAtMs = performance.now();
    log.raw(text);
  };
  const measured = await runMeasured(tool.build.command, args, { cwd: tool.build.cwd, env: tool.env, onOutput });
  if (measured.exitCode !== 0) throw new Error(`${tool.label} ${what} build failed (exit ${measured.exitCode}):\n${measured.tail.slice(-3000)}`);
  const sample = toSample(measured, loadBefore);
  const phases = tool.name === 'folio' ? parseFolioPhases(measured.tail) : undefined;
  if (phases && summaryAtMs !== undefined) {
    sample.phases = phasesWithCpu(phases, { startedAtMs: measured.startedAtMs, summaryAtMs, endedAtMs: measured.startedAtMs + measured.wallMs, timeline: measured.timeline });
  }
  log(`  ${tool.label}: ${what} build ${formatMs(sample.wallMs)} wall, ${formatMs(sample.cpuMs)} CPU, ${formatBytes(sample.peakRssBytes)} peak RSS (load ${loadBefore})`);
  if (sample.phases) log(`    phases (wall / CPU): ${sample.phases.map((p) => `${p.name} ${formatMs(p.wallMs)} / ${formatMs(p.cpuMs)}`).join(', ')}`);
  return sample;
}

/**
 * One run of one tool: a cold build (every cache cleared), the build's output measured (pages,
 * size, first-load JS, search download), a rebuild with nothing changed (for Folio also one with
 * --force, every phase run), and a rebuild after appending a sentence to one doc (restored afterwards).
 */
export async function measureBuilds(tool: Tool, run: number, log: ProgressLog): Promise<ToolRun> {
  const result: ToolRun = { run, errors: [] };
  try {
    tool.clearCaches();
    result.cold = await timedBuild(tool, 'cold', log);
    const stats = buildStats(tool.buildDir);
    result.pages = stats.htmlFiles;
    result.buildBytes = stats.bytes;
    result.firstLoadDoc = measureFirstLoad(tool.buildDir, MEASURED_PAGES.doc);
    result.firstLoadHome = measureFirstLoad(tool.buildDir, MEASURED_PAGES.home);
    result.search = tool.searchBytes(tool.buildDir);
    log(`  ${tool.label}: ${stats.htmlFiles} HTML files, ${formatBytes(stats.bytes)}; docs page JS ${formatBytes(result.firstLoadDoc?.gzip)} gzip; search ${formatBytes(result.search?.gzip)} gzip`);
    result.unchanged = await timedBuild(tool, 'unchanged', log);
    if (tool.forceArgs) result.forced = await timedBuild(tool, 'unchanged --force', log, tool.forceArgs);
    const original = readFileSync(tool.docFile, 'utf8');
    try {
      writeFileSync(tool.docFile, `${original.trimEnd()}\n\n${EDIT_SENTENCE}\n`);
      result.edit = await timedBuild(tool, 'one-doc-edit', log);
    } finally {
      writeFileSync(tool.docFile, original);
    }
  } catch (error) {
    result.errors.push((error as Error).message);
    log(`  ${tool.label}: ERROR ${(error as Error).message.split('\n').slice(0, 20).join('\n    ')}`);
  }
  return result;
}
