import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** How the benchmark runs Folio: as a user installs it (its packed, compiled packages), or from this repository's TypeScript sources through tsx. */
export type FolioSource = 'packed' | 'repo';

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, NO_UPDATE_NOTIFIER: '1' } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd} (exit ${result.status}):\n${`${result.stdout}\n${result.stderr}`.slice(-3000)}`);
}

/**
 * Installs Folio into a staged site as a user would: `npm run pack` compiles this repository's
 * packages into tarballs (dist-packages/), and `npm install` puts them into the site with the
 * React the repository uses. Returns the command a user's `npx folio` runs.
 */
export function installPackedFolio(repo: string, siteDir: string): string {
  run('npm', ['run', 'pack'], repo);
  const root = JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const manifest = { private: true, type: 'module', dependencies: { react: root.dependencies.react, 'react-dom': root.dependencies['react-dom'] } };
  writeFileSync(path.join(siteDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const packages = path.join(repo, 'dist-packages');
  const tarballs = readdirSync(packages).filter((name) => name.endsWith('.tgz')).map((name) => path.join(packages, name));
  run('npm', ['install', '--no-audit', '--no-fund', '--save-dev', ...tarballs], siteDir);
  return packedCli(siteDir);
}

/** The `folio` command of a site that installed Folio's packages. */
export function packedCli(siteDir: string): string {
  return path.join(siteDir, 'node_modules', '@folio', 'core', 'bin', 'folio.js');
}
