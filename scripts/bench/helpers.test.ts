import { describe, expect, it } from 'vitest';
import { parseBenchArgs } from './args.ts';
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
  it('defaults to 3 runs of both tools', () => {
    expect(parseBenchArgs([])).toEqual({ runs: 3, skipDev: false, port: 3810 });
  });
  it('reads --runs, --only, --skip-dev, --log and --port, with = or a separate value', () => {
    expect(parseBenchArgs(['--runs=5', '--only', 'folio', '--skip-dev', '--log', 'x.log', '--port', '4000'])).toEqual({ runs: 5, only: 'folio', skipDev: true, log: 'x.log', port: 4000 });
  });
  it('rejects bad values with the usage', () => {
    expect(() => parseBenchArgs(['--runs', '0'])).toThrow(/positive integer/);
    expect(() => parseBenchArgs(['--only', 'hugo'])).toThrow(/folio or docusaurus/);
    expect(() => parseBenchArgs(['--fast'])).toThrow(/Unknown option --fast/);
  });
});

describe('targets', () => {
  it('marks ratios and limits as met or missed with the gap', () => {
    const checks = checkTargets(
      { coldWallMs: { folio: 20_000, docusaurus: 200_000 }, unchangedWallMs: { folio: 1500 }, editWallMs: { folio: 6000 }, devFirstResponseMs: { folio: 800 }, devFirstPageMs: { folio: 1900 } },
      { pages: 10_000, wallMs: 50_000, peakRssBytes: 2e9 },
    );
    const byName = Object.fromEntries(checks.map((c) => [c.target, c]));
    expect(byName['Cold build ≤ 1/20 of Docusaurus wall time']).toMatchObject({ status: 'missed', gap: '2.0× over the limit of 10.0 s' });
    expect(byName['Unchanged rebuild < 2 s']!.status).toBe('met');
    expect(byName['One-doc-edit rebuild < 3 s']).toMatchObject({ status: 'missed', gap: '2.0× the limit of 3.00 s' });
    expect(byName['10,000 pages build < 60 s']!.status).toBe('met');
    expect(byName['10,000 pages build < 1 GB peak memory']!.status).toBe('missed');
    expect(byName['Peak memory ≤ 1/10 of Docusaurus']!.status).toBe('not measured');
    // The dev server's target is its HTTP answer, not the page drawn in Chromium.
    expect(byName['Dev server serves the first page within 1 s (HTTP 200)']).toMatchObject({ status: 'met', measured: '800 ms' });
  });
});
