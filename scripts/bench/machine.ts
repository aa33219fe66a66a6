import { cpus, loadavg, release, totalmem } from 'node:os';

/** The machine a benchmark ran on. */
export interface MachineInfo {
  cpuCount: number;
  cpuModel: string;
  memoryBytes: number;
  node: string;
  os: string;
  /** 1-minute load average when the benchmark started (other work on the machine skews timings). */
  loadAtStart: number;
}

/** Describes this machine. */
export function machineInfo(): MachineInfo {
  const list = cpus();
  return {
    cpuCount: list.length,
    cpuModel: list[0]?.model.trim() ?? 'unknown',
    memoryBytes: totalmem(),
    node: process.version,
    os: `${process.platform} ${release()}`,
    loadAtStart: Number(loadavg()[0]!.toFixed(2)),
  };
}
