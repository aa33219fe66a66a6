import type { CpuPoint } from './sampler.ts';

/** One phase of a build: its wall time (as the build printed it) and the CPU the process tree used meanwhile. */
export interface PhaseFigure {
  name: string;
  wallMs: number;
  /** From /proc samples every 100 ms (main process, its worker threads and esbuild's service together). */
  cpuMs?: number;
}

/**
 * The phase timings of `folio build`'s summary line, `Built N pages into DIR (config 12ms, content
 * 1.23s, …)`, in the order printed (the order they ran); undefined if the output has no such line.
 * Pure.
 */
export function parseFolioPhases(output: string): PhaseFigure[] | undefined {
  const lines = output.split('\n').filter((line) => /Built \d+ pages? into /.test(line));
  // Each plugin's share of postBuild follows it in brackets (`postBuild 9.9s [search 8.2s, …]`): not a phase.
  const line = lines.at(-1)?.replace(/ \[[^\]]*\]/g, '');
  const list = line && /\(((?:[\w-]+ [\d.]+m?s(?:, )?)+)\)/.exec(line)?.[1];
  if (!list) return undefined;
  return list.split(', ').map((item) => {
    const [, name, value, unit] = /^([\w-]+) ([\d.]+)(ms|s)$/.exec(item)!;
    return { name: name!, wallMs: Math.round(Number(value) * (unit === 's' ? 1000 : 1)) };
  });
}

/** The cumulative CPU of a timeline at `atMs`, interpolated linearly between samples. Pure. */
export function cpuAt(timeline: readonly CpuPoint[], atMs: number): number {
  if (!timeline.length) return 0;
  if (atMs <= timeline[0]!.atMs) return timeline[0]!.cpuMs;
  for (let i = 1; i < timeline.length; i++) {
    const b = timeline[i]!;
    if (atMs <= b.atMs) {
      const a = timeline[i - 1]!;
      return a.cpuMs + ((b.cpuMs - a.cpuMs) * (atMs - a.atMs)) / (b.atMs - a.atMs || 1);
    }
  }
  return timeline.at(-1)!.cpuMs;
}

/**
 * Adds each phase's CPU time, and two more rows: `startup` (from the spawn to the first phase:
 * Node, tsx and loading the engine) and `finish` (after the last phase: link checks, swapping in
 * build/, exit). The build prints only durations, once, at the end; the phases ran one after the
 * other and ended just before the summary line was printed at `summaryAtMs`, so their boundaries
 * are placed back from there. Times are performance.now() values, like the timeline's. Pure.
 */
export function phasesWithCpu(phases: readonly PhaseFigure[], run: { startedAtMs: number; summaryAtMs: number; endedAtMs: number; timeline: readonly CpuPoint[] }): PhaseFigure[] {
  const total = phases.reduce((sum, p) => sum + p.wallMs, 0);
  const firstStart = Math.max(run.startedAtMs, run.summaryAtMs - total);
  const rows: PhaseFigure[] = [];
  const cpu = (from: number, to: number) => Math.max(0, Math.round(cpuAt(run.timeline, to) - cpuAt(run.timeline, from)));
  rows.push({ name: 'startup', wallMs: Math.round(firstStart - run.startedAtMs), cpuMs: cpu(run.startedAtMs, firstStart) });
  let at = firstStart;
  for (const phase of phases) {
    const end = Math.min(at + phase.wallMs, run.summaryAtMs);
    rows.push({ name: phase.name, wallMs: phase.wallMs, cpuMs: cpu(at, end) });
    at = end;
  }
  rows.push({ name: 'finish', wallMs: Math.round(run.endedAtMs - at), cpuMs: cpu(at, run.endedAtMs) });
  return rows;
}
