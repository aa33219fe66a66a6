import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { packedCli, type FolioSource } from './packed-folio.ts';
import { EDITED_DOC, type BenchPaths } from './stage.ts';
import { docusaurusSearchBytes, folioSearchBytes, type SearchBytes } from './search-bytes.ts';
import type { SearchSelectors } from './search-query.ts';

import type { ToolName } from './tool-names.ts';

export type { ToolName } from './tool-names.ts';

/** How the benchmark drives one tool on its staged site. */
export interface Tool {
  name: ToolName;
  label: string;
  siteDir: string;
  buildDir: string;
  /** The staged copy of the edited doc. */
  docFile: string;
  build: { command: string; args: string[]; cwd: string };
  /** Arguments of a build that runs every phase even when nothing changed (Folio's --force); a tool without the check has none. */
  forceArgs?: string[];
  dev: (port: number) => { command: string; args: string[]; cwd: string };
  /** The commands as a person would type them, for the report. */
  printed: { build: string; dev: string; clear: string; install?: string };
  /** Removes every cache and, unless `keepBuild`, the build output (a cold build or cold dev start follows). */
  clearCaches: (options?: { keepBuild?: boolean }) => void;
  searchBytes: (buildDir: string) => SearchBytes | undefined;
  search: SearchSelectors;
  env: NodeJS.ProcessEnv;
}

/** Environment of every tool run: no update checks, no colours in logs. */
function toolEnv(): NodeJS.ProcessEnv {
  return { ...process.env, NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0', NO_COLOR: '1', BROWSERSLIST_IGNORE_OLD_DATA: '1' };
}

/**
 * How a Docusaurus folder is installed from its lock file. bench-fast/ takes `npm install`: npm 11
 * writes no lock entries for the platform packages of @swc/html 1.16.21 that the registry does not
 * have (darwin, windows, musl…), and `npm ci` then refuses the lock as out of sync; `npm install`
 * follows the same lock and installs the same versions.
 */
export function installCommand(dirName: string): string {
  return dirName === 'bench-fast' ? `npm install --prefix ${dirName}` : `npm ci --prefix ${dirName}`;
}

/** Folio, run with node on its CLI entry (no npm/npx wrapper in the measured process tree). */
export function folioTool(paths: BenchPaths, source: FolioSource = 'repo'): Tool {
  const cli = source === 'packed' ? packedCli(paths.folioSite) : path.join(paths.repo, 'packages', 'core', 'bin', 'folio.js');
  const site = path.relative(paths.repo, paths.folioSite);
  return {
    name: 'folio',
    label: source === 'packed' ? 'Folio' : 'Folio (repository, tsx)',
    siteDir: paths.folioSite,
    buildDir: path.join(paths.folioSite, 'build'),
    docFile: path.join(paths.folioSite, 'content', 'docs', EDITED_DOC.file),
    build: { command: process.execPath, args: [cli, 'build', site], cwd: paths.repo },
    forceArgs: [cli, 'build', site, '--force'],
    dev: (port) => ({ command: process.execPath, args: [cli, 'start', site, '--port', String(port), '--host', '127.0.0.1'], cwd: paths.repo }),
    printed:
      source === 'packed'
        ? { install: 'npm run pack && cd bench/site/folio && npm install --save-dev ../../../dist-packages/*.tgz', build: `cd ${site} && npx folio build`, dev: `cd ${site} && npx folio start --port N`, clear: `rm -rf ${site}/.folio ${site}/build` }
        : { build: `npx folio build ${site}`, dev: `npx folio start ${site} --port N`, clear: `rm -rf ${site}/.folio ${site}/build` },
    clearCaches: (options) => {
      for (const dir of options?.keepBuild ? ['.folio'] : ['.folio', 'build']) rmSync(path.join(paths.folioSite, dir), { recursive: true, force: true });
    },
    searchBytes: folioSearchBytes,
    search: { input: '.search-box__input', hit: '.search-box__hit' },
    env: toolEnv(),
  };
}

/** The version of Docusaurus installed in `folder` (its @docusaurus/core), or undefined if none. */
export function installedDocusaurusVersion(folder: string): string | undefined {
  const file = path.join(folder, 'node_modules', '@docusaurus', 'core', 'package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version : undefined;
}

/**
 * A Docusaurus install run with node on its CLI entry: Docusaurus 3.6.3 from bench/ (`fast`
 * false), or the newest 3.x with every speed flag from bench-fast/ (`fast` true).
 */
function docusaurusAt(paths: BenchPaths, fast: boolean): Tool {
  const folder = fast ? paths.benchFast : paths.bench;
  const siteDir = fast ? paths.docusaurusFastSite : paths.docusaurusSite;
  const dirName = path.basename(folder);
  const cli = path.join(folder, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
  const site = path.relative(folder, siteDir);
  const version = installedDocusaurusVersion(folder) ?? (fast ? '3.x' : '3.6.3');
  return {
    name: fast ? 'docusaurus-fast' : 'docusaurus',
    label: fast ? `Docusaurus ${version} (faster)` : `Docusaurus ${version}`,
    siteDir,
    buildDir: path.join(siteDir, 'build'),
    docFile: path.join(siteDir, 'docs', EDITED_DOC.file),
    build: { command: process.execPath, args: [cli, 'build', site], cwd: folder },
    dev: (port) => ({ command: process.execPath, args: [cli, 'start', site, '--port', String(port), '--host', '127.0.0.1', '--no-open'], cwd: folder }),
    printed: {
      install: installCommand(dirName),
      build: `cd ${dirName} && npx docusaurus build ${site}`,
      dev: `cd ${dirName} && npx docusaurus start ${site} --port N --no-open`,
      clear: `rm -rf ${dirName}/${site}/.docusaurus ${dirName}/${site}/node_modules/.cache ${dirName}/${site}/build ${dirName}/node_modules/.cache`,
    },
    // Cold: no .docusaurus/, no node_modules/.cache (babel/webpack caches, and Rspack's persistent
    // cache) wherever Docusaurus may put them, no build/. The rebuilds in between keep them all.
    clearCaches: (options) => {
      for (const dir of options?.keepBuild ? ['.docusaurus', 'node_modules/.cache'] : ['.docusaurus', 'node_modules/.cache', 'build']) rmSync(path.join(siteDir, dir), { recursive: true, force: true });
      rmSync(path.join(folder, 'node_modules', '.cache'), { recursive: true, force: true });
    },
    searchBytes: docusaurusSearchBytes,
    search: { input: 'input.navbar__search-input', hit: '.ds-dropdown-menu .ds-suggestion' },
    env: toolEnv(),
  };
}

/** Docusaurus 3.6.3 from bench/node_modules. */
export function docusaurusTool(paths: BenchPaths): Tool {
  return docusaurusAt(paths, false);
}

/** The newest Docusaurus 3.x from bench-fast/node_modules, with `future.faster` and the v4 flag SSG worker threads need. */
export function docusaurusFastTool(paths: BenchPaths): Tool {
  return docusaurusAt(paths, true);
}
