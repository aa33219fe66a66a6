import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { linkTree } from '../bench/link-tree.ts';

/** The repository this script belongs to. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Folio's command-line entry, as `npx folio` runs it. */
export const FOLIO_CLI = path.join(REPO_ROOT, 'packages', 'core', 'bin', 'folio.js');

/** Docusaurus 3.6.3 as the benchmark installs it (`npm ci --prefix bench`). */
export const BENCH_DOCUSAURUS_CLI = path.join(REPO_ROOT, 'bench', 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');

/** What a site folder holds besides its sources: outputs and caches the staged copy leaves out. */
const LEFT_OUT = new Set(['node_modules', 'build', '.docusaurus', '.folio', '.git', '.cache-loader']);

/** The nearest `node_modules` folder at or above `dir`, or `undefined`. */
export function nearestNodeModules(dir: string): string | undefined {
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    const candidate = path.join(current, 'node_modules');
    if (existsSync(candidate)) return candidate;
    if (path.dirname(current) === current) return undefined;
  }
}

/** The Docusaurus CLI a site has installed (its own `@docusaurus/core`), or `undefined`. */
export function siteDocusaurusCli(siteDir: string): string | undefined {
  const modules = nearestNodeModules(siteDir);
  const cli = modules && path.join(modules, '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
  return cli && existsSync(cli) ? cli : undefined;
}

/** The version of the `@docusaurus/core` a CLI path belongs to. */
export function docusaurusVersion(cli: string): string {
  const manifest = JSON.parse(readFileSync(path.join(path.dirname(cli), '..', 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

/** Folio's packages (`@folio/core`, `@folio/client`, the plugins and theme), as the repository links them. */
export const FOLIO_PACKAGES = path.join(REPO_ROOT, 'node_modules', '@folio');

/** The `node_modules` folder a Docusaurus CLI (`…/node_modules/@docusaurus/core/bin/docusaurus.mjs`) belongs to. */
export function nodeModulesOfCli(cli: string): string {
  return path.resolve(path.dirname(cli), '..', '..', '..');
}

/** How `stageSiteCopy` fills the copy's `node_modules`. */
export interface StageOptions {
  /** The packages to link (default: the site's nearest `node_modules`). */
  modules?: string | undefined;
  /** Make the copy look as if Folio were installed in the site (see `stageSiteCopy`). */
  withFolio?: boolean;
}

/**
 * Copies a site folder to `target` for one build, so that neither tool touches the site's own
 * `build/`, `.docusaurus/` or `node_modules/.cache`: real folders of hard links to the sources (see
 * `linkTree`), without outputs and caches, and a `node_modules` folder of symbolic links to each
 * package of the site's nearest `node_modules` (so packages resolve as from the site, while caches
 * written under `node_modules/.cache` stay in the copy).
 *
 * With `withFolio`, the copy looks as if Folio had been installed in the site (`npm install -D`):
 * `@folio/*` are this repository's packages, and each package of this repository's `node_modules`
 * that the site lacks is linked too, as npm would hoist Folio's dependencies next to the site's
 * (where both have a package, the site's copy stays, as npm keeps it and nests Folio's).
 */
export function stageSiteCopy(siteDir: string, target: string, options: StageOptions = {}): void {
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  for (const name of readdirSync(siteDir)) {
    if (LEFT_OUT.has(name) || name.startsWith('build.folio-')) continue;
    linkTree(path.join(siteDir, name), path.join(target, name));
  }
  const modules = options.modules ?? nearestNodeModules(siteDir);
  const layers = [...(options.withFolio ? [FOLIO_PACKAGES] : []), ...(modules ? [modules] : []), ...(options.withFolio ? [path.join(REPO_ROOT, 'node_modules')] : [])];
  if (layers.length) linkPackages(path.join(target, 'node_modules'), layers);
}

/** Entries of a `node_modules` folder that are not packages. */
const NOT_PACKAGES = new Set(['.cache', '.bin', '.package-lock.json', '.modules.yaml', '.yarn-integrity']);

/**
 * Fills `target` with symbolic links to the packages of `layers` (`node_modules` folders, or the
 * `@folio` scope folder itself), the first layer that has a package winning; a scope several
 * layers have becomes a real folder merged the same way. Linked packages point at real paths.
 */
export function linkPackages(target: string, layers: readonly string[]): void {
  const sources = new Map<string, string[]>();
  for (const layer of layers) {
    if (layer === FOLIO_PACKAGES) {
      sources.set('@folio', [layer]);
      continue;
    }
    for (const name of readdirSync(layer)) {
      if (NOT_PACKAGES.has(name) || (name === '@folio' && sources.get('@folio')?.[0] === FOLIO_PACKAGES)) continue;
      sources.set(name, [...(sources.get(name) ?? []), path.join(layer, name)]);
    }
  }
  mkdirSync(target, { recursive: true });
  for (const [name, found] of sources) {
    const link = path.join(target, name);
    if (name.startsWith('@') && found.length > 1) linkPackages(link, found);
    else symlinkSync(realpathSync(found[0]!), link);
  }
}

/** How one build went. */
export interface BuildRun {
  ok: boolean;
  exitCode: number | null;
  wallMs: number;
  stdout: string;
  stderr: string;
}

/** Environment of every build: no update checks or colours; the caller's niceness is inherited. */
function buildEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0', NO_COLOR: '1', BROWSERSLIST_IGNORE_OLD_DATA: '1', ...extra };
  // A CI variable switches some sites' configs to stricter checks; neither build should see it.
  delete env.CI;
  return env;
}

/** Runs `node args…` in `cwd`, collecting its output and timing it; `onOutput` sees the output as it comes. */
export function runNode(args: string[], cwd: string, onOutput?: (text: string) => void, env?: NodeJS.ProcessEnv): Promise<BuildRun> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd, env: buildEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      onOutput?.(chunk.toString());
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      onOutput?.(chunk.toString());
    });
    child.on('close', (exitCode) => resolve({ ok: exitCode === 0, exitCode, wallMs: performance.now() - started, stdout, stderr }));
  });
}

/** Builds a staged site with Docusaurus into `outDir`. */
export function buildWithDocusaurus(cli: string, siteDir: string, outDir: string, onOutput?: (text: string) => void): Promise<BuildRun> {
  return runNode([cli, 'build', siteDir, '--out-dir', outDir], siteDir, onOutput);
}

/** Builds a site with Folio into `outDir`, as `npx folio build <siteDir> --out-dir <outDir>` would. */
export function buildWithFolio(siteDir: string, outDir: string, onOutput?: (text: string) => void): Promise<BuildRun> {
  return runNode([FOLIO_CLI, 'build', siteDir, '--out-dir', outDir], siteDir, onOutput);
}
