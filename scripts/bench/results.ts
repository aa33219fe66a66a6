import type { NavigationTiming } from './client-nav.ts';
import type { DevTimings } from './dev-server.ts';
import type { FirstLoad } from './first-load.ts';
import type { MachineInfo } from './machine.ts';
import type { PhaseFigure } from './phases.ts';
import type { Measured } from './measure.ts';
import type { SearchBytes } from './search-bytes.ts';
import type { SearchTimings } from './search-query.ts';
import type { ToolName } from './tools.ts';

/** A measured build without its output tail, plus the load average around it. */
export interface BuildSample {
  wallMs: number;
  cpuMs: number;
  peakRssBytes: number;
  loadBefore: number;
  /** Folio only: each phase's wall time as the build printed it, with the CPU used meanwhile (see phases.ts). */
  phases?: PhaseFigure[];
}

/** Everything measured for one tool in one run. */
export interface ToolRun {
  run: number;
  cold?: BuildSample;
  unchanged?: BuildSample;
  /** Folio only: the same rebuild with --force, which runs every phase instead of stopping when nothing changed. */
  forced?: BuildSample;
  edit?: BuildSample;
  pages?: number;
  buildBytes?: number;
  firstLoadDoc?: FirstLoad;
  firstLoadHome?: FirstLoad;
  /** The same pages as Chromium loads them (see browser-first-load.ts). */
  browserFirstLoadDoc?: FirstLoad;
  browserFirstLoadHome?: FirstLoad;
  search?: SearchBytes;
  dev?: DevTimings;
  searchQuery?: SearchTimings;
  /** Client-side navigations on the built site (see navigations.ts). */
  navigation?: NavigationTiming[];
  errors: string[];
}

/** The whole benchmark: machine, commands, every run of each tool, and notes on what was not measured. */
export interface BenchResults {
  date: string;
  machine: MachineInfo;
  command: string;
  commands: Partial<Record<ToolName, Record<string, string>>>;
  runsRequested: number;
  tools: Partial<Record<ToolName, { label: string; runs: ToolRun[] }>>;
  notes: string[];
}

/** Drops a Measured's output tail. Pure. */
export function toSample(measured: Measured, loadBefore: number): BuildSample {
  return { wallMs: Math.round(measured.wallMs), cpuMs: Math.round(measured.cpuMs), peakRssBytes: measured.peakRssBytes, loadBefore };
}
