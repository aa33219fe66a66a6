import { formatBytes, formatMs, formatRatio } from './format.ts';
import { perItemGrowth } from './stats.ts';
import type { ToolName } from './tool-names.ts';

/** Medians by metric key for each tool (undefined where not measured). */
export type Medians = Record<string, Partial<Record<ToolName, number>>>;

/** One size of `npm run bench:scale`. */
export interface ScaleSize {
  pages: number;
  wallMs: number;
  cpuMs: number;
  peakRssBytes: number;
}

/** The figures of `npm run bench:scale`, when available: every size measured, smallest first. */
export interface ScaleFigure {
  points: ScaleSize[];
}

/** One target of issue 22 point 2 (and the two of issue 12 still tracked) and where Folio stands. */
export interface TargetCheck {
  target: string;
  measured: string;
  status: 'met' | 'missed' | 'not measured';
  /** How far off when missed (e.g. `1.4× over the limit of 2.00 s`). */
  gap?: string;
}

/** Time or memory per page at most this many times the smallest site's counts as linear growth. */
export const NEAR_LINEAR = 1.5;

/** `folio ≤ other / factor`. */
function versus(target: string, folio: number | undefined, other: number | undefined, factor: number, format: (n: number) => string): TargetCheck {
  if (folio === undefined || other === undefined) return { target, measured: 'n/a', status: 'not measured' };
  const limit = other / factor;
  const measured = `${format(folio)} vs ${format(other)} (1/${(other / folio).toFixed(1)})`;
  return folio <= limit ? { target, measured, status: 'met' } : { target, measured, status: 'missed', gap: `${formatRatio(folio / limit)} over the limit of ${format(limit)}` };
}

/** `value ≤ limit`. */
function atMost(target: string, value: number | undefined, limit: number, format: (n: number) => string, measured = value === undefined ? 'n/a' : format(value)): TargetCheck {
  if (value === undefined) return { target, measured: 'n/a', status: 'not measured' };
  return value <= limit ? { target, measured, status: 'met' } : { target, measured, status: 'missed', gap: `${formatRatio(value / limit)} the limit of ${format(limit)}` };
}

function scaleChecks(scale: ScaleFigure | undefined): TargetCheck[] {
  const at = (pages: number) => scale?.points.find((p) => p.pages === pages);
  const tenK = at(10_000);
  const twentyK = at(20_000);
  if (!tenK) return [{ target: '10,000 synthetic pages ≤ 30 s, ≤ 1 GB, growing linearly', measured: 'n/a (run npm run bench:scale)', status: 'not measured' }];
  const also = twentyK ? `; 20,000 pages: ${formatMs(twentyK.wallMs)}, ${formatBytes(twentyK.peakRssBytes)}` : '';
  const points = scale!.points;
  const cpu = perItemGrowth(points.map((p) => ({ n: p.pages, value: p.cpuMs })));
  const memory = perItemGrowth(points.map((p) => ({ n: p.pages, value: p.peakRssBytes })));
  const worstCpu = Math.max(...cpu.map((g) => g.factor));
  const sizes = points.map((p) => p.pages.toLocaleString('en')).join(', ');
  return [
    atMost('10,000 synthetic pages ≤ 30 s', tenK.wallMs, 30_000, formatMs, `${formatMs(tenK.wallMs)}${also}`),
    atMost('10,000 synthetic pages ≤ 1 GB peak memory', tenK.peakRssBytes, 1e9, formatBytes, `${formatBytes(tenK.peakRssBytes)}${also}`),
    atMost(
      `Growing linearly (CPU per page at most ${NEAR_LINEAR}× the smallest site's)`,
      worstCpu,
      NEAR_LINEAR,
      (n) => `${n.toFixed(2)}×`,
      `CPU per page up to ${worstCpu.toFixed(2)}× the smallest's over ${sizes} pages; memory per page ${memory.at(-1)?.factor.toFixed(2)}× at the largest`,
    ),
  ];
}

function navigationCheck(label: string, m: Medians, key: string): TargetCheck {
  const target = `Client navigation ${label}: shown ≤ 50 ms after the click, no request, no progress bar`;
  const ms = m[`${key}Ms`]?.folio;
  const requests = m[`${key}Requests`]?.folio;
  const bar = m[`${key}ProgressBar`]?.folio;
  if (ms === undefined || requests === undefined || bar === undefined) return { target, measured: 'n/a', status: 'not measured' };
  const measured = `${formatMs(ms)}, ${requests} request${requests === 1 ? '' : 's'}, ${bar ? 'a' : 'no'} progress bar`;
  const misses = [ms > 50 ? `${formatRatio(ms / 50)} the limit of 50 ms` : '', requests > 0 ? `${requests} request${requests === 1 ? '' : 's'} after the click` : '', bar ? 'the progress bar appeared' : ''].filter(Boolean);
  return misses.length ? { target, measured, status: 'missed', gap: misses.join('; ') } : { target, measured, status: 'met' };
}

/** Checks the medians of one run against every target of issue 22 point 2, then issue 12's two byte targets. Pure. */
export function checkTargets(m: Medians, scale: ScaleFigure | undefined): TargetCheck[] {
  const get = (key: string) => m[key] ?? {};
  return [
    versus('Cold build ≤ 1/20 of Docusaurus 3.6.3 wall time', get('coldWallMs').folio, get('coldWallMs').docusaurus, 20, formatMs),
    versus('Cold build ≤ 1/8 of fast Docusaurus wall time', get('coldWallMs').folio, get('coldWallMs')['docusaurus-fast'], 8, formatMs),
    versus('Rebuild, nothing changed ≤ 1/20 of fast Docusaurus\'s warm rebuild', get('unchangedWallMs').folio, get('unchangedWallMs')['docusaurus-fast'], 20, formatMs),
    atMost('Rebuild, nothing changed < 1 s', get('unchangedWallMs').folio, 1000, formatMs),
    atMost('One-doc-edit rebuild < 1.5 s', get('editWallMs').folio, 1500, formatMs),
    versus('Peak memory ≤ 1/10 of Docusaurus 3.6.3', get('peakRssBytes').folio, get('peakRssBytes').docusaurus, 10, formatBytes),
    atMost('Peak memory ≤ 400 MB', get('peakRssBytes').folio, 400e6, formatBytes),
    ...scaleChecks(scale),
    atMost('Dev server: doc page drawn in Chromium ≤ 1 s after start', get('devFirstPageMs').folio, 1000, formatMs),
    atMost('Dev server: edit shown ≤ 100 ms', get('devEditMs').folio, 100, formatMs),
    atMost('Search: first query after the index loaded ≤ 10 ms (median)', get('searchQueryMs').folio, 10, formatMs, get('searchQueryMs').folio === undefined ? undefined : `${formatMs(get('searchQueryMs').folio)} (slowest first query ${formatMs(get('searchWorstFirstMs').folio)})`),
    atMost('Search: later queries ≤ 10 ms (median)', get('searchWarmMs').folio, 10, formatMs),
    navigationCheck('doc → doc', m, 'navDoc'),
    navigationCheck('doc → blog', m, 'navBlog'),
    get('browserDocJsGzip').docusaurus !== undefined
      ? versus('Docs page first-load JS (gzip, as Chromium loads it) ≤ 1/3 of Docusaurus 3.6.3 (issue 12)', get('browserDocJsGzip').folio, get('browserDocJsGzip').docusaurus, 3, formatBytes)
      : versus('Docs page first-load JS (gzip, scripts in the HTML) ≤ 1/3 of Docusaurus 3.6.3 (issue 12)', get('docJsGzip').folio, get('docJsGzip').docusaurus, 3, formatBytes),
    versus('First-search download (gzip) ≤ 1/20 of docusaurus-lunr-search (issue 12)', get('searchGzip').folio, get('searchGzip').docusaurus, 20, formatBytes),
  ];
}
