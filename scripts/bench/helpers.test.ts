import { describe, expect, it } from 'vitest';
import { BENCH_USAGE, parseBenchArgs } from './args.ts';
import { firstHeading, htmlText } from './client-nav.ts';
import { shortUrl, summarizeProfiles } from './cpu-profile.ts';
import { fastFlagNotes, readFastFlagEvidence } from './fast-flags.ts';
import { cpuAt, parseFolioPhases, phasesWithCpu } from './phases.ts';
import { medianPhases } from './report.ts';
import { parseScaleArgs, SCALE_USAGE } from './scale-args.ts';
import { extractHtmlScripts, extractStaticImports } from './html-assets.ts';
import { parseStat, parseStatusRss, processTree } from './proc.ts';
import { median, perItemGrowth, ratio } from './stats.ts';
import { checkTargets } from './targets.ts';
import { parseGnuTime } from './time-output.ts';

describe('stats', () => {
  it('takes medians of odd and even counts and ignores non-finite values', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([Number.NaN, 5])).toBe(5);
    expect(median([])).toBeUndefined();
  });
  it('divides only when both sides exist', () => {
    expect(ratio(10, 4)).toBe(2.5);
    expect(ratio(undefined, 4)).toBeUndefined();
    expect(ratio(1, 0)).toBeUndefined();
  });
  it('normalises growth per item against the smallest size', () => {
    expect(perItemGrowth([{ n: 1000, value: 10 }, { n: 2000, value: 20 }, { n: 4000, value: 60 }])).toEqual([
      { n: 1000, factor: 1 },
      { n: 2000, factor: 1 },
      { n: 4000, factor: 1.5 },
    ]);
  });
});

describe('/proc parsing', () => {
  it('reads VmRSS in kB', () => {
    expect(parseStatusRss('Name:\tnode\nVmPeak:\t 999 kB\nVmRSS:\t  123456 kB\nThreads: 7\n')).toBe(123456);
    expect(parseStatusRss('Name:\tkthreadd\n')).toBe(0);
  });
  it('reads ppid and CPU ticks even when the command name has spaces and parentheses', () => {
    const stat = '4242 (node (worker) x) S 4200 4242 4200 0 -1 4194304 100 0 0 0 250 50 7 3 20 0 11 0 100 1000 200';
    expect(parseStat(stat)).toEqual({ ppid: 4200, cpuTicks: 300 });
    expect(parseStat('garbage')).toBeUndefined();
  });
  it('collects a process and all its descendants', () => {
    const procs = [
      { pid: 1, ppid: 0, rssKb: 1, cpuTicks: 0 },
      { pid: 10, ppid: 1, rssKb: 2, cpuTicks: 0 },
      { pid: 11, ppid: 10, rssKb: 3, cpuTicks: 0 },
      { pid: 12, ppid: 11, rssKb: 4, cpuTicks: 0 },
      { pid: 20, ppid: 1, rssKb: 5, cpuTicks: 0 },
    ];
    expect(processTree(10, procs).map((p) => p.pid)).toEqual([10, 11, 12]);
    expect(processTree(99, procs)).toEqual([]);
  });
});

describe('GNU time output', () => {
  it('reads the marked line among others', () => {
    expect(parseGnuTime('Command exited with non-zero status 1\nFOLIO_BENCH_TIME 12.34 20.00 1.50 204800\n')).toEqual({ wallMs: 12340, cpuMs: 21500, maxRssKb: 204800 });
    expect(parseGnuTime('nothing')).toBeUndefined();
  });
});

describe('HTML script extraction', () => {
  it('finds script src, modulepreloads and script preloads once each, in order', () => {
    const html = `<!doctype html><html><head>
      <link rel="modulepreload" href="/assets/js/a.js"><link rel=preload href="/assets/js/runtime~main.1.js" as="script">
      <link rel="preload" href="/font.woff2" as="font"><link rel="prefetch" href="/later.js">
      <!-- <script src="/commented.js"></script> -->
      <script type="application/json" id="data">{}</script><script>inline()</script>
      </head><body><script type="module" src="/assets/js/main.js"></script><script src='/assets/js/main.2.js' defer></script>
      <script src="/assets/js/a.js" type="module"></script></body></html>`;
    expect(extractHtmlScripts(html)).toEqual([
      { url: '/assets/js/a.js', module: true },
      { url: '/assets/js/runtime~main.1.js', module: false },
      { url: '/assets/js/main.js', module: true },
      { url: '/assets/js/main.2.js', module: false },
    ]);
  });
  it('finds static imports and re-exports but not dynamic imports', () => {
    const minified = 'import{a as b,c}from"./chunk-A.js";import"./chunk-B.js";export*from"./chunk-C.js";export{d}from\'./chunk-D.js\';const x=()=>import("./lazy.js");';
    expect(extractStaticImports(minified)).toEqual(['./chunk-A.js', './chunk-B.js', './chunk-C.js', './chunk-D.js']);
    expect(extractStaticImports('import React from "react";\nimport * as ns from "./ns.js";\nimport def, { x } from "./mixed.js";')).toEqual(['react', './ns.js', './mixed.js']);
  });
});

describe('bench arguments', () => {
  it('defaults to 3 runs of every tool', () => {
    expect(parseBenchArgs([])).toEqual({ runs: 3, skipDev: false, skipProfile: false, port: 3810, folio: 'packed' });
  });
  it('reads --runs, --only, --skip-dev, --skip-profile, --log and --port, with = or a separate value', () => {
    expect(parseBenchArgs(['--runs=5', '--only', 'docusaurus-fast', '--skip-dev', '--skip-profile', '--log', 'x.log', '--port', '4000'])).toEqual({
      runs: 5,
      only: 'docusaurus-fast',
      skipDev: true,
      skipProfile: true,
      log: 'x.log',
      port: 4000,
      folio: 'packed',
    });
    expect(parseBenchArgs(['--only=folio']).only).toBe('folio');
    expect(parseBenchArgs(['--folio', 'repo']).folio).toBe('repo');
    expect(() => parseBenchArgs(['--folio', 'npm'])).toThrow(/--folio must be packed or repo \(got "npm"\)/);
  });
  it('rejects bad values, unknown flags and stray words with a message naming them and the usage', () => {
    expect(() => parseBenchArgs(['--runs', '0'])).toThrow(/--runs must be a whole number of at least 1 \(got "0"\)[\s\S]*Usage: npm run bench/);
    expect(() => parseBenchArgs(['--runs', '2.5'])).toThrow(/--runs must be/);
    expect(() => parseBenchArgs(['--port', '80'])).toThrow(/--port must be a whole number between 1024 and 65000/);
    expect(() => parseBenchArgs(['--only', 'hugo'])).toThrow(/--only must be folio, docusaurus, docusaurus-fast \(got "hugo"\)/);
    expect(() => parseBenchArgs(['--fast'])).toThrow(/Unknown option '--fast'[\s\S]*Usage: npm run bench/);
    // A flag after a value-taking flag is not taken as its value, and a word after a boolean flag is not swallowed.
    expect(() => parseBenchArgs(['--runs', '--skip-dev'])).toThrow(/--runs.*ambiguous/);
    expect(() => parseBenchArgs(['--skip-dev', 'folio'])).toThrow(/Unexpected argument 'folio'/);
    expect(() => parseBenchArgs(['--log'])).toThrow(/--log <value>' argument missing/);
  });
  it('answers --help and -h with exactly the usage', () => {
    expect(() => parseBenchArgs(['--help'])).toThrow(new Error(BENCH_USAGE));
    expect(() => parseBenchArgs(['-h'])).toThrow(new Error(BENCH_USAGE));
  });
});

describe('scale arguments', () => {
  it('reads the sizes sorted and unique, --keep and --resume', () => {
    expect(parseScaleArgs([])).toEqual({ sizes: [1000, 2000, 5000, 10000, 20000], keep: false, resume: false });
    expect(parseScaleArgs(['--sizes=2000,1000,2000', '--keep', '--resume', '--log', 'a.log'])).toEqual({ sizes: [1000, 2000], keep: true, resume: true, log: 'a.log' });
  });
  it('rejects bad sizes, unknown flags and stray words', () => {
    expect(() => parseScaleArgs(['--sizes', 'abc'])).toThrow(/page counts/);
    expect(() => parseScaleArgs(['--sizes', '5'])).toThrow(/at least 10/);
    expect(() => parseScaleArgs(['--size', '100'])).toThrow(/Unknown option '--size'[\s\S]*Usage: npm run bench:scale/);
    expect(() => parseScaleArgs(['--keep', '1000'])).toThrow(/Unexpected argument '1000'/);
    expect(() => parseScaleArgs(['--help'])).toThrow(new Error(SCALE_USAGE));
  });
});

describe('targets', () => {
  const points = [
    { pages: 1000, wallMs: 5000, cpuMs: 8000, peakRssBytes: 400e6 },
    { pages: 10_000, wallMs: 40_000, cpuMs: 90_000, peakRssBytes: 0.9e9 },
    { pages: 20_000, wallMs: 90_000, cpuMs: 200_000, peakRssBytes: 1.4e9 },
  ];
  it('checks every target of issue 22 against the right baseline, with the gap when missed', () => {
    const checks = checkTargets(
      {
        coldWallMs: { folio: 10_000, docusaurus: 100_000, 'docusaurus-fast': 50_000 },
        unchangedWallMs: { folio: 800, 'docusaurus-fast': 20_000 },
        editWallMs: { folio: 1600 },
        peakRssBytes: { folio: 300e6, docusaurus: 3.5e9 },
        devFirstPageMs: { folio: 1900 },
        devEditMs: { folio: 80 },
        searchQueryMs: { folio: 4 },
        searchWorstFirstMs: { folio: 12 },
        searchWarmMs: { folio: 3 },
        navDocMs: { folio: 20 },
        navDocRequests: { folio: 0 },
        navDocProgressBar: { folio: 0 },
        navBlogMs: { folio: 70 },
        navBlogRequests: { folio: 2 },
        navBlogProgressBar: { folio: 1 },
      },
      { points },
    );
    const byName = Object.fromEntries(checks.map((c) => [c.target, c]));
    expect(byName['Cold build ≤ 1/20 of Docusaurus 3.6.3 wall time']).toMatchObject({ status: 'missed', gap: '2.0× over the limit of 5.00 s' });
    expect(byName['Cold build ≤ 1/8 of fast Docusaurus wall time']).toMatchObject({ status: 'missed', measured: '10.0 s vs 50.0 s (1/5.0)' });
    expect(byName["Rebuild, nothing changed ≤ 1/20 of fast Docusaurus's warm rebuild"]!.status).toBe('met');
    expect(byName['Rebuild, nothing changed < 1 s']!.status).toBe('met');
    expect(byName['One-doc-edit rebuild < 1.5 s']).toMatchObject({ status: 'missed' });
    expect(byName['Peak memory ≤ 1/10 of Docusaurus 3.6.3']!.status).toBe('met');
    expect(byName['Peak memory ≤ 400 MB']!.status).toBe('met');
    expect(byName['10,000 synthetic pages ≤ 30 s']).toMatchObject({ status: 'missed', measured: '40.0 s; 20,000 pages: 90.0 s, 1.40 GB' });
    expect(byName['10,000 synthetic pages ≤ 1 GB peak memory']!.status).toBe('met');
    // CPU per page: 8.0 ms at 1,000, 9.0 at 10,000, 10.0 at 20,000: 1.25× the smallest's, linear enough.
    expect(byName['Growing linearly (CPU per page at most 1.5× the smallest site\'s)']).toMatchObject({ status: 'met' });
    expect(byName['Dev server: doc page drawn in Chromium ≤ 1 s after start']).toMatchObject({ status: 'missed', measured: '1.90 s' });
    expect(byName['Dev server: edit shown ≤ 100 ms']!.status).toBe('met');
    expect(byName['Search: first query after the index loaded ≤ 10 ms (median)']).toMatchObject({ status: 'met', measured: '4 ms (slowest first query 12 ms)' });
    expect(byName['Client navigation doc → doc: shown ≤ 50 ms after the click, no request, no progress bar']!.status).toBe('met');
    expect(byName['Client navigation doc → blog: shown ≤ 50 ms after the click, no request, no progress bar']).toMatchObject({
      status: 'missed',
      gap: '1.4× the limit of 50 ms; 2 requests after the click; the progress bar appeared',
    });
  });
  it('says what was not measured', () => {
    const checks = checkTargets({ coldWallMs: { folio: 10_000 } }, undefined);
    expect(checks.find((c) => c.target.startsWith('Cold build ≤ 1/8'))!.status).toBe('not measured');
    expect(checks.find((c) => c.target.startsWith('10,000'))).toMatchObject({ status: 'not measured', measured: 'n/a (run npm run bench:scale)' });
  });
});

describe('phases', () => {
  it("reads the phase times of folio build's summary line", () => {
    const out = 'warn: x\n✔ Built 705 pages into build (config 270ms, content 7.10s, bundle 2.35s, render 1.20s, postBuild 310ms); 3 unchanged pages taken from the render cache\n';
    expect(parseFolioPhases(out)).toEqual([
      { name: 'config', wallMs: 270 },
      { name: 'content', wallMs: 7100 },
      { name: 'bundle', wallMs: 2350 },
      { name: 'render', wallMs: 1200 },
      { name: 'postBuild', wallMs: 310 },
    ]);
    expect(parseFolioPhases('Built nothing')).toBeUndefined();
  });
  it("reads them when postBuild lists each plugin's share in brackets", () => {
    const out = '✓ Built 704 pages into build (config 231ms, content 438ms, bundle 1.51s, render 1.42s, postBuild 1.44s [content-blog 25ms, search 506ms, llms 819ms]); 704 unchanged pages taken from the render cache\n';
    expect(parseFolioPhases(out)?.map((phase) => `${phase.name} ${phase.wallMs}`)).toEqual(['config 231', 'content 438', 'bundle 1510', 'render 1420', 'postBuild 1440']);
  });
  it('interpolates cumulative CPU between samples', () => {
    const timeline = [
      { atMs: 0, cpuMs: 0 },
      { atMs: 100, cpuMs: 200 },
      { atMs: 200, cpuMs: 200 },
    ];
    expect(cpuAt(timeline, 50)).toBe(100);
    expect(cpuAt(timeline, 150)).toBe(200);
    expect(cpuAt(timeline, -5)).toBe(0);
    expect(cpuAt(timeline, 999)).toBe(200);
  });
  it('places the phases back from the summary line and gives each its CPU, plus startup and finish', () => {
    // Two cores busy from 1000 to 2000 ms, one core before and after.
    const timeline = [0, 500, 1000, 1500, 2000, 2500, 3000].map((atMs) => ({ atMs, cpuMs: atMs <= 1000 ? atMs : atMs <= 2000 ? 1000 + 2 * (atMs - 1000) : 3000 + (atMs - 2000) }));
    const rows = phasesWithCpu([{ name: 'content', wallMs: 600 }, { name: 'render', wallMs: 400 }], { startedAtMs: 0, summaryAtMs: 2000, endedAtMs: 2500, timeline });
    expect(rows).toEqual([
      { name: 'startup', wallMs: 1000, cpuMs: 1000 },
      { name: 'content', wallMs: 600, cpuMs: 1200 },
      { name: 'render', wallMs: 400, cpuMs: 800 },
      { name: 'finish', wallMs: 500, cpuMs: 500 },
    ]);
  });
  it('takes the median of each phase over the runs', () => {
    const sample = (content: number, cpu: number) => ({ wallMs: 0, cpuMs: 0, peakRssBytes: 0, loadBefore: 0, phases: [{ name: 'content', wallMs: content, cpuMs: cpu }] });
    expect(medianPhases([sample(100, 150), undefined, sample(300, 350), sample(200, 250)])).toEqual([{ name: 'content', wallMs: 200, cpuMs: 250 }]);
  });
});

describe('CPU profile summary', () => {
  it('adds self time by function, file and line over every thread, leaving idle out', () => {
    const frame = (functionName: string, url = '', lineNumber = 0) => ({ functionName, url, lineNumber });
    const main = {
      nodes: [
        { id: 1, callFrame: frame('(root)') },
        { id: 2, callFrame: frame('compile', 'file:///repo/packages/core/src/mdx.ts', 9) },
        { id: 3, callFrame: frame('parse', 'file:///repo/node_modules/micromark/index.js', 0) },
        { id: 4, callFrame: frame('(idle)') },
      ],
      samples: [2, 3, 2, 4, 2],
      timeDeltas: [0, 1000, 3000, 1000, 5000],
    };
    const worker = { nodes: [{ id: 7, callFrame: frame('compile', 'file:///repo/packages/core/src/mdx.ts', 9) }, { id: 8, callFrame: frame('(garbage collector)') }], samples: [7, 8, 7], timeDeltas: [0, 2000, 2000] };
    // Each sample gets the time to the next one: main compile 1+1 ms, parse 3 ms, idle 5 ms (left out); worker compile 2 ms, GC 2 ms.
    expect(summarizeProfiles([main, worker], '/repo', 3)).toEqual({
      profiles: 2,
      totalMs: 9,
      top: [
        { name: 'compile (packages/core/src/mdx.ts:10)', selfMs: 4, percent: 44.4 },
        { name: 'parse (micromark/index.js:1)', selfMs: 3, percent: 33.3 },
        { name: '(garbage collector)', selfMs: 2, percent: 22.2 },
      ],
    });
    expect(shortUrl('node:internal/fs', '/repo')).toBe('node:internal/fs');
  });
});

describe('client navigation helpers', () => {
  it("reads a built page's first h1, else its first h2, as text", () => {
    expect(firstHeading('<main><h2>Skip</h2><h1 class="t">Run &amp; <code>ig</code>\u200b<a href="#x">#</a></h1></main>')).toBe('Run & ig#');
    expect(firstHeading('<article><h2 class="title"><a href="/blog/p">Post &#x27;one&#x27;</a></h2></article>')).toBe("Post 'one'");
    expect(firstHeading('<p>none</p>')).toBeUndefined();
    expect(htmlText(' a\n <b>b</b>&nbsp;c ')).toBe('a b c');
  });
});

describe('fast Docusaurus flag evidence', () => {
  it("reads the bundler and the SSG thread pool from Docusaurus's perf log", () => {
    const log = [
      '\u001b[33m[PERF]\u001b[39m Build > en > Bundling with rspack - 9.12 seconds!',
      '[PERF] Build > en > SSG > Create SSG thread pool - \u001b[36m2\u001b[39m threads - 40.00 ms',
      '[PERF] SSG Worker 1 - Task 1 - Rendering 30 pathnames - 2.1 seconds!',
      '[PERF] SSG Worker 2 - Task 2 - Rendering 30 pathnames - 2.3 seconds!',
    ].join('\n');
    const evidence = readFastFlagEvidence(log, 2);
    expect(evidence).toEqual({ bundler: 'rspack', ssgThreads: 2, ssgWorkerTasks: 2, persistentCacheEntries: 2 });
    expect(fastFlagNotes(evidence, 'Docusaurus 3.10.2 (faster)')[0]).toMatch(/bundler rspack; SSG in a pool of 2 worker threads \(2 tasks reported by the workers\); Rspack persistent cache present/);
    expect(readFastFlagEvidence('[PERF] Build > en > SSG > SSG (current thread) - 3 seconds!\nBundling with webpack', 0)).toEqual({ bundler: 'webpack', ssgThreads: 1, ssgWorkerTasks: 0, persistentCacheEntries: 0 });
    expect(fastFlagNotes(readFastFlagEvidence('', 0), 'X')[0]).toMatch(/bundler not named in the log; SSG not seen in the log; Rspack persistent cache not found/);
  });
});
