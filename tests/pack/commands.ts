/** Commands and readers of the install test: npm as a user runs it, and what an installed site holds. */
import { spawn, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { closeSync, openSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../helpers/site.ts';

/** Where `npm run pack` writes the tarballs. */
export const PACKAGES_DIR = path.join(REPO_ROOT, 'dist-packages');

/**
 * The environment of a command run as a user would in their own site: nothing of this test run's
 * npm script or Node options (no loader, no conditions), only npm's own settings (cache, registry).
 */
export function userEnv(): NodeJS.ProcessEnv {
  const kept = Object.entries(process.env).filter(([name]) => name !== 'NODE_OPTIONS' && name !== 'NODE_ENV' && (!name.startsWith('npm_') || /^npm_config_(cache|registry|userconfig)$/.test(name)));
  // Node versions that strip TypeScript types by themselves would hide a .ts file loaded by mistake.
  const noStripping = process.allowedNodeEnvironmentFlags.has('--no-experimental-strip-types') ? { NODE_OPTIONS: '--no-experimental-strip-types' } : {};
  return { ...Object.fromEntries(kept), ...noStripping, NO_COLOR: '1', FOLIO_QUIET: '1', npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false' };
}

/** Runs a command, failing with its output when it fails. */
export function run(command: string, args: string[], cwd: string): SpawnSyncReturns<string> {
  const result = spawnSync(command, args, { cwd, env: userEnv(), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd} (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
  return result;
}

/**
 * Starts a command in the background, its output going to `logFile` (not a pipe, which nobody
 * drains while a synchronous command blocks this process). Resolves with the output when the
 * command succeeds, rejects with it when it fails.
 */
export function runInBackground(command: string, args: string[], cwd: string, logFile: string): Promise<string> {
  const log = openSync(logFile, 'w');
  const child = spawn(command, args, { cwd, env: userEnv(), stdio: ['ignore', log, log] });
  closeSync(log);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) => {
      const output = readFileSync(logFile, 'utf8');
      if (status === 0) resolve(output);
      else reject(new Error(`${command} ${args.join(' ')} failed in ${cwd} (exit ${status}):\n${output}`));
    });
  });
}

/** Every file under `dir`, relative to it, with `/` separators. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

export function readBuilt(siteDir: string, relative: string): string {
  return readFileSync(path.join(siteDir, 'build', relative), 'utf8');
}

/** The version of a package installed in a site's node_modules. */
export function installedVersion(siteDir: string, name: string): string {
  return (JSON.parse(readFileSync(path.join(siteDir, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
}

/** The text of every script a build ships. */
export function builtScripts(siteDir: string): string[] {
  const dir = path.join(siteDir, 'build/assets/js');
  return readdirSync(dir).map((file) => readFileSync(path.join(dir, file), 'utf8'));
}

/** How many built scripts hold React's version string (React and React DOM each carry it, quoted). */
export function scriptsWithVersion(scripts: string[], version: string): number {
  return scripts.filter((code) => code.includes(`"${version}"`)).length;
}
