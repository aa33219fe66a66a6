import { spawn, type ChildProcess } from 'node:child_process';

/** A long-running command started in its own process group, so that it can be stopped with all its children. */
export interface Started {
  child: ChildProcess;
  /** Everything it printed so far (last 20,000 characters). */
  output: () => string;
  /** SIGTERM to the group, SIGKILL after 5 s; resolves when the leader exited. */
  stop: () => Promise<void>;
}

/** Starts `command args` in a new process group. */
export function startGroup(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv; onOutput?: (text: string) => void }): Started {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  const onData = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    output = (output + text).slice(-20_000);
    options.onOutput?.(text);
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // The group is gone.
    }
  };
  return {
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return signal('SIGKILL');
      signal('SIGTERM');
      const timer = setTimeout(() => signal('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
      signal('SIGKILL');
    },
  };
}

/** Resolves after `ms` milliseconds. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
