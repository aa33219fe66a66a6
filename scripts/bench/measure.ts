import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sampleProcessTree, type CpuPoint } from './sampler.ts';
import { GNU_TIME_FORMAT, parseGnuTime } from './time-output.ts';

/** GNU time, used for CPU time when present (`apt-get install -y time`). */
export const GNU_TIME = '/usr/bin/time';

/** One measured command. */
export interface Measured {
  wallMs: number;
  /** User + system CPU of the whole tree: the larger of GNU time's count (waited-for children) and the /proc samples. */
  cpuMs: number;
  /** Peak of the summed VmRSS of the process tree, sampled every 100 ms. */
  peakRssBytes: number;
  exitCode: number;
  /** The last lines the command printed (stdout and stderr together). */
  tail: string;
  /** performance.now() when the command was spawned. */
  startedAtMs: number;
  /** The tree's cumulative CPU time at each /proc sample (every 100 ms). */
  timeline: CpuPoint[];
}

/** Options of runMeasured. */
export interface RunOptions {
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /** Receives every chunk of output, e.g. to append it to a log file. */
  onOutput?: (chunk: string) => void;
  /** Kill the tree after this long (default 30 minutes). */
  timeoutMs?: number;
}

/** Runs `command args` to completion and measures wall time, CPU time and the peak RSS of its process tree. */
export async function runMeasured(command: string, args: string[], options: RunOptions): Promise<Measured> {
  const useTime = existsSync(GNU_TIME);
  const scratch = mkdtempSync(path.join(tmpdir(), 'folio-bench-'));
  const timeFile = path.join(scratch, 'time.txt');
  const [file, argv] = useTime ? [GNU_TIME, ['-o', timeFile, '-f', GNU_TIME_FORMAT, command, ...args]] : [command, args];
  const started = performance.now();
  const child = spawn(file, argv, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const sampler = sampleProcessTree(child.pid!);
  let tail = '';
  const onData = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    tail = (tail + text).slice(-4000);
    options.onOutput?.(text);
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const timeout = setTimeout(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }, options.timeoutMs ?? 30 * 60_000);
  const exitCode = await new Promise<number>((resolve) => child.on('close', (code) => resolve(code ?? 1)));
  clearTimeout(timeout);
  const wallMs = performance.now() - started;
  const sample = sampler.stop();
  const gnu = useTime && existsSync(timeFile) ? parseGnuTime(readFileSync(timeFile, 'utf8')) : undefined;
  rmSync(scratch, { recursive: true, force: true });
  return { wallMs: gnu?.wallMs ?? wallMs, cpuMs: Math.max(gnu?.cpuMs ?? 0, sample.cpuMs), peakRssBytes: sample.peakRssBytes, exitCode, tail, startedAtMs: started, timeline: sample.timeline };
}
