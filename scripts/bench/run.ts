/**
 * `npm run bench`: builds the site's content/ with Folio, with Docusaurus 3.6.3 (from bench/) and
 * with the newest Docusaurus 3.x with every speed flag (from bench-fast/), alternating the three,
 * several runs each, and prints one table of medians and ratios, Folio's phases, the top functions
 * of a profiled Folio build and the targets; writes them to bench/results/latest.md and latest.json.
 * See `npm run bench -- --help`.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { BENCH_USAGE, parseBenchArgs, type BenchArgs } from './args.ts';
import { CHROMIUM, launchBrowser } from './browser.ts';
import { MEASURED_PAGES, measureBuilds } from './build-runs.ts';
import { measureDevServer } from './dev-server.ts';
import { createProgressLog, type ProgressLog } from './log.ts';
import { machineInfo } from './machine.ts';
import { renderMarkdown } from './report.ts';
import type { BenchResults, ToolRun } from './results.ts';
import { readScaleFigure } from './scale-results.ts';
import { measureSearchQuery } from './search-query.ts';
import { benchPaths, EDITED_DOC, stageDocusaurus, stageFolio } from './stage.ts';
import { serveStatic } from './static-server.ts';
import { docusaurusFastTool, docusaurusTool, folioTool, installCommand, type Tool } from './tools.ts';
import { measureClientNavigation } from './client-nav.ts';
import { NAVIGATIONS } from './navigations.ts';
import { profileColdBuild } from './profile-run.ts';
import { fastFlagNotes, verifyFastFlags, type FastFlagEvidence } from './fast-flags.ts';
import { TOOL_NAMES } from './tool-names.ts';
import type { ProfileSummary } from './cpu-profile.ts';
import { formatBytes, formatMs } from './format.ts';
import { measureBrowserFirstLoad } from './browser-first-load.ts';

/** A Docusaurus run longer than this stops further runs of that Docusaurus (issue 12 allows fewer runs then). */
const LONG_RUN_MS = 10 * 60_000;

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function fixedNotes(args: BenchArgs, fastLabel: string): string[] {
  return [
    'The sites are staged under bench/site/ and bench-fast/site/ (gitignored) as real folders of hard links to content/ and static/, so that each tool keeps its caches and build/ apart from other builds in the repository; the edited doc is a copy, so the repository is never touched. Hard links rather than symbolic links: Node\'s recursive readdir (Folio) does not enter linked folders, and webpack/Rspack (Docusaurus) resolve linked files to paths outside the site.',
    args.folio === 'packed'
      ? 'Folio is measured as a user installs it: `npm run pack` compiles its packages to JavaScript (tsc) and packs them, and `npm install` puts the tarballs into bench/site/folio with React; its builds run that compiled code (`npm run bench -- --folio repo` measures this repository\'s TypeScript sources through tsx instead, as `npm run build` here runs them: tsx adds about 0.4 s of CPU to every build\'s start).'
      : 'Folio runs from this repository\'s TypeScript sources through tsx (--folio repo), as `npm run build` here runs them, not as a user installs it (compiled, see --folio packed).',
    'Both Docusaurus sites use a simple home page (bench/src/pages/index.js): content/pages/index.tsx reads recent posts with Folio\'s useGlobalData from @folio/client, which Docusaurus does not have.',
    'Docusaurus 3.6.3 is installed from bench/package-lock.json with webpack held at ~5.105 (npm overrides): webpack 5.106 rejects the webpackbar 6 that Docusaurus 3.6.3 uses (facebook/docusaurus#11923).',
    `${fastLabel} is installed from bench-fast/package-lock.json (npm install --prefix bench-fast; npm ci refuses its lock, which has no entries for @swc/html's platform packages the registry lacks) with @docusaurus/faster and the same plugins, search plugin (docusaurus-lunr-search 3.4.0) and React 18 as bench/. Its config (bench-fast/docusaurus.config.js) imports bench/docusaurus.config.js and adds only future: { faster: true, v4: { removeLegacyPostBuildHeadAttribute: true } } (Rspack, SWC loader and minifiers, Lightning CSS, the MDX cross-compiler cache, SSG worker threads, Rspack's persistent cache, eager Git metadata; the v4 flag is the one SSG worker threads require) and moves onBrokenMarkdownLinks to markdown.hooks, where 3.10 expects it. Not v4: true, which also switches .md files to CommonMark, under which this content does not build (<!-- truncate -->). "Cold" clears .docusaurus/, node_modules/.cache (where the persistent cache lives) and build/; the rebuilds keep them.`,
    'Memory is the peak of the summed VmRSS of the command\'s process tree, sampled every 100 ms (pages shared between processes count once per process). CPU is user + system time of the tree (GNU time, or /proc samples when larger).',
    'First-load JS: every <script src>, <link rel="modulepreload"> and <link rel="preload" as="script"> of the built HTML, plus the static imports of ES modules, transitively; inline scripts and CSS are not counted. Gzip is zlib level 6 per file. ' +
      `Docs page: ${MEASURED_PAGES.doc} (content/docs/${EDITED_DOC.file}); home page: /.`,
    'First search: Folio, build/search/manifest.json plus the stamped pair (search docs, lunr index) of the default docs version; Docusaurus, the search-doc-<id>.json and lunr-index-<id>.json that docusaurus-lunr-search\'s search bar fetches.',
    'Dev server figures are from a cold start (caches cleared). The edit appends a sentence to the doc and polls the open page every 5 ms for it; Folio updates the page in place (no reload), Docusaurus hot-replaces the module.',
    'JS Chromium loads: every script Chromium fetched from the site, from navigation until the network was idle for 500 ms, with link prefetching off (both sites skip it on saveData); it adds what the HTML does not list: Docusaurus fetches the route\'s chunks from main.js before hydrating, and docusaurus-lunr-search loads its search code at startup.',
    'Search query time: Chromium on a neutral static server of each build. First query: 5 fresh page loads, on each the search box focused and its index loaded, then one query typed at once, timed in the page until the first result element appears (median and slowest). Later queries: on the same pages, the box cleared and each of the other 4 queries typed the same way (median of 20).',
    `Client navigation: Chromium on the same static server, prefetching on (as visitors have it). From ${NAVIGATIONS[0].from}, the first visible link to the target is scrolled into view and hovered, and once no request has been in flight for 500 ms (its prefetch done) it is clicked with the mouse; the time is from the click event to the target's URL and heading (its first h1, else h2, in the built HTML) being in the document, seen by a mutation observer (before paint). Requests are those that reached the server from the click until 500 ms after the page was shown, for the new page itself (its code, data, the code its content loads once shown, its images); those the new page made to prefetch the pages it links to, as their links came into view (in Folio's builds: a piece of its route table, or a file only other routes load), are counted apart: nothing on the page waits for them (the JSON also lists every request the page made, cache hits included); the server answers with cache-control: max-age=600 and last-modified, as GitHub Pages does; "progress bar" is whether #nprogress (both sites use nprogress) was in the page. Targets: ${NAVIGATIONS.map((n) => `${n.label} ${n.to}`).join(', ')}.`,
    'Folio\'s phases: `folio build` prints each phase\'s wall time once, at the end; the bench places the phases back from the moment that line was printed and reads the CPU the process tree used in each from its /proc samples (100 ms apart), so the CPU per phase is good to about 0.1 s. "startup" is Node, tsx and loading the engine before the first phase; "finish" is link checking, swapping in build/ and exit.',
    ...(args.skipDev ? ['--skip-dev: the dev server measurements were skipped.'] : []),
  ];
}

/** Ports of each tool's static and dev servers, counted from --port. */
const PORT_OFFSET: Record<string, number> = { folio: 0, docusaurus: 10, 'docusaurus-fast': 20 };

async function browserMeasurements(tool: Tool, run: ToolRun, browser: Browser, args: BenchArgs, offset: number, log: ProgressLog): Promise<void> {
  if (existsSync(tool.buildDir)) {
    log(`  ${tool.label}: search query in Chromium…`);
    const server = await serveStatic(tool.buildDir, args.port + offset);
    try {
      run.browserFirstLoadDoc = await measureBrowserFirstLoad(browser, server.url, tool.buildDir, MEASURED_PAGES.doc);
      run.browserFirstLoadHome = await measureBrowserFirstLoad(browser, server.url, tool.buildDir, MEASURED_PAGES.home);
      log(`  ${tool.label}: Chromium loads ${formatBytes(run.browserFirstLoadDoc.gzip)} gzip of JS for the docs page, ${formatBytes(run.browserFirstLoadHome.gzip)} for the home page`);
      run.searchQuery = await measureSearchQuery(browser, server.url + MEASURED_PAGES.doc, tool.search);
      log(`  ${tool.label}: search query ${formatMs(run.searchQuery.medianMs)} first (slowest ${formatMs(run.searchQuery.worstFirstMs)}), ${formatMs(run.searchQuery.warmMedianMs)} later${run.searchQuery.error ? ` (${run.searchQuery.error})` : ''}`);
      run.navigation = [];
      for (const plan of NAVIGATIONS) {
        const nav = await measureClientNavigation(browser, server, tool.buildDir, plan);
        run.navigation.push(nav);
        log(`  ${tool.label}: navigation ${plan.label} ${formatMs(nav.clickToShownMs)}, ${nav.requestsAfterClick.length} requests for the new page reached the server after the click, and ${nav.prefetchesAfterClick.length} of its prefetches of the pages it links to (${nav.pageRequestsAfterClick.length} made by the page, cache hits included), progress bar ${nav.progressBar ? 'yes' : 'no'}${nav.error ? ` (${nav.error})` : ''}`);
      }
    } finally {
      await server.close();
    }
  }
  if (args.skipDev) return;
  log(`  ${tool.label}: dev server (cold)…`);
  tool.clearCaches({ keepBuild: true });
  const port = args.port + 2 + offset;
  const dev = tool.dev(port);
  run.dev = await measureDevServer(
    { ...dev, env: tool.env, origin: `http://127.0.0.1:${port}`, pagePath: EDITED_DOC.url, docFile: tool.docFile, timeoutMs: 40 * 60_000, onOutput: log.raw },
    browser,
  );
  log(`  ${tool.label}: dev first response ${formatMs(run.dev.firstResponseMs)}, first page ${formatMs(run.dev.firstPageMs)}, edit visible ${formatMs(run.dev.editVisibleMs)}${run.dev.error ? ` (${run.dev.error})` : ''}`);
}

async function main(): Promise<void> {
  let args: BenchArgs;
  try {
    args = parseBenchArgs(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = (error as Error).message === BENCH_USAGE ? 0 : 2;
    return;
  }
  const paths = benchPaths(REPO);
  const log = createProgressLog(args.log ?? path.join(paths.bench, 'results', 'tmp', 'progress.log'));
  const all: Tool[] = [folioTool(paths, args.folio), docusaurusTool(paths), docusaurusFastTool(paths)];
  const wanted = all.filter((t) => !args.only || t.name === args.only);
  for (const [name, folder] of [['docusaurus', paths.bench], ['docusaurus-fast', paths.benchFast]] as const) {
    if (wanted.some((t) => t.name === name) && !existsSync(path.join(folder, 'node_modules', '@docusaurus', 'core'))) {
      console.error(`Docusaurus is not installed in ${path.basename(folder)}/: run \`${installCommand(path.basename(folder))}\` first (or pass --only with another tool).`);
      process.exitCode = 2;
      return;
    }
  }
  const command = ['npm run bench', ...(process.argv.length > 2 ? ['--', ...process.argv.slice(2)] : [])].join(' ');
  log(`${command}: staging the sites under bench/site/ and bench-fast/site/`);
  if (wanted.some((t) => t.name === 'folio')) {
    if (args.folio === 'packed') log('Folio: npm run pack, then npm install of its tarballs into bench/site/folio (as a user installs it)…');
    stageFolio(paths, args.folio);
  }
  if (wanted.some((t) => t.name === 'docusaurus')) stageDocusaurus(paths);
  if (wanted.some((t) => t.name === 'docusaurus-fast')) stageDocusaurus(paths, true);
  const fastLabel = all[2]!.label;

  const results: BenchResults = {
    date: new Date().toISOString(),
    machine: machineInfo(),
    command,
    commands: Object.fromEntries(all.map((t) => [t.name, { ...t.printed }])),
    runsRequested: args.runs,
    tools: Object.fromEntries(wanted.map((t) => [t.name, { label: t.label, runs: [] as ToolRun[] }])),
    notes: fixedNotes(args, fastLabel),
  };
  let browser: Browser | undefined;
  if (existsSync(CHROMIUM)) browser = await launchBrowser();
  else results.notes.push(`No Chromium at ${CHROMIUM} (apt-get install -y chromium): dev server, JS loaded in the browser and search query times were not measured.`);
  const progressFile = path.join(paths.bench, 'results', 'tmp', 'progress.json');
  mkdirSync(path.dirname(progressFile), { recursive: true });
  const skipped = new Set<string>();
  let profile: ProfileSummary | undefined;
  let fastEvidence: FastFlagEvidence | undefined;
  try {
    for (let run = 1; run <= args.runs; run++) {
      const order = run % 2 ? wanted : [...wanted].reverse();
      for (const tool of order) {
        if (skipped.has(tool.name)) continue;
        log(`Run ${run}/${args.runs}: ${tool.label}`);
        const started = performance.now();
        const result = await measureBuilds(tool, run, log);
        if (tool.name === 'docusaurus-fast' && !fastEvidence && !result.errors.length) fastEvidence = await verifyFastFlags(tool, paths.benchFast, log);
        if (browser) await browserMeasurements(tool, result, browser, args, PORT_OFFSET[tool.name]!, log);
        results.tools[tool.name]!.runs.push(result);
        writeFileSync(progressFile, JSON.stringify(results, null, 2));
        const took = performance.now() - started;
        if (tool.name !== 'folio' && took > LONG_RUN_MS && run < args.runs) {
          skipped.add(tool.name);
          results.notes.push(`${tool.label} run ${run} took ${formatMs(took)} (over 10 minutes), so it was run ${run} time${run > 1 ? 's' : ''} instead of ${args.runs}.`);
        }
      }
    }
    const folio = wanted.find((t) => t.name === 'folio');
    if (folio && !args.skipProfile) {
      log('Profile: one more Folio cold build, under node --cpu-prof');
      profile = await profileColdBuild(folio, path.join(paths.bench, 'results', 'tmp', 'cpu-profile'), REPO, log);
    }
  } finally {
    await browser?.close();
  }
  for (const [name, tool] of Object.entries(results.tools)) {
    for (const run of tool.runs) for (const error of run.errors) results.notes.push(`${name} run ${run.run}: ${error.split('\n')[0]}`);
    for (const run of tool.runs) if (run.dev?.error) results.notes.push(`${name} run ${run.run} dev server: ${run.dev.error.split('\n')[0]}`);
    for (const run of tool.runs) if (run.searchQuery?.error) results.notes.push(`${name} run ${run.run} search query: ${run.searchQuery.error}`);
    if (tool.runs.every((r) => !r.search)) results.notes.push(`${name}: no search index in the build, so the first-search download was not measured${name === 'folio' ? ' (site.config.ts has no search plugin)' : ''}.`);
    for (const run of tool.runs) for (const nav of run.navigation ?? []) if (nav.error) results.notes.push(`${name} run ${run.run} navigation to ${nav.to}: ${nav.error}`);
    for (const run of tool.runs) for (const nav of run.navigation ?? []) if (nav.requestsAfterClick.length) results.notes.push(`${name} run ${run.run} navigation to ${nav.to}: ${nav.requestsAfterClick.length} requests reached the server after the click: ${nav.requestsAfterClick.slice(0, 8).join(', ')}${nav.requestsAfterClick.length > 8 ? ', …' : ''}`);
  }
  if (fastEvidence) results.notes.push(...fastFlagNotes(fastEvidence, fastLabel));
  const scale = readScaleFigure(path.join(paths.bench, 'results', 'scale-latest.json'));
  const { markdown, medians, targets } = renderMarkdown(results, scale, profile);
  console.log('\n' + markdown);
  const complete = wanted.length === TOOL_NAMES.length && !args.skipDev;
  const outBase = complete ? path.join(paths.bench, 'results', 'latest') : path.join(paths.bench, 'results', 'tmp', `latest-${args.only ?? 'partial'}`);
  mkdirSync(path.dirname(outBase), { recursive: true });
  writeFileSync(`${outBase}.md`, `# Folio vs Docusaurus 3.6.3 and ${fastLabel}\n\n${markdown}`);
  writeFileSync(`${outBase}.json`, JSON.stringify({ ...results, medians, targets, scale, profile, fastEvidence }, null, 2) + '\n');
  log(`Wrote ${path.relative(REPO, outBase)}.md and .json${complete ? '' : ' (a partial benchmark, so bench/results/latest.* is left as it was)'}`);
  if (existsSync(progressFile) && readFileSync(progressFile, 'utf8')) writeFileSync(progressFile, JSON.stringify(results, null, 2));
}

await main();
