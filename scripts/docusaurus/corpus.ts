/**
 * Builds a corpus of public Docusaurus 3 sites with Folio and compares the routes with Docusaurus
 * (issue 19 point 6): `npm run corpus -- [--refresh] [--only name,…] [--corpus-dir DIR] [--limit N]`.
 * The sites (scripts/docusaurus/corpus.json) live outside the repository; see USAGE.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildWithDocusaurus, buildWithFolio, docusaurusVersion, nearestNodeModules, REPO_ROOT, siteDocusaurusCli, stageSiteCopy } from './build-site.ts';
import { corpusMarkdown, docusaurusWarningCount, folioError, folioWarnings, groupWarnings, seconds, type CorpusSite, type SiteResult } from './corpus-report.ts';
import { materializeTree } from './materialize.ts';
import { diffRoutes, readRoutes, summarizeDiff, type RouteFile } from './route-list.ts';

const USAGE = `Usage: npm run corpus -- [--refresh] [--only NAME,…] [--corpus-dir DIR] [--mirror-dir DIR] [--limit N]

  --refresh          rebuild the cached Docusaurus route lists (minutes per site)
  --only NAME,…      only these sites of scripts/docusaurus/corpus.json
  --corpus-dir DIR   where the sites are (default: $FOLIO_CORPUS_DIR, else /work/corpus)
  --mirror-dir DIR   where the search tool's fetch puts repositories (default /work/.mirror): a site
                     folder that is missing is written from there at the manifest's commit
  --limit N          routes listed per difference list in the report (default 50; 0: all)

Each site needs its own dependencies installed (npm ci, or yarn install --frozen-lockfile, in its
folder) so that Docusaurus can build it. Results: bench/results/corpus-latest.md and .json.`;

/** The cached result of one Docusaurus build of a site. */
interface DocusaurusCache {
  version: string;
  commit: string;
  wallMs: number;
  builtAt: string;
  warnings: number;
  routes: RouteFile[];
  error?: string;
}

const MANIFEST = path.join(REPO_ROOT, 'scripts', 'docusaurus', 'corpus.json');

function readManifest(): CorpusSite[] {
  return (JSON.parse(readFileSync(MANIFEST, 'utf8')) as { sites: CorpusSite[] }).sites;
}

/** Writes a missing site folder from a fetched mirror, or says what to do. */
async function ensureSiteFolder(site: CorpusSite, siteDir: string, mirrorDir: string, log: (line: string) => void): Promise<string | undefined> {
  if (existsSync(siteDir)) return undefined;
  const gitDir = path.join(mirrorDir, site.repository.replace('/', '+'), 'repo');
  if (!existsSync(gitDir)) return `no folder ${siteDir} and no fetched copy at ${gitDir}: fetch github:${site.repository} with the search tool's fetch (it is not a shell command), then run again`;
  log(`  writing ${siteDir} from ${gitDir} at ${site.commit.slice(0, 12)}…`);
  const { written, missing } = await materializeTree(gitDir, site.commit, site.siteFolder, siteDir);
  log(`  ${written} files${missing.length ? `; ${missing.length} absent from the snapshot (4 MiB or more) written as placeholders: ${missing.join(', ')}` : ''}`);
  return undefined;
}

/** The install command a site's lock file calls for. */
function installHint(siteDir: string): string {
  if (existsSync(path.join(siteDir, 'yarn.lock'))) return `cd ${siteDir} && npx yarn@1 install --frozen-lockfile`;
  if (existsSync(path.join(siteDir, 'pnpm-lock.yaml'))) return `cd ${siteDir} && npx pnpm install --frozen-lockfile`;
  return `cd ${siteDir} && npm ci`;
}

/** Builds the site with its own Docusaurus (or reads the cached route list). */
async function docusaurusRoutes(site: CorpusSite, siteDir: string, work: string, refresh: boolean, log: (line: string) => void): Promise<DocusaurusCache> {
  const cacheFile = path.join(work, 'docusaurus-routes.json');
  if (!refresh && existsSync(cacheFile)) {
    const cached = JSON.parse(readFileSync(cacheFile, 'utf8')) as DocusaurusCache;
    if (cached.commit === site.commit) return cached;
  }
  const cli = siteDocusaurusCli(siteDir)!;
  const copy = path.join(work, 'site');
  const out = path.join(work, 'docusaurus-build');
  stageSiteCopy(siteDir, copy);
  log(`  Docusaurus ${docusaurusVersion(cli)} build… (minutes)`);
  const run = await buildWithDocusaurus(cli, copy, out);
  const output = `${run.stdout}\n${run.stderr}`;
  const cache: DocusaurusCache = {
    version: docusaurusVersion(cli),
    commit: site.commit,
    wallMs: run.wallMs,
    builtAt: new Date().toISOString(),
    warnings: docusaurusWarningCount(output),
    routes: run.ok ? readRoutes(out) : [],
    ...(run.ok ? {} : { error: output.trim().split('\n').slice(-15).join('\n') }),
  };
  writeFileSync(path.join(work, 'docusaurus-output.log'), output);
  writeFileSync(cacheFile, `${JSON.stringify(cache, null, 2)}\n`);
  log(`  Docusaurus: ${run.ok ? `${cache.routes.length} HTML files` : 'FAILED'} in ${seconds(run.wallMs)}`);
  return cache;
}

/** Builds, compares and reports one site. */
async function runSite(site: CorpusSite, options: { corpusDir: string; mirrorDir: string; refresh: boolean }, log: (line: string) => void): Promise<SiteResult> {
  const siteDir = path.join(options.corpusDir, site.name);
  log(`${site.name} (${site.repository})`);
  const missing = await ensureSiteFolder(site, siteDir, options.mirrorDir, log);
  if (missing) return { site, skipped: missing };
  if (!nearestNodeModules(siteDir) || !siteDocusaurusCli(siteDir)) return { site, skipped: `dependencies not installed: ${installHint(siteDir)}` };
  const work = path.join(options.corpusDir, '.work', site.name);
  mkdirSync(work, { recursive: true });
  const reference = await docusaurusRoutes(site, siteDir, work, options.refresh, log);
  const result: SiteResult = {
    site,
    docusaurus: { version: reference.version, wallMs: reference.wallMs, htmlFiles: reference.routes.length, warnings: reference.warnings, builtAt: reference.builtAt, ...(reference.error ? { error: reference.error } : {}) },
  };
  const copy = path.join(work, 'site');
  const out = path.join(work, 'folio-build');
  stageSiteCopy(siteDir, copy, { withFolio: true });
  log('  Folio build…');
  const run = await buildWithFolio(copy, out);
  const output = `${run.stdout}\n${run.stderr}`;
  writeFileSync(path.join(work, 'folio-output.log'), output);
  const warnings = folioWarnings(run.stderr);
  const pages = /Built (\d+) pages/.exec(run.stdout)?.[1];
  result.folio = { ok: run.ok, wallMs: run.wallMs, warnings: groupWarnings(warnings), warningCount: warnings.length, ...(pages ? { pages: Number(pages) } : {}) };
  if (!run.ok) result.folio.error = folioError(output) ?? output.trim().split('\n').slice(-8).join('\n');
  if (run.ok) {
    const routes = readRoutes(out);
    result.folio.htmlFiles = routes.length;
    if (!reference.error) result.diff = diffRoutes(reference.routes, routes);
  }
  log(`  Folio: ${run.ok ? `${pages ?? '?'} pages` : 'FAILED'} in ${seconds(run.wallMs)}, ${warnings.length} warnings${result.diff ? `; routes: ${summarizeDiff(result.diff)}` : ''}`);
  return result;
}

function gitCommit(): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
    return dirty ? `${commit} (with uncommitted changes)` : commit;
  } catch {
    return 'unknown';
  }
}

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      refresh: { type: 'boolean', default: false },
      only: { type: 'string' },
      'corpus-dir': { type: 'string' },
      'mirror-dir': { type: 'string', default: '/work/.mirror' },
      limit: { type: 'string', default: '50' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const limit = Number(values.limit);
  if (values.help || !Number.isInteger(limit) || limit < 0) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const corpusDir = path.resolve(values['corpus-dir'] ?? process.env.FOLIO_CORPUS_DIR ?? '/work/corpus');
  const only = values.only?.split(',').map((name) => name.trim());
  const sites = readManifest().filter((site) => !only || only.includes(site.name));
  if (only && sites.length !== only.length) throw new Error(`Unknown site in --only; the manifest has: ${readManifest().map((s) => s.name).join(', ')}.`);
  const log = (line: string) => console.error(line);
  const started = new Date();
  const load = loadavg()[0]!.toFixed(1);
  const results: SiteResult[] = [];
  for (const site of sites) results.push(await runSite(site, { corpusDir, mirrorDir: values['mirror-dir'], refresh: values.refresh }, log));
  const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${load} at the start`;
  const markdown = corpusMarkdown(results, { date: started.toISOString().slice(0, 16).replace('T', ' ') + ' UTC', commit: gitCommit(), machine, limit });
  const resultsDir = path.join(REPO_ROOT, 'bench', 'results');
  mkdirSync(path.join(resultsDir, 'tmp'), { recursive: true });
  writeFileSync(path.join(resultsDir, only ? 'tmp/corpus-partial.md' : 'corpus-latest.md'), markdown);
  writeFileSync(path.join(resultsDir, only ? 'tmp/corpus-partial.json' : 'corpus-latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(markdown);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (error: Error) => {
    console.error(error.message);
    process.exitCode = 1;
  },
);
