import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_MALLOC_TUNABLES, RELAUNCHED_ENV, relaunchEnvironment } from '../../packages/core/bin/malloc-relaunch.js';

const GLIBC = { glibcVersion: '2.36', execArgv: [] };
const onGlibc = Boolean((process.report.getReport() as { header: { glibcVersionRuntime?: string } }).header.glibcVersionRuntime);

describe('relaunchEnvironment', () => {
  it('adds the malloc tunables and the mark that stops a second relaunch', () => {
    const env = relaunchEnvironment({ PATH: '/bin' }, GLIBC);
    expect(env).toEqual({ PATH: '/bin', GLIBC_TUNABLES: BUILD_MALLOC_TUNABLES, [RELAUNCHED_ENV]: '1' });
    expect(relaunchEnvironment(env!, GLIBC)).toBeUndefined();
  });

  it("keeps the caller's other tunables", () => {
    expect(relaunchEnvironment({ GLIBC_TUNABLES: 'glibc.pthread.rseq=0' }, GLIBC)?.GLIBC_TUNABLES).toBe(`glibc.pthread.rseq=0:${BUILD_MALLOC_TUNABLES}`);
  });

  it("runs as it is on other C libraries, under Node flags and with the caller's own malloc tunables", () => {
    expect(relaunchEnvironment({}, { glibcVersion: undefined, execArgv: [] })).toBeUndefined();
    expect(relaunchEnvironment({}, { glibcVersion: '2.36', execArgv: ['--cpu-prof'] })).toBeUndefined();
    expect(relaunchEnvironment({ GLIBC_TUNABLES: 'glibc.malloc.arena_max=2' }, GLIBC)).toBeUndefined();
  });
});

/** A script that relaunches itself as the folio bin does, then prints what its process sees and runs `then`. */
function script(then: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'folio-relaunch-'));
  const file = path.join(dir, 'relaunching.mjs');
  const module = new URL('../../packages/core/bin/malloc-relaunch.js', import.meta.url).href;
  writeFileSync(file, `await (await import(${JSON.stringify(module)})).relaunchWithMallocTuning();\nconsole.log(JSON.stringify({ pid: process.pid, ppid: process.ppid, tunables: process.env.GLIBC_TUNABLES }));\n${then}\n`);
  return file;
}

function run(file: string, onStart?: (pid: number) => void): Promise<{ code: number | null; signal: NodeJS.Signals | null; lines: { pid: number; ppid: number; tunables?: string }[] }> {
  const child = spawn(process.execPath, [file], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, [RELAUNCHED_ENV]: '', GLIBC_TUNABLES: '' } });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    if (out.includes('\n')) onStart?.(child.pid!);
  });
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal, lines: out.trim().split('\n').filter(Boolean).map((line) => JSON.parse(line)) })));
}

describe.runIf(onGlibc)('relaunchWithMallocTuning', () => {
  it('runs the command once more, in a child with the tunables, and exits with its code', async () => {
    const started: number[] = [];
    const result = await run(script('process.exitCode = 7;'), (pid) => started.push(pid));
    expect(result.code).toBe(7);
    expect(result.lines).toHaveLength(1);
    expect(result.lines[0]!.ppid).toBe(started[0]);
    expect(result.lines[0]!.tunables).toBe(BUILD_MALLOC_TUNABLES);
  });

  it('ends with the signal that ended the child', async () => {
    const result = await run(script("process.kill(process.pid, 'SIGTERM');"));
    expect(result).toMatchObject({ code: null, signal: 'SIGTERM' });
  });

  it('passes a signal it receives on to the child', async () => {
    const result = await run(script('setInterval(() => {}, 1000);'), (pid) => process.kill(pid, 'SIGTERM'));
    const relaunched = result.lines[0]?.pid;
    expect(result.signal).toBe('SIGTERM');
    expect(relaunched).toBeDefined();
    expect(isRunning(relaunched!)).toBe(false);
  });

  it('ends the child when the parent is killed outright', async () => {
    const result = await run(script('setInterval(() => {}, 1000);'), (pid) => process.kill(pid, 'SIGKILL'));
    const child = result.lines[0]?.pid;
    expect(result.signal).toBe('SIGKILL');
    await until(() => !isRunning(child!));
  });
});

/** Whether a process is alive: it exists and is not a zombie waiting to be reaped. */
function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 100));
}
