import { existsSync, readFileSync } from 'node:fs';
import type { ScaleFigure } from './targets.ts';

/** One size of the scale benchmark. */
export interface ScalePoint {
  pages: number;
  /** HTML files Folio produced (pages plus generated index, tag and list pages). */
  htmlFiles: number;
  wallMs: number;
  cpuMs: number;
  peakRssBytes: number;
}

/** Every size of bench/results/scale-latest.json, smallest first, if that file exists. */
export function readScaleFigure(file: string): ScaleFigure | undefined {
  if (!existsSync(file)) return undefined;
  const data = JSON.parse(readFileSync(file, 'utf8')) as { points?: ScalePoint[] };
  const points = [...(data.points ?? [])].sort((a, b) => a.pages - b.pages).map(({ pages, wallMs, cpuMs, peakRssBytes }) => ({ pages, wallMs, cpuMs, peakRssBytes }));
  return points.length ? { points } : undefined;
}
