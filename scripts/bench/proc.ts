import { readdirSync, readFileSync } from 'node:fs';

/** One process as /proc shows it: parent, resident memory and CPU ticks so far. */
export interface ProcInfo {
  pid: number;
  ppid: number;
  rssKb: number;
  /** utime + stime in clock ticks (USER_HZ, 100 a second on Linux). */
  cpuTicks: number;
}

/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ; 100 on every Linux architecture Node runs on). */
export const TICKS_PER_SECOND = 100;

/** The VmRSS of a /proc/<pid>/status text in kB (0 for kernel threads and zombies, which have none). Pure. */
export function parseStatusRss(status: string): number {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
  return match ? Number(match[1]) : 0;
}

/**
 * Parent pid and utime + stime of a /proc/<pid>/stat line. The command name (field 2) may hold
 * spaces and parentheses, so fields are counted from the last `)`. Pure.
 */
export function parseStat(stat: string): { ppid: number; cpuTicks: number } | undefined {
  const end = stat.lastIndexOf(')');
  if (end < 0) return undefined;
  const fields = stat.slice(end + 2).trim().split(/\s+/);
  // After the name: state(3) ppid(4) ... utime(14) stime(15); fields[0] is field 3.
  const ppid = Number(fields[1]);
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  if (![ppid, utime, stime].every(Number.isFinite)) return undefined;
  return { ppid, cpuTicks: utime + stime };
}

/** Every live process's info, read from /proc; processes that vanish while reading are skipped. */
export function readProcesses(): ProcInfo[] {
  const result: ProcInfo[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = parseStat(readFileSync(`/proc/${name}/stat`, 'utf8'));
      if (!stat) continue;
      const rssKb = parseStatusRss(readFileSync(`/proc/${name}/status`, 'utf8'));
      result.push({ pid: Number(name), ppid: stat.ppid, rssKb, cpuTicks: stat.cpuTicks });
    } catch {
      // The process exited between listing and reading.
    }
  }
  return result;
}

/** The root and all its descendants among `processes`. Pure. */
export function processTree(rootPid: number, processes: readonly ProcInfo[]): ProcInfo[] {
  const children = new Map<number, ProcInfo[]>();
  for (const p of processes) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p]);
  const tree: ProcInfo[] = [];
  const root = processes.find((p) => p.pid === rootPid);
  const queue = root ? [root] : [];
  while (queue.length) {
    const p = queue.shift()!;
    tree.push(p);
    queue.push(...(children.get(p.pid) ?? []));
  }
  return tree;
}
