/**
 * Compares the HTML routes Folio and Docusaurus write for one site (issue 19 point 5).
 *
 *   npx tsx scripts/docusaurus/routes.ts <siteDir>        build the site with both, then compare
 *   npx tsx scripts/docusaurus/routes.ts --this-site      the same for this repository's content/,
 *                                                          staged as the benchmark stages it
 *   npx tsx scripts/docusaurus/routes.ts --folio-build DIR --docusaurus-build DIR
 *                                                          compare two existing build folders
 */
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { benchPaths, stageDocusaurus, stageFolio } from '../bench/stage.ts';
import { BENCH_DOCUSAURUS_CLI, buildWithDocusaurus, buildWithFolio, docusaurusVersion, REPO_ROOT, siteDocusaurusCli, stageSiteCopy, type BuildRun } from './build-site.ts';
import { diffRoutes, formatDiff, readRoutes, type RouteDiff } from './route-list.ts';
import { existsSync } from 'node:fs';

const USAGE = `Usage:
  npx tsx scripts/docusaurus/routes.ts <siteDir> [--work DIR] [--docusaurus-cli FILE] [--limit N]
  npx tsx scripts/docusaurus/routes.ts --this-site [--limit N]
  npx tsx scripts/docusaurus/routes.ts --folio-build DIR --docusaurus-build DIR [--limit N]

  <siteDir>             a Docusaurus site folder with its dependencies installed; it is copied to the
                        work folder and built there by each tool, so its own build/ and caches stay as they are
  --this-site           this repository's content/, staged under bench/site/ as \`npm run bench\` does
  --work DIR            where the copy and both builds go (default: $TMPDIR/folio-routes/<site name>);
                        the builds are kept, to compare again with --folio-build/--docusaurus-build
  --docusaurus-cli FILE the docusaurus.mjs to build with (default: the site's own @docusaurus/core,
                        else the benchmark's Docusaurus 3.6.3 from bench/node_modules)
  --limit N             print at most N routes of each list (default: all)`;

/** Both builds of one comparison, and their route difference. */
export interface Comparison {
  docusaurusBuild: string;
  folioBuild: string;
  diff: RouteDiff;
}

/** Compares two existing build folders. */
export function compareBuilds(folioBuild: string, docusaurusBuild: string): Comparison {
  return { folioBuild, docusaurusBuild, diff: diffRoutes(readRoutes(docusaurusBuild), readRoutes(folioBuild)) };
}

/** Throws with the end of the tool's output when a build failed. */
function mustSucceed(tool: string, run: BuildRun): void {
  if (run.ok) return;
  const tail = `${run.stdout}\n${run.stderr}`.trim().split('\n').slice(-40).join('\n');
  throw new Error(`${tool} build failed (exit ${run.exitCode}):\n${tail}`);
}

/** Builds this repository's content/ with both tools, staged as the benchmark stages it. */
async function buildThisSite(log: (line: string) => void): Promise<{ folioBuild: string; docusaurusBuild: string }> {
  const paths = benchPaths(REPO_ROOT);
  stageFolio(paths);
  stageDocusaurus(paths);
  log(`Building ${path.relative(REPO_ROOT, paths.folioSite)} with Folio…`);
  const folio = await buildWithFolio(paths.folioSite, path.join(paths.folioSite, 'build'));
  mustSucceed('Folio', folio);
  log(`Building ${path.relative(REPO_ROOT, paths.docusaurusSite)} with Docusaurus ${docusaurusVersion(BENCH_DOCUSAURUS_CLI)}… (minutes)`);
  const docusaurus = await buildWithDocusaurus(BENCH_DOCUSAURUS_CLI, paths.docusaurusSite, path.join(paths.docusaurusSite, 'build'));
  mustSucceed('Docusaurus', docusaurus);
  return { folioBuild: path.join(paths.folioSite, 'build'), docusaurusBuild: path.join(paths.docusaurusSite, 'build') };
}

/** Builds a site folder with both tools from a copy in `work`. */
async function buildSiteCopy(siteDir: string, work: string, cli: string, log: (line: string) => void): Promise<{ folioBuild: string; docusaurusBuild: string }> {
  const copy = path.join(work, 'site');
  const folioBuild = path.join(work, 'folio-build');
  const docusaurusBuild = path.join(work, 'docusaurus-build');
  stageSiteCopy(siteDir, copy);
  log(`Building ${siteDir} with Folio (copy in ${copy})…`);
  mustSucceed('Folio', await buildWithFolio(copy, folioBuild));
  stageSiteCopy(siteDir, copy);
  log(`Building ${siteDir} with Docusaurus ${docusaurusVersion(cli)}… (minutes)`);
  mustSucceed('Docusaurus', await buildWithDocusaurus(cli, copy, docusaurusBuild));
  return { folioBuild, docusaurusBuild };
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      'this-site': { type: 'boolean', default: false },
      'folio-build': { type: 'string' },
      'docusaurus-build': { type: 'string' },
      work: { type: 'string' },
      'docusaurus-cli': { type: 'string' },
      limit: { type: 'string', default: '0' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const limit = Number(values.limit);
  const builds = values['folio-build'] !== undefined || values['docusaurus-build'] !== undefined;
  const modes = [values['this-site'], builds, positionals.length > 0].filter(Boolean).length;
  if (values.help || modes !== 1 || positionals.length > 1 || !Number.isInteger(limit) || limit < 0 || (builds && (!values['folio-build'] || !values['docusaurus-build']))) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const log = (line: string) => console.error(line);
  let folioBuild: string;
  let docusaurusBuild: string;
  if (builds) {
    folioBuild = path.resolve(values['folio-build']!);
    docusaurusBuild = path.resolve(values['docusaurus-build']!);
  } else if (values['this-site']) {
    ({ folioBuild, docusaurusBuild } = await buildThisSite(log));
  } else {
    const siteDir = path.resolve(positionals[0]!);
    if (!existsSync(siteDir)) throw new Error(`No site folder at ${siteDir}.`);
    const cli = values['docusaurus-cli'] ? path.resolve(values['docusaurus-cli']) : (siteDocusaurusCli(siteDir) ?? BENCH_DOCUSAURUS_CLI);
    if (!existsSync(cli)) throw new Error(`No Docusaurus at ${cli}: install the site's dependencies, or run \`npm ci --prefix bench\` for Docusaurus 3.6.3.`);
    const work = path.resolve(values.work ?? path.join(tmpdir(), 'folio-routes', path.basename(siteDir)));
    ({ folioBuild, docusaurusBuild } = await buildSiteCopy(siteDir, work, cli, log));
  }
  const { diff } = compareBuilds(folioBuild, docusaurusBuild);
  console.log(`Docusaurus: ${docusaurusBuild}\nFolio:      ${folioBuild}\n`);
  console.log(formatDiff(diff, limit));
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (error: Error) => {
      console.error(error.message);
      process.exitCode = 1;
    },
  );
}
