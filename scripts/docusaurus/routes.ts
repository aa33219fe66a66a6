/**
 * Compares the HTML routes Folio and Docusaurus write for one site (issue 19 point 5).
 *
 *   npx tsx scripts/docusaurus/routes.ts <siteDir>        build the site with both, then compare
 *   npx tsx scripts/docusaurus/routes.ts --this-site      the same for this repository's content/,
 *                                                          staged as the benchmark stages it
 *   npx tsx scripts/docusaurus/routes.ts --folio-build DIR --docusaurus-build DIR
 *                                                          compare two existing build folders
 */
import { existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { benchPaths, stageDocusaurus, stageFolio } from '../bench/stage.ts';
import { BENCH_DOCUSAURUS_CLI, buildWithDocusaurus, buildWithFolio, docusaurusVersion, nodeModulesOfCli, REPO_ROOT, siteDocusaurusCli, stageSiteCopy, type BuildRun } from './build-site.ts';
import { diffRoutes, formatDiff, formatRouteList, readRoutes, type RouteDiff } from './route-list.ts';

const USAGE = `Usage:
  npx tsx scripts/docusaurus/routes.ts <siteDir> [--work DIR] [--docusaurus-cli FILE] [BUILDS] [--limit N]
  npx tsx scripts/docusaurus/routes.ts --this-site [BUILDS] [--limit N]
  npx tsx scripts/docusaurus/routes.ts --folio-build DIR --docusaurus-build DIR [--limit N]

  <siteDir>             a Docusaurus site folder with its dependencies installed; it is copied to the
                        work folder and built there by each tool, so its own build/ and caches stay as they are
  --this-site           this repository's content/, staged under bench/site/ as \`npm run bench\` does
  --work DIR            where the copy and both builds go (default: $TMPDIR/folio-routes/<site name>);
                        the builds are kept, to compare again with --folio-build/--docusaurus-build
  --docusaurus-cli FILE the docusaurus.mjs to build with (default: the site's own @docusaurus/core,
                        else the benchmark's Docusaurus 3.6.3 from bench/node_modules)
  --folio-build DIR, --docusaurus-build DIR  (BUILDS)
                        an existing build of that tool, used instead of building again: with a site
                        or --this-site, only the other tool builds (Docusaurus takes minutes)
  --limit N             print at most N routes of each list (default: all)
  --docusaurus-list FILE  also write the Docusaurus build's routes to FILE, one file a line
                        (a redirect page marked), as tests/data/docusaurus-3.6.3-routes.txt is made

Prints the routes (HTML files as URL paths: a/index.html and a.html are both /a) that only one
tool wrote, routes written as different files, and routes that are a redirect page in one build
and a page in the other.`;

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

/** Which builds to make and which to take as they are. */
interface Wanted {
  /** An existing Folio build to use instead of building. */
  folioBuild?: string | undefined;
  /** An existing Docusaurus build to use instead of building. */
  docusaurusBuild?: string | undefined;
}

/** Builds this repository's content/ with the tools not given a build, staged as the benchmark stages it. */
async function buildThisSite(wanted: Wanted, log: (line: string) => void): Promise<Required<Wanted>> {
  const paths = benchPaths(REPO_ROOT);
  let folioBuild = wanted.folioBuild;
  let docusaurusBuild = wanted.docusaurusBuild;
  if (!folioBuild) {
    stageFolio(paths);
    folioBuild = path.join(paths.folioSite, 'build');
    log(`Building ${path.relative(REPO_ROOT, paths.folioSite)} with Folio…`);
    mustSucceed('Folio', await buildWithFolio(paths.folioSite, folioBuild));
  }
  if (!docusaurusBuild) {
    stageDocusaurus(paths);
    docusaurusBuild = path.join(paths.docusaurusSite, 'build');
    log(`Building ${path.relative(REPO_ROOT, paths.docusaurusSite)} with Docusaurus ${docusaurusVersion(BENCH_DOCUSAURUS_CLI)}… (minutes)`);
    mustSucceed('Docusaurus', await buildWithDocusaurus(BENCH_DOCUSAURUS_CLI, paths.docusaurusSite, docusaurusBuild));
  }
  return { folioBuild, docusaurusBuild };
}

/** Builds a site folder with the tools not given a build, each from a fresh copy in `work`. */
async function buildSiteCopy(siteDir: string, work: string, cli: string, wanted: Wanted, log: (line: string) => void): Promise<Required<Wanted>> {
  const copy = path.join(work, 'site');
  let folioBuild = wanted.folioBuild;
  let docusaurusBuild = wanted.docusaurusBuild;
  if (!folioBuild) {
    folioBuild = path.join(work, 'folio-build');
    stageSiteCopy(siteDir, copy, { withFolio: true });
    log(`Building ${siteDir} with Folio (copy in ${copy})…`);
    mustSucceed('Folio', await buildWithFolio(copy, folioBuild));
  }
  if (!docusaurusBuild) {
    docusaurusBuild = path.join(work, 'docusaurus-build');
    // Docusaurus loads its preset and plugins from the packages its CLI was installed with.
    stageSiteCopy(siteDir, copy, { modules: nodeModulesOfCli(cli) });
    log(`Building ${siteDir} with Docusaurus ${docusaurusVersion(cli)}… (minutes)`);
    mustSucceed('Docusaurus', await buildWithDocusaurus(cli, copy, docusaurusBuild));
  }
  return { folioBuild, docusaurusBuild };
}

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
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
        'docusaurus-list': { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const limit = Number(values.limit);
  const site = values['this-site'] || positionals.length > 0;
  const wanted: Wanted = {
    folioBuild: values['folio-build'] && path.resolve(values['folio-build']),
    docusaurusBuild: values['docusaurus-build'] && path.resolve(values['docusaurus-build']),
  };
  const bad = (values['this-site'] && positionals.length > 0) || positionals.length > 1 || !Number.isInteger(limit) || limit < 0 || (!site && (!wanted.folioBuild || !wanted.docusaurusBuild));
  if (values.help || bad) {
    (values.help ? console.log : console.error)(USAGE);
    return values.help ? 0 : 2;
  }
  const log = (line: string) => console.error(line);
  let builds: Required<Wanted>;
  if (values['this-site']) builds = await buildThisSite(wanted, log);
  else if (positionals[0]) {
    const siteDir = path.resolve(positionals[0]);
    if (!existsSync(siteDir)) throw new Error(`No site folder at ${siteDir}.`);
    const cli = values['docusaurus-cli'] ? path.resolve(values['docusaurus-cli']) : (siteDocusaurusCli(siteDir) ?? BENCH_DOCUSAURUS_CLI);
    if (!wanted.docusaurusBuild && !existsSync(cli)) throw new Error(`No Docusaurus at ${cli}: install the site's dependencies, or run \`npm ci --prefix bench\` for Docusaurus 3.6.3.`);
    const work = path.resolve(values.work ?? path.join(tmpdir(), 'folio-routes', path.basename(siteDir)));
    builds = await buildSiteCopy(siteDir, work, cli, wanted, log);
  } else builds = wanted as Required<Wanted>;
  const { diff } = compareBuilds(builds.folioBuild, builds.docusaurusBuild);
  if (values['docusaurus-list']) {
    const made = values['this-site'] ? 'content/ (bench staging)' : positionals[0] ? path.relative(REPO_ROOT, path.resolve(positionals[0])) : builds.docusaurusBuild;
    const version = positionals[0] || values['this-site'] ? ` ${docusaurusVersion(values['docusaurus-cli'] ? path.resolve(values['docusaurus-cli']) : values['this-site'] ? BENCH_DOCUSAURUS_CLI : (siteDocusaurusCli(path.resolve(positionals[0]!)) ?? BENCH_DOCUSAURUS_CLI))}` : '';
    writeFileSync(values['docusaurus-list'], `# The HTML files Docusaurus${version} wrote for ${made}, one a line (scripts/docusaurus/routes.ts --docusaurus-list).\n${formatRouteList(readRoutes(builds.docusaurusBuild))}`);
  }
  console.log(`Docusaurus: ${builds.docusaurusBuild}\nFolio:      ${builds.folioBuild}\n`);
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
