import { rmSync } from 'node:fs';
import path from 'node:path';
import { EDITED_DOC, type BenchPaths } from './stage.ts';
import { docusaurusSearchBytes, folioSearchBytes, type SearchBytes } from './search-bytes.ts';
import type { SearchSelectors } from './search-query.ts';

/** The two generators the benchmark compares. */
export type ToolName = 'folio' | 'docusaurus';

/** How the benchmark drives one tool on its staged site. */
export interface Tool {
  name: ToolName;
  label: string;
  siteDir: string;
  buildDir: string;
  /** The staged copy of the edited doc. */
  docFile: string;
  build: { command: string; args: string[]; cwd: string };
  dev: (port: number) => { command: string; args: string[]; cwd: string };
  /** The commands as a person would type them, for the report. */
  printed: { build: string; dev: string; clear: string };
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

/** Folio, run with node on its CLI entry (no npm/npx wrapper in the measured process tree). */
export function folioTool(paths: BenchPaths): Tool {
  const cli = path.join(paths.repo, 'packages', 'core', 'bin', 'folio.js');
  const site = path.relative(paths.repo, paths.folioSite);
  return {
    name: 'folio',
    label: 'Folio',
    siteDir: paths.folioSite,
    buildDir: path.join(paths.folioSite, 'build'),
    docFile: path.join(paths.folioSite, 'content', 'docs', EDITED_DOC.file),
    build: { command: process.execPath, args: [cli, 'build', site], cwd: paths.repo },
    dev: (port) => ({ command: process.execPath, args: [cli, 'start', site, '--port', String(port), '--host', '127.0.0.1'], cwd: paths.repo }),
    printed: { build: `npx folio build ${site}`, dev: `npx folio start ${site} --port N`, clear: `rm -rf ${site}/.folio ${site}/build` },
    clearCaches: (options) => {
      for (const dir of options?.keepBuild ? ['.folio'] : ['.folio', 'build']) rmSync(path.join(paths.folioSite, dir), { recursive: true, force: true });
    },
    searchBytes: folioSearchBytes,
    search: { input: '.search-box__input', hit: '.search-box__hit' },
    env: toolEnv(),
  };
}

/** Docusaurus 3.6.3 from bench/node_modules, run with node on its CLI entry. */
export function docusaurusTool(paths: BenchPaths): Tool {
  const cli = path.join(paths.bench, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
  const site = path.relative(paths.bench, paths.docusaurusSite);
  return {
    name: 'docusaurus',
    label: 'Docusaurus 3.6.3',
    siteDir: paths.docusaurusSite,
    buildDir: path.join(paths.docusaurusSite, 'build'),
    docFile: path.join(paths.docusaurusSite, 'docs', EDITED_DOC.file),
    build: { command: process.execPath, args: [cli, 'build', site], cwd: paths.bench },
    dev: (port) => ({ command: process.execPath, args: [cli, 'start', site, '--port', String(port), '--host', '127.0.0.1', '--no-open'], cwd: paths.bench }),
    printed: {
      build: `cd bench && npx docusaurus build ${site}`,
      dev: `cd bench && npx docusaurus start ${site} --port N --no-open`,
      clear: `rm -rf bench/${site}/.docusaurus bench/${site}/node_modules/.cache bench/${site}/build bench/node_modules/.cache`,
    },
    clearCaches: (options) => {
      for (const dir of options?.keepBuild ? ['.docusaurus', 'node_modules/.cache'] : ['.docusaurus', 'node_modules/.cache', 'build']) rmSync(path.join(paths.docusaurusSite, dir), { recursive: true, force: true });
      rmSync(path.join(paths.bench, 'node_modules', '.cache'), { recursive: true, force: true });
    },
    searchBytes: docusaurusSearchBytes,
    search: { input: 'input.navbar__search-input', hit: '.ds-dropdown-menu .ds-suggestion' },
    env: toolEnv(),
  };
}
