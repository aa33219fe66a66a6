import { formatBytes, formatMs, formatRatio } from './format.ts';

/** Medians by metric key for each tool (undefined where not measured). */
export type Medians = Record<string, { folio?: number; docusaurus?: number }>;

/** The 10,000-page figures of `npm run bench:scale`, when available. */
export interface ScaleFigure {
  pages: number;
  wallMs: number;
  peakRssBytes: number;
}

/** One target of issue 12 point 3 and where Folio stands. */
export interface TargetCheck {
  target: string;
  measured: string;
  status: 'met' | 'missed' | 'not measured';
  /** How far off when missed (e.g. `1.4× over`). */
  gap?: string;
}

function versus(target: string, folio: number | undefined, docusaurus: number | undefined, factor: number, format: (n: number) => string): TargetCheck {
  if (folio === undefined || docusaurus === undefined) return { target, measured: 'n/a', status: 'not measured' };
  const limit = docusaurus / factor;
  const measured = `${format(folio)} vs ${format(docusaurus)} (1/${(docusaurus / folio).toFixed(1)})`;
  return folio <= limit ? { target, measured, status: 'met' } : { target, measured, status: 'missed', gap: `${formatRatio(folio / limit)} over the limit of ${format(limit)}` };
}

function under(target: string, value: number | undefined, limit: number, format: (n: number) => string): TargetCheck {
  if (value === undefined) return { target, measured: 'n/a', status: 'not measured' };
  return value < limit ? { target, measured: format(value), status: 'met' } : { target, measured: format(value), status: 'missed', gap: `${formatRatio(value / limit)} the limit of ${format(limit)}` };
}

/** Checks the medians against every target of issue 12 point 3. Pure. */
export function checkTargets(m: Medians, scale: ScaleFigure | undefined): TargetCheck[] {
  const get = (key: string) => m[key] ?? {};
  const checks: TargetCheck[] = [
    versus('Cold build ≤ 1/20 of Docusaurus wall time', get('coldWallMs').folio, get('coldWallMs').docusaurus, 20, formatMs),
    under('Unchanged rebuild < 2 s', get('unchangedWallMs').folio, 2000, formatMs),
    under('One-doc-edit rebuild < 3 s', get('editWallMs').folio, 3000, formatMs),
    versus('Peak memory ≤ 1/10 of Docusaurus', get('peakRssBytes').folio, get('peakRssBytes').docusaurus, 10, formatBytes),
    get('browserDocJsGzip').docusaurus !== undefined
      ? versus('Docs page first-load JS (gzip, as Chromium loads it) ≤ 1/3 of Docusaurus', get('browserDocJsGzip').folio, get('browserDocJsGzip').docusaurus, 3, formatBytes)
      : versus('Docs page first-load JS (gzip, scripts in the HTML) ≤ 1/3 of Docusaurus', get('docJsGzip').folio, get('docJsGzip').docusaurus, 3, formatBytes),
    versus('First-search download (gzip) ≤ 1/20 of docusaurus-lunr-search', get('searchGzip').folio, get('searchGzip').docusaurus, 20, formatBytes),
  ];
  if (scale) {
    checks.push(under(`${scale.pages.toLocaleString('en')} pages build < 60 s`, scale.wallMs, 60_000, formatMs));
    checks.push(under(`${scale.pages.toLocaleString('en')} pages build < 1 GB peak memory`, scale.peakRssBytes, 1e9, formatBytes));
  } else {
    checks.push({ target: '10,000 pages < 60 s and < 1 GB', measured: 'n/a (run npm run bench:scale)', status: 'not measured' });
  }
  checks.push(
    // "Serve a first page" (issue 12) and "answers the first page request" (issue 10): the HTTP
    // answer. The time until Chromium shows the page is in the table of medians beside it.
    under('Dev server serves the first page within 1 s (HTTP 200)', get('devFirstResponseMs').folio, 1000, formatMs),
    under('Edit visible within 100 ms', get('devEditMs').folio, 100, formatMs),
    under('Search query answered < 10 ms in the browser', get('searchQueryMs').folio, 10, formatMs),
  );
  return checks;
}
