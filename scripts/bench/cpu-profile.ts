import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The parts of a V8 .cpuprofile (as `node --cpu-prof` writes it) that self time needs. */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples?: number[];
  /** Microseconds before each sample. */
  timeDeltas?: number[];
}

/** One function's self time over every profile. */
export interface HotFunction {
  /** `name (file:line)`, the file relative to the repository or node_modules. */
  name: string;
  selfMs: number;
  /** Share of all sampled time, idle excluded. */
  percent: number;
}

/** Every profile's sampled time and the functions with the most self time. */
export interface ProfileSummary {
  profiles: number;
  /** Sampled time over all threads, idle excluded. */
  totalMs: number;
  top: HotFunction[];
}

/** A call frame's file, shortened: `packages/core/src/x.ts`, `@mdx-js/mdx/lib/y.js`, `node:fs`. Pure. */
export function shortUrl(url: string, repo: string): string {
  let file = url.replace(/^file:\/\//, '');
  const modules = file.lastIndexOf('/node_modules/');
  if (modules >= 0) return file.slice(modules + '/node_modules/'.length);
  if (file.startsWith(repo + '/')) file = file.slice(repo.length + 1);
  return file;
}

/**
 * Self time per function over one or more profiles (one per thread: `node --cpu-prof` writes the
 * main thread's and each worker's), functions told apart by name, file and line; each sample's
 * time is the delta to the next sample, as DevTools counts it. `(idle)` is left out; `(garbage
 * collector)` and `(program)` (V8 and native work outside JS) stay as rows. Pure.
 */
export function summarizeProfiles(profiles: readonly CpuProfile[], repo: string, top = 25): ProfileSummary {
  const self = new Map<string, number>();
  let totalUs = 0;
  for (const profile of profiles) {
    const byId = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
    const samples = profile.samples ?? [];
    const deltas = profile.timeDeltas ?? [];
    for (let i = 0; i < samples.length; i++) {
      const frame = byId.get(samples[i]!);
      const us = deltas[i + 1] ?? 0;
      if (!frame || frame.functionName === '(idle)' || us <= 0) continue;
      const where = frame.url ? ` (${shortUrl(frame.url, repo)}:${frame.lineNumber + 1})` : '';
      const key = `${frame.functionName || '(anonymous)'}${where}`;
      self.set(key, (self.get(key) ?? 0) + us);
      totalUs += us;
    }
  }
  const rows = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
  return {
    profiles: profiles.length,
    totalMs: Math.round(totalUs / 1000),
    top: rows.map(([name, us]) => ({ name, selfMs: Math.round(us / 1000), percent: totalUs ? Math.round((us / totalUs) * 1000) / 10 : 0 })),
  };
}

/** Reads every .cpuprofile in `dir`. */
export function readProfiles(dir: string): CpuProfile[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as CpuProfile);
}
