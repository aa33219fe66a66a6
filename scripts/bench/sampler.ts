import { processTree, readProcesses, TICKS_PER_SECOND } from './proc.ts';

/** What a tree sampler saw: the peak summed RSS and the CPU time of every process it met. */
export interface TreeSample {
  peakRssBytes: number;
  /** Sum over every process seen of its last observed utime + stime, in ms (misses at most one interval per process). */
  cpuMs: number;
  /** The tree's cumulative CPU at each sample: `atMs` is performance.now() of the sample. */
  timeline: CpuPoint[];
}

/** The process tree's CPU time used so far, at one moment. */
export interface CpuPoint {
  atMs: number;
  cpuMs: number;
}

/**
 * Samples the process tree under `rootPid` every `intervalMs` (100 ms by default): the sum of the
 * VmRSS of every process in the tree (shared pages count once per process, as `ps` shows them)
 * and the CPU ticks of each. Call `stop()` after the root exits.
 */
export function sampleProcessTree(rootPid: number, intervalMs = 100): { stop: () => TreeSample } {
  let peakRssKb = 0;
  const cpuTicks = new Map<number, number>();
  const timeline: CpuPoint[] = [];
  const total = () => [...cpuTicks.values()].reduce((a, b) => a + b, 0);
  const tick = () => {
    const tree = processTree(rootPid, readProcesses());
    const rss = tree.reduce((sum, p) => sum + p.rssKb, 0);
    peakRssKb = Math.max(peakRssKb, rss);
    for (const p of tree) cpuTicks.set(p.pid, Math.max(cpuTicks.get(p.pid) ?? 0, p.cpuTicks));
    timeline.push({ atMs: performance.now(), cpuMs: (total() * 1000) / TICKS_PER_SECOND });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  return {
    stop: () => {
      clearInterval(timer);
      return { peakRssBytes: peakRssKb * 1024, cpuMs: (total() * 1000) / TICKS_PER_SECOND, timeline };
    },
  };
}
