import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './site.ts';

/** The `folio` executable of this repository. */
export const FOLIO_BIN = path.join(REPO_ROOT, 'packages/core/bin/folio.js');

/** A spawned `folio` process with its output collected as it comes. */
export interface SpawnedFolio {
  child: ChildProcess;
  output: () => { stdout: string; stderr: string };
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts `node [nodeArgs] folio.js <args>` as a real process. */
export function spawnFolio(args: string[], nodeArgs: string[] = []): SpawnedFolio {
  const child = spawn(process.execPath, [...nodeArgs, FOLIO_BIN, ...args], { env: { ...process.env, NO_COLOR: '1', FOLIO_QUIET: '' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return { child, output: () => ({ stdout, stderr }), exited };
}
