// Plain JavaScript (no TypeScript, no imports beyond Node's): the folio bin runs it before it loads
// tsx or the engine, so a relaunch costs one bare Node start-up.
import { spawn } from 'node:child_process';

/**
 * glibc's malloc settings for `folio build`, read by glibc only when a process starts. A fixed
 * mmap threshold of 128 KiB (glibc's default, which glibc otherwise raises to the size of each
 * large block freed, up to 32 MiB) keeps every larger block (the Buffers, pixel rows and module
 * sources of 1–3 MB) in its own mapping, given back when freed, instead of in the malloc arenas
 * of the threads that made them, which keep what they once held after those threads end. In cold
 * builds of the repository's site this took ~55 MB off the peak (the social cards' worker alone
 * left ~70 MB of arenas behind).
 */
export const BUILD_MALLOC_TUNABLES = 'glibc.malloc.mmap_threshold=131072';

/** Set in the environment of the relaunched process, which is then never relaunched again. */
export const RELAUNCHED_ENV = 'FOLIO_MALLOC_TUNED';

/**
 * The environment a `folio build` should be relaunched with so glibc applies
 * BUILD_MALLOC_TUNABLES, or undefined when it runs as it is: not on glibc (`glibcVersion` is
 * undefined elsewhere), already relaunched, malloc tuned by the caller's own GLIBC_TUNABLES, or
 * Node started with flags of its own (--cpu-prof, --inspect, --import: they belong to one process).
 *
 * @param {NodeJS.ProcessEnv} env
 * @param {{ glibcVersion: string | undefined, execArgv: readonly string[] }} runtime
 * @returns {NodeJS.ProcessEnv | undefined}
 */
export function relaunchEnvironment(env, runtime) {
  if (!runtime.glibcVersion || runtime.execArgv.length > 0 || env[RELAUNCHED_ENV]) return undefined;
  const own = env.GLIBC_TUNABLES ?? '';
  if (own.includes('glibc.malloc.')) return undefined;
  return { ...env, GLIBC_TUNABLES: own ? `${own}:${BUILD_MALLOC_TUNABLES}` : BUILD_MALLOC_TUNABLES, [RELAUNCHED_ENV]: '1' };
}

/** The glibc version this process runs on, undefined on other C libraries (musl) and systems. */
function glibcVersion() {
  if (process.platform !== 'linux') return undefined;
  process.report.excludeNetwork = true;
  const header = /** @type {{ glibcVersionRuntime?: string }} */ (process.report.getReport().header);
  return header.glibcVersionRuntime;
}

const FORWARDED_SIGNALS = /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP']);

/**
 * Runs this command again in a child Node process with `env` (standard streams shared) and ends
 * as the child ended: its exit code, or the signal that ended it, raised again here. The signals
 * this process receives are passed on. The child ends itself if this process dies first.
 *
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<never>}
 */
export function runRelaunched(env) {
  const child = spawn(process.execPath, process.argv.slice(1), { stdio: 'inherit', env: { ...env, FOLIO_RELAUNCH_PARENT: String(process.pid) } });
  const forward = (/** @type {NodeJS.Signals} */ signal) => child.kill(signal);
  for (const signal of FORWARDED_SIGNALS) process.on(signal, forward);
  return new Promise(() => {
    child.on('error', (error) => {
      process.stderr.write(`folio: could not start Node again (${error.message})\n`);
      process.exit(1);
    });
    child.on('exit', (code, signal) => {
      for (const name of FORWARDED_SIGNALS) process.off(name, forward);
      if (signal) process.kill(process.pid, signal);
      process.exit(code ?? 1);
    });
  });
}

/**
 * In a relaunched process: ends it once the process that started it is gone (killed with
 * SIGKILL, which it cannot pass on), instead of building on unwatched.
 *
 * @param {NodeJS.ProcessEnv} env
 */
export function endWithParent(env) {
  const parent = Number(env.FOLIO_RELAUNCH_PARENT);
  delete env.FOLIO_RELAUNCH_PARENT;
  if (!parent) return;
  setInterval(() => {
    if (process.ppid !== parent) process.kill(process.pid, 'SIGKILL');
  }, 500).unref();
}

/**
 * For `folio build`: relaunches it once with BUILD_MALLOC_TUNABLES (see relaunchEnvironment) and
 * never returns then; otherwise returns at once (in a relaunched process, after setting it to end
 * with its parent).
 */
export async function relaunchWithMallocTuning() {
  endWithParent(process.env);
  if (process.env[RELAUNCHED_ENV] || process.execArgv.length > 0) return;
  const env = relaunchEnvironment(process.env, { glibcVersion: glibcVersion(), execArgv: process.execArgv });
  if (env) await runRelaunched(env);
}
