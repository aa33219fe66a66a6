import { NAVIGATIONS } from './navigations.ts';
import type { ToolRun } from './results.ts';

/** One row of the results table: how to read it from a run and how to print it. */
export interface Metric {
  key: string;
  label: string;
  /** `flag`: 1 for yes, 0 for no (the median of several runs is yes when most runs said yes). */
  unit: 'ms' | 'bytes' | 'count' | 'flag';
  read: (run: ToolRun) => number | undefined;
  /** Whether "Docusaurus ÷ Folio" is a meaningful "times better" figure. */
  compare: boolean;
}

/** Every row of the benchmark table, in print order. */
export const METRICS: Metric[] = [
  { key: 'coldWallMs', label: 'Cold build, wall time', unit: 'ms', read: (r) => r.cold?.wallMs, compare: true },
  { key: 'coldCpuMs', label: 'Cold build, CPU time (user + system)', unit: 'ms', read: (r) => r.cold?.cpuMs, compare: true },
  { key: 'unchangedWallMs', label: 'Rebuild, nothing changed (caches kept)', unit: 'ms', read: (r) => r.unchanged?.wallMs, compare: true },
  { key: 'forcedWallMs', label: 'Rebuild, nothing changed, every phase run (Folio: build --force)', unit: 'ms', read: (r) => r.forced?.wallMs, compare: false },
  { key: 'editWallMs', label: 'Rebuild after editing one doc', unit: 'ms', read: (r) => r.edit?.wallMs, compare: true },
  { key: 'peakRssBytes', label: 'Peak memory of the cold build (summed RSS of the process tree)', unit: 'bytes', read: (r) => r.cold?.peakRssBytes, compare: true },
  { key: 'pages', label: 'HTML pages produced', unit: 'count', read: (r) => r.pages, compare: false },
  { key: 'buildBytes', label: 'build/ size', unit: 'bytes', read: (r) => r.buildBytes, compare: true },
  { key: 'docJsRaw', label: 'First-load JS in the HTML, docs page (raw)', unit: 'bytes', read: (r) => r.firstLoadDoc?.raw, compare: true },
  { key: 'docJsGzip', label: 'First-load JS in the HTML, docs page (gzip)', unit: 'bytes', read: (r) => r.firstLoadDoc?.gzip, compare: true },
  { key: 'homeJsRaw', label: 'First-load JS in the HTML, home page (raw)', unit: 'bytes', read: (r) => r.firstLoadHome?.raw, compare: true },
  { key: 'homeJsGzip', label: 'First-load JS in the HTML, home page (gzip)', unit: 'bytes', read: (r) => r.firstLoadHome?.gzip, compare: true },
  { key: 'browserDocJsRaw', label: 'JS Chromium loads, docs page (raw)', unit: 'bytes', read: (r) => r.browserFirstLoadDoc?.raw, compare: true },
  { key: 'browserDocJsGzip', label: 'JS Chromium loads, docs page (gzip)', unit: 'bytes', read: (r) => r.browserFirstLoadDoc?.gzip, compare: true },
  { key: 'browserHomeJsGzip', label: 'JS Chromium loads, home page (gzip)', unit: 'bytes', read: (r) => r.browserFirstLoadHome?.gzip, compare: true },
  { key: 'searchRaw', label: 'First search download (raw)', unit: 'bytes', read: (r) => r.search?.raw, compare: true },
  { key: 'searchGzip', label: 'First search download (gzip)', unit: 'bytes', read: (r) => r.search?.gzip, compare: true },
  { key: 'devFirstResponseMs', label: 'Dev server: start to first HTTP 200 of the doc page', unit: 'ms', read: (r) => r.dev?.firstResponseMs, compare: true },
  { key: 'devFirstPageMs', label: 'Dev server: start to doc page shown in Chromium', unit: 'ms', read: (r) => r.dev?.firstPageMs, compare: true },
  { key: 'devEditMs', label: 'Dev server: doc saved to change shown in Chromium', unit: 'ms', read: (r) => r.dev?.editVisibleMs, compare: true },
  { key: 'searchQueryMs', label: 'Search: first query after the index loaded, typed to first result shown (Chromium)', unit: 'ms', read: (r) => r.searchQuery?.medianMs, compare: true },
  { key: 'searchWorstFirstMs', label: 'Search: slowest first query', unit: 'ms', read: (r) => r.searchQuery?.worstFirstMs, compare: true },
  { key: 'searchWarmMs', label: 'Search: later queries on the same page', unit: 'ms', read: (r) => r.searchQuery?.warmMedianMs, compare: true },
  ...NAVIGATIONS.flatMap((nav): Metric[] => [
    { key: `${nav.key}Ms`, label: `Client navigation ${nav.label}: click to new page shown (link hovered, prefetch done)`, unit: 'ms', read: (r) => navigation(r, nav.to)?.clickToShownMs, compare: true },
    { key: `${nav.key}Requests`, label: `Client navigation ${nav.label}: requests for the new page reaching the server after the click`, unit: 'count', read: (r) => navigation(r, nav.to)?.requestsAfterClick.length, compare: false },
    { key: `${nav.key}Prefetches`, label: `Client navigation ${nav.label}: the new page's prefetches of the pages it links to, after the click`, unit: 'count', read: (r) => navigation(r, nav.to)?.prefetchesAfterClick?.length, compare: false },
    { key: `${nav.key}ProgressBar`, label: `Client navigation ${nav.label}: progress bar shown`, unit: 'flag', read: (r) => flag(navigation(r, nav.to)?.progressBar), compare: false },
  ]),
];

function navigation(run: ToolRun, to: string) {
  const found = run.navigation?.find((n) => n.to === to);
  return found && !found.error ? found : undefined;
}

function flag(value: boolean | undefined): number | undefined {
  return value === undefined ? undefined : value ? 1 : 0;
}
